import type { JWTPayload } from 'jose';
import { TokenError } from '../../keys.ts';
import { ERRORS } from '../errors.ts';
import type { Caller } from '../identity.ts';
import { mustBeValidBucketName, mustBeValidObjectName } from '../names.ts';
import { visibleNames } from '../repository/objects.ts';
import { asCaller, runAs, type StorageContext } from './context.ts';
import { readObject } from './read.ts';
import { probePermission, uploadTarget } from './upload.ts';

/** Signed upload URLs live two hours, as Storage's do. */
export const SIGNED_UPLOAD_EXPIRY_SECONDS = 2 * 60 * 60;
const MAX_EXPIRY_SECONDS = 10 * 365 * 24 * 60 * 60;

type Scope = 'download' | 'upload';

export interface SignedTokenClaims extends JWTPayload {
  url: string;
  scope: Scope;
  owner?: string | null;
  upsert?: boolean;
}

export function mustBeValidExpiry(value: unknown): number {
  const seconds = typeof value === 'string' ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > MAX_EXPIRY_SECONDS) {
    throw ERRORS.invalidRequest('expiresIn must be a whole number of seconds, at least 1');
  }
  return seconds;
}

async function signDownloadToken(ctx: StorageContext, bucketId: string, name: string, expiresIn: number): Promise<string> {
  const token = await ctx.keys.sign({ url: `${bucketId}/${name}`, scope: 'download' }, expiresIn);
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

/** A download URL for one object the caller may read (NoSuchKey otherwise). */
export async function signDownload(ctx: StorageContext, caller: Caller, bucketId: string, name: string, expiresIn: number): Promise<string> {
  await readObject(ctx, asCaller(caller), bucketId, name);
  return signDownloadToken(ctx, bucketId, name, expiresIn);
}

export interface SignedUrlEntry {
  error: string | null;
  path: string;
  signedURL: string | null;
}

/** Download URLs for many objects: an entry per path, with an error for those the caller may not read. */
export async function signDownloads(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  paths: readonly string[],
  expiresIn: number,
): Promise<SignedUrlEntry[]> {
  mustBeValidBucketName(bucketId);
  const visible = await runAs(ctx, asCaller(caller), (tx) => visibleNames(tx, bucketId, paths), { readOnly: true });
  const entries: SignedUrlEntry[] = [];
  for (const path of paths) {
    entries.push(
      visible.has(path)
        ? { error: null, path, signedURL: await signDownloadToken(ctx, bucketId, path, expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    );
  }
  return entries;
}

/** An upload URL for a path the caller may write (checked now, as Storage does); valid two hours. */
export async function signUpload(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<{ url: string; token: string }> {
  mustBeValidObjectName(name);
  const bucket = await uploadTarget(ctx, bucketId);
  await probePermission(ctx, asCaller(caller), bucket.id, name, upsert);
  const claims: SignedTokenClaims = { url: `${bucket.id}/${name}`, scope: 'upload', owner: caller.userId ?? null, upsert };
  const token = await ctx.keys.sign(claims, SIGNED_UPLOAD_EXPIRY_SECONDS);
  return { url: `/object/upload/sign/${bucket.id}/${name}?token=${token}`, token };
}

/** Checks a signed URL's token: ours, for this scope and this exact object, and not expired. */
export async function verifySignedToken(
  ctx: StorageContext,
  token: string | undefined,
  scope: Scope,
  bucketId: string,
  name: string,
): Promise<SignedTokenClaims> {
  if (!token) throw ERRORS.invalidJwt('Missing token');
  let payload: JWTPayload;
  try {
    payload = await ctx.keys.verify(token);
  } catch (err) {
    if (err instanceof TokenError && err.reason === 'expired') throw ERRORS.expiredSignature();
    throw ERRORS.invalidJwt(err instanceof Error ? err.message : 'Invalid JWT');
  }
  if (payload.scope !== scope) throw ERRORS.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== `${bucketId}/${name}`) throw ERRORS.invalidSignature();
  // The key verifier allows clock skew; a signed URL's expiry is exact.
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) throw ERRORS.expiredSignature();
  return {
    ...payload,
    url: payload.url,
    scope,
    owner: typeof payload.owner === 'string' ? payload.owner : null,
    upsert: payload.upsert === true,
  };
}

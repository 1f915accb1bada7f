import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  errors,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Db } from './db/index.ts';

export type ApiKeyRole = 'anon' | 'service_role';

export interface StoredKeys {
  anonKey: string;
  serviceRoleKey: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

export class TokenError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'TokenError';
  }
}

/** The signing key pair and API keys: signs access tokens, verifies any token we issued. */
export interface Keys {
  readonly anonKey: string;
  readonly serviceRoleKey: string;
  readonly kid: string;
  /** RFC 7638 thumbprint of the public key: equal for the same key whatever its `kid`. */
  readonly thumbprint: string;
  /** Public keys for /.well-known/jwks.json. */
  readonly jwks: { keys: JWK[] };
  sign(claims: JWTPayload, expiresInSeconds: number): Promise<string>;
  /** Verified claims, or a TokenError saying whether the token expired or is otherwise invalid. */
  verify(token: string): Promise<JWTPayload>;
  /** The role of an API key (`apikey` header), or null when it is not one of ours. */
  apiKeyRole(key: string): ApiKeyRole | null;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;
const CLOCK_SKEW_SECONDS = 30;

async function signApiKey(privateKey: CryptoKey | Uint8Array, kid: string, role: ApiKeyRole, issuer: string) {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + TEN_YEARS)
    .sign(privateKey);
}

async function generateKeys(issuer: string): Promise<StoredKeys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  return {
    anonKey: await signApiKey(privateKey, kid, 'anon', issuer),
    serviceRoleKey: await signApiKey(privateKey, kid, 'service_role', issuer),
    privateJwk,
    publicJwk,
  };
}

function publicFromPrivate(privateJwk: JWK): JWK {
  const { d: _d, key_ops: _ops, ...rest } = privateJwk;
  return { ...rest, key_ops: ['verify'] };
}

function readStoredKeys(file: string): StoredKeys {
  return JSON.parse(readFileSync(file, 'utf8')) as StoredKeys;
}

/**
 * Writes new keys to a file of this call's own, then links it as `keys.json`: the link fails if
 * another process (or call) got there first, and then its keys are the ones used. A rename would
 * silently replace them, leaving each process signing with a key the others refuse.
 */
async function createKeysFile(
  file: string,
  options: { dataDir: string; issuer: string },
): Promise<StoredKeys> {
  const generated = await generateKeys(options.issuer);
  mkdirSync(options.dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, JSON.stringify(generated, null, 2), { mode: 0o600, flag: 'wx', flush: true });
  try {
    linkSync(tmp, file);
    return generated;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readStoredKeys(file);
  } finally {
    unlinkSync(tmp);
  }
}

/**
 * Loads `<dataDir>/keys.json`, creating it on first start (written atomically, first writer wins,
 * readable by the owner only). Keys supplied through the environment take precedence and are
 * never written.
 */
export async function loadKeys(options: {
  dataDir: string;
  issuer: string;
  privateJwk?: string;
  anonKey?: string;
  serviceRoleKey?: string;
}): Promise<Keys> {
  let stored: StoredKeys;
  if (options.privateJwk) {
    const privateJwk = JSON.parse(options.privateJwk) as JWK;
    const kid = privateJwk.kid ?? 'edgelog';
    const key = await importJWK({ ...privateJwk, alg: 'ES256' }, 'ES256');
    stored = {
      privateJwk: { ...privateJwk, kid },
      publicJwk: publicFromPrivate({ ...privateJwk, kid, alg: 'ES256', use: 'sig' }),
      anonKey: options.anonKey ?? (await signApiKey(key, kid, 'anon', options.issuer)),
      serviceRoleKey: options.serviceRoleKey ?? (await signApiKey(key, kid, 'service_role', options.issuer)),
    };
  } else {
    const file = join(options.dataDir, 'keys.json');
    stored = existsSync(file) ? readStoredKeys(file) : await createKeysFile(file, options);
  }
  const kid = stored.privateJwk.kid ?? 'edgelog';
  const privateKey = await importJWK({ ...stored.privateJwk, alg: 'ES256' }, 'ES256');
  const publicKey = await importJWK({ ...stored.publicJwk, alg: 'ES256' }, 'ES256');
  const apiKeys = new Map<string, ApiKeyRole>([
    [stored.anonKey, 'anon'],
    [stored.serviceRoleKey, 'service_role'],
  ]);

  const thumbprint = await calculateJwkThumbprint(stored.publicJwk, 'sha256');

  return {
    anonKey: stored.anonKey,
    serviceRoleKey: stored.serviceRoleKey,
    kid,
    thumbprint,
    jwks: { keys: [stored.publicJwk] },
    sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(privateKey);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: ['ES256'],
          clockTolerance: CLOCK_SKEW_SECONDS,
        });
        return payload;
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new TokenError('expired', 'JWT expired');
        throw new TokenError('invalid', err instanceof Error ? err.message : 'invalid JWT');
      }
    },
    apiKeyRole(key) {
      return apiKeys.get(key) ?? null;
    },
  };
}

export class SigningKeyMismatchError extends Error {
  constructor(recordedKid: string, ownKid: string) {
    super(
      `This database's tokens are signed with another key (kid ${recordedKid}) than this process's (kid ${ownKid}); ` +
        'the tokens of one would be refused by the other. Give every process the same JWT_PRIVATE_KEY ' +
        '(with ANON_KEY and SERVICE_ROLE_KEY), or the same keys.json in their DATA_DIR. ' +
        'If the key was changed on purpose, stop every process and run ' +
        '"delete from _edgelog.signing_key" on the database before starting them with the new key.',
    );
    this.name = 'SigningKeyMismatchError';
  }
}

/**
 * Records the signing key's thumbprint in the database on first start, or checks it against the
 * one recorded: processes on one PostgreSQL must sign with one key. The first process to record
 * wins (the insert of the single row is atomic); a process with another key refuses to start.
 */
export async function claimSigningKey(db: Db, keys: Keys): Promise<void> {
  const claimed = await db.query(
    'insert into _edgelog.signing_key (kid, thumbprint) values ($1, $2) on conflict do nothing',
    [keys.kid, keys.thumbprint],
  );
  if (claimed.rowCount === 1) return;
  // A statement of its own: its snapshot sees the row of a process that won while this one waited.
  const { rows } = await db.query<{ kid: string; thumbprint: string }>(
    'select kid, thumbprint from _edgelog.signing_key',
  );
  const recorded = rows[0];
  if (recorded && recorded.thumbprint !== keys.thumbprint)
    throw new SigningKeyMismatchError(recorded.kid, keys.kid);
}

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, errors, type JWK, type JWTPayload } from 'jose';

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

/**
 * Loads `<dataDir>/keys.json`, creating it on first start (written atomically, readable by the
 * owner only). Keys supplied through the environment take precedence and are never written.
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
    if (existsSync(file)) {
      stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKeys;
    } else {
      stored = await generateKeys(options.issuer);
      mkdirSync(options.dataDir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(stored, null, 2), { mode: 0o600 });
      renameSync(tmp, file);
    }
  }
  const kid = stored.privateJwk.kid ?? 'edgelog';
  const privateKey = await importJWK({ ...stored.privateJwk, alg: 'ES256' }, 'ES256');
  const publicKey = await importJWK({ ...stored.publicJwk, alg: 'ES256' }, 'ES256');
  const apiKeys = new Map<string, ApiKeyRole>([
    [stored.anonKey, 'anon'],
    [stored.serviceRoleKey, 'service_role'],
  ]);

  return {
    anonKey: stored.anonKey,
    serviceRoleKey: stored.serviceRoleKey,
    kid,
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

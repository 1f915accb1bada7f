import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-client.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);

/** Every setting comes from the environment and is validated once at boot. */
export const envSchema = z.object({
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: bool.default(false),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  API_EXTERNAL_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Edgelog <no-reply@localhost>'),
  ANON_KEY: z.string().optional(),
  SERVICE_ROLE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_EXPIRY: int(3600),
  JWT_ISSUER: z.string().optional(),
  DISABLE_SIGNUP: bool.default(false),
  MAILER_AUTOCONFIRM: bool.default(true),
  PASSWORD_MIN_LENGTH: int(8),
  REFRESH_TOKEN_REUSE_INTERVAL: int(10),
  RATE_LIMIT_ENABLED: bool.default(true),
  ADDITIONAL_REDIRECT_URLS: z.string().default(''),
  MAILER_OTP_EXP: int(86400),
  SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: bool.default(false),
  MFA_MAX_ENROLLED_FACTORS: int(10),
  MAILER_SECURE_EMAIL_CHANGE_ENABLED: bool.default(true),
  WEB_DIST_DIR: z.string().optional(),
  MIGRATIONS_DIR: z.string().optional(),
  FUNCTIONS_DIR: z.string().optional(),
  STORAGE_DIR: z.string().optional(),
  STORAGE_FILE_SIZE_LIMIT: int(50 * 1024 * 1024),
  DISK_MIN_FREE_MB: int(256),
  // Where object bytes live: the storage folder, or an S3-compatible bucket shared by every server.
  STORAGE_BACKEND: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'must start with http:// or https://')
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PREFIX: z.string().default(''),
  S3_TIMEOUT_MS: int(10_000),
  ANALYTICS_URL: z.string().url().optional(),
  // rest/v1: PostgREST's db-max-rows (0 = no cap), statement timeout, largest request body.
  REST_MAX_ROWS: int(1000),
  REST_STATEMENT_TIMEOUT_MS: int(8000),
  REST_BODY_LIMIT: int(10 * 1024 * 1024),
  SHUTDOWN_GRACE_MS: int(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Take the client address from X-Forwarded-For: only behind a reverse proxy that sets it. */
  trustProxy: boolean;
  /** Where keys, the embedded database and stored files live. */
  dataDir: string;
  databaseUrl?: string;
  siteUrl: string;
  /** The public base URL of the APIs; derived from each request's Host when unset. */
  apiExternalUrl?: string;
  smtpUrl?: string;
  smtpFrom: string;
  anonKey?: string;
  serviceRoleKey?: string;
  jwtPrivateKey?: string;
  jwtExpiry: number;
  jwtIssuer?: string;
  disableSignup: boolean;
  mailerAutoconfirm: boolean;
  passwordMinLength: number;
  refreshTokenReuseInterval: number;
  rateLimitEnabled: boolean;
  /** Origins (or URL prefixes) besides SITE_URL's origin that `redirect_to` may point at. */
  additionalRedirectUrls: string[];
  /** Seconds an e-mailed code or link stays valid. */
  mailerOtpExpiry: number;
  /** PUT /user with a new password needs a `nonce` from GET /reauthenticate. */
  passwordChangeRequiresReauthentication: boolean;
  mfaMaxEnrolledFactors: number;
  /** An e-mail change needs a confirmation from the current address as well as from the new one. */
  mailerSecureEmailChange: boolean;
  webDistDir: string;
  migrationsDir: string;
  functionsDir: string;
  /** Where stored objects' bytes live; `<dataDir>/storage` when unset. */
  storageDir?: string;
  /** Largest object storage accepts, in bytes (a bucket may set a smaller limit). */
  storageFileSizeLimit: number;
  /** The embedded database refuses writing while its disk has less free (MB; 0: never). */
  diskMinFreeMb: number;
  /** The S3-compatible bucket object bytes live in; none keeps them in the storage folder. */
  s3?: S3Settings;
  /** Where the web app sends page views of visitors who accepted cookies; none sends nothing. */
  analyticsUrl?: string;
  /** Most rows one rest/v1 read answers; undefined for no cap. */
  restMaxRows?: number;
  restStatementTimeoutMs: number;
  restBodyLimit: number;
  /** How long SIGTERM waits for requests in flight and realtime sockets before cutting them off. */
  shutdownGraceMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const s3 = e.STORAGE_BACKEND === 's3' ? s3Settings(e) : undefined;
  // `npm start` at the repository root runs the server's script inside packages/server; npm passes
  // the folder the command was typed in as INIT_CWD, and a relative folder means one in there.
  const invokedIn = env.INIT_CWD ?? process.cwd();
  const folder = (path: string) => resolve(invokedIn, path);
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir: folder(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteUrl: e.SITE_URL,
    apiExternalUrl: e.API_EXTERNAL_URL,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    anonKey: e.ANON_KEY,
    serviceRoleKey: e.SERVICE_ROLE_KEY,
    jwtPrivateKey: e.JWT_PRIVATE_KEY,
    jwtExpiry: e.JWT_EXPIRY,
    jwtIssuer: e.JWT_ISSUER,
    disableSignup: e.DISABLE_SIGNUP,
    mailerAutoconfirm: e.MAILER_AUTOCONFIRM,
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    refreshTokenReuseInterval: e.REFRESH_TOKEN_REUSE_INTERVAL,
    rateLimitEnabled: e.RATE_LIMIT_ENABLED,
    additionalRedirectUrls: e.ADDITIONAL_REDIRECT_URLS.split(',')
      .map((u) => u.trim())
      .filter(Boolean),
    mailerOtpExpiry: e.MAILER_OTP_EXP,
    passwordChangeRequiresReauthentication: e.SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION,
    mfaMaxEnrolledFactors: e.MFA_MAX_ENROLLED_FACTORS,
    mailerSecureEmailChange: e.MAILER_SECURE_EMAIL_CHANGE_ENABLED,
    webDistDir: folder(e.WEB_DIST_DIR ?? resolve(repoRoot, 'apps/web/dist')),
    migrationsDir: folder(e.MIGRATIONS_DIR ?? resolve(repoRoot, 'supabase/migrations')),
    functionsDir: folder(e.FUNCTIONS_DIR ?? resolve(repoRoot, 'supabase/functions')),
    storageDir: e.STORAGE_DIR ? folder(e.STORAGE_DIR) : undefined,
    storageFileSizeLimit: e.STORAGE_FILE_SIZE_LIMIT,
    diskMinFreeMb: e.DISK_MIN_FREE_MB,
    s3,
    analyticsUrl: e.ANALYTICS_URL,
    restMaxRows: e.REST_MAX_ROWS === 0 ? undefined : e.REST_MAX_ROWS,
    restStatementTimeoutMs: e.REST_STATEMENT_TIMEOUT_MS,
    restBodyLimit: e.REST_BODY_LIMIT,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    logLevel: e.LOG_LEVEL,
  };
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings {
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length > 0) {
    throw new Error(`Invalid configuration: STORAGE_BACKEND=s3 needs ${missing.join(', ')}`);
  }
  const prefix = e.S3_PREFIX.replace(/^\/+|\/+$/g, '');
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    // Self-hosted stores rarely have a wildcard DNS name per bucket; AWS S3 prefers bucket hosts.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    prefix: prefix === '' ? '' : `${prefix}/`,
    timeoutMs: e.S3_TIMEOUT_MS,
  };
}

/** Defaults for a test or embedded server: every field of configFromEnv({}) with overrides. */
export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...configFromEnv({}), ...overrides };
}

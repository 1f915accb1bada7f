/**
 * Structured rules: what an error's code, status or class name says, before any message text
 * is read (CONVENTIONS: "code switches on code, never on message text").
 */
import type { ErrorCode } from '../catalogue/index.ts';
import { isErrorCode } from '../catalogue/index.ts';
import type { ErrorInfo } from './inspect.ts';

/** GoTrue error codes (auth-js ErrorCode) the catalogue distinguishes. */
const authCodes: Readonly<Record<string, ErrorCode>> = {
  user_not_found: 'AUTH-001',
  session_not_found: 'AUTH-002',
  session_expired: 'AUTH-002',
  refresh_token_not_found: 'AUTH-002',
  refresh_token_already_used: 'AUTH-002',
  bad_jwt: 'AUTH-002',
  invalid_jwt: 'AUTH-002',
  otp_expired: 'AUTH-002',
  invalid_credentials: 'AUTH-003',
  not_admin: 'AUTH-004',
  no_authorization: 'AUTH-004',
  insufficient_aal: 'AUTH-004',
  user_banned: 'AUTH-004',
  reauthentication_needed: 'AUTH-004',
  reauthentication_not_valid: 'AUTH-004',
  email_address_not_authorized: 'AUTH-004',
  over_request_rate_limit: 'AUTH-005',
  over_email_send_rate_limit: 'AUTH-005',
  over_sms_send_rate_limit: 'AUTH-005',
  email_not_confirmed: 'AUTH-006',
  phone_not_confirmed: 'AUTH-006',
  provider_email_needs_verification: 'AUTH-006',
  bad_oauth_state: 'AUTH-011',
  bad_oauth_callback: 'AUTH-011',
  oauth_provider_not_supported: 'AUTH-011',
  provider_disabled: 'AUTH-011',
  email_provider_disabled: 'AUTH-011',
  phone_provider_disabled: 'AUTH-011',
  anonymous_provider_disabled: 'AUTH-011',
  bad_code_verifier: 'AUTH-011',
  flow_state_not_found: 'AUTH-011',
  flow_state_expired: 'AUTH-011',
  pkce_code_verifier_not_found: 'AUTH-011',
  signup_disabled: 'AUTH-012',
  user_already_exists: 'DB-005',
  email_exists: 'DB-005',
  phone_exists: 'DB-005',
  identity_already_exists: 'DB-005',
  email_address_invalid: 'VALIDATION-005',
  validation_failed: 'VALIDATION-002',
  weak_password: 'VALIDATION-002',
  same_password: 'VALIDATION-002',
  bad_json: 'VALIDATION-002',
  request_timeout: 'NETWORK-002',
  hook_timeout: 'NETWORK-002',
  hook_timeout_after_retry: 'NETWORK-002',
  unexpected_failure: 'SYSTEM-004',
};

/** auth-js error classes that carry no code. */
const authNames: Readonly<Record<string, ErrorCode>> = {
  AuthSessionMissingError: 'AUTH-001',
  AuthInvalidTokenResponseError: 'AUTH-001',
  AuthInvalidCredentialsError: 'AUTH-003',
  AuthInvalidJwtError: 'AUTH-002',
  AuthImplicitGrantRedirectError: 'AUTH-011',
  AuthPKCEGrantCodeExchangeError: 'AUTH-011',
  AuthPKCECodeVerifierMissingError: 'AUTH-011',
  AuthWeakPasswordError: 'VALIDATION-002',
};

/** PostgREST's own codes; anything else PGRST1xx/2xx is a malformed request or schema problem. */
const postgrestCodes: Readonly<Record<string, ErrorCode>> = {
  PGRST000: 'DB-001',
  PGRST001: 'DB-001',
  PGRST002: 'DB-001',
  PGRST003: 'DB-007',
  PGRST116: 'DB-004',
  PGRST301: 'AUTH-002',
  PGRST302: 'AUTH-001',
  PGRST303: 'AUTH-002',
};

const sqlstateCodes: Readonly<Record<string, ErrorCode>> = {
  '23505': 'DB-005',
  '23503': 'DB-010',
  '42501': 'DB-008',
  '57014': 'DB-007',
  '53300': 'DB-001',
  '57P01': 'DB-001',
  '57P02': 'DB-001',
  '57P03': 'DB-001',
  '22001': 'VALIDATION-011',
  '22003': 'VALIDATION-009',
  '22007': 'VALIDATION-008',
  '22008': 'VALIDATION-008',
  '22P02': 'VALIDATION-010',
  '22023': 'VALIDATION-002',
};

function postgrestRule(code: string): ErrorCode | undefined {
  const exact = postgrestCodes[code] ?? sqlstateCodes[code];
  if (exact) return exact;
  if (/^PGRST[12]\d\d$/.test(code)) return 'DB-002';
  if (/^PGRST\d{3}$/.test(code)) return undefined;
  if (code.startsWith('23')) return 'DB-003'; // integrity constraint violation
  if (code.startsWith('08')) return 'DB-001'; // connection exception
  if (code.startsWith('28')) return 'DB-008'; // invalid authorization
  return undefined;
}

const storageCodes: Readonly<Record<string, ErrorCode>> = {
  NoSuchKey: 'STORAGE-003',
  NoSuchBucket: 'STORAGE-003',
  NoSuchUpload: 'STORAGE-003',
  not_found: 'STORAGE-003',
  EntityTooLarge: 'STORAGE-006',
  InvalidMimeType: 'STORAGE-005',
  AccessDenied: 'STORAGE-007',
  Unauthorized: 'STORAGE-007',
  unauthorized: 'STORAGE-007',
  InvalidJWT: 'AUTH-002',
  ResourceAlreadyExists: 'DB-005',
  KeyAlreadyExists: 'DB-005',
  Duplicate: 'DB-005',
  DatabaseTimeout: 'DB-007',
};

const storageStatuses: Readonly<Record<number, ErrorCode>> = {
  403: 'STORAGE-007',
  404: 'STORAGE-003',
  409: 'DB-005',
  413: 'STORAGE-006',
  415: 'STORAGE-005',
  507: 'STORAGE-004',
};

/** What an HTTP status alone says, for any error that carries one. */
const httpStatuses: Readonly<Record<number, ErrorCode>> = {
  401: 'AUTH-002',
  403: 'AUTH-004',
  408: 'NETWORK-002',
  413: 'STORAGE-006',
  415: 'STORAGE-005',
  429: 'AUTH-005',
  502: 'NETWORK-001',
  503: 'NETWORK-001',
  504: 'NETWORK-002',
};

/** Node / undici / browser error codes (on the error or its cause). */
const systemCodes: Readonly<Record<string, ErrorCode>> = {
  ETIMEDOUT: 'NETWORK-002',
  UND_ERR_CONNECT_TIMEOUT: 'NETWORK-002',
  UND_ERR_HEADERS_TIMEOUT: 'NETWORK-002',
  UND_ERR_BODY_TIMEOUT: 'NETWORK-002',
  ENOTFOUND: 'NETWORK-003',
  EAI_AGAIN: 'NETWORK-003',
  ECONNREFUSED: 'NETWORK-001',
  ECONNRESET: 'NETWORK-001',
  EPIPE: 'NETWORK-001',
  EHOSTUNREACH: 'NETWORK-001',
  ENETUNREACH: 'NETWORK-009',
  CERT_HAS_EXPIRED: 'NETWORK-004',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'NETWORK-004',
  SELF_SIGNED_CERT_IN_CHAIN: 'NETWORK-004',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'NETWORK-004',
  ERR_TLS_CERT_ALTNAME_INVALID: 'NETWORK-004',
};

/** Error class names that say what happened (DOMException names included). */
const errorNames: Readonly<Record<string, ErrorCode>> = {
  ChunkLoadError: 'SYSTEM-009',
  QuotaExceededError: 'STORAGE-004',
  NS_ERROR_DOM_QUOTA_REACHED: 'STORAGE-004',
  TimeoutError: 'NETWORK-002',
  AbortError: 'NETWORK-002',
  NetworkError: 'NETWORK-001',
  FunctionsFetchError: 'NETWORK-001',
  FunctionsRelayError: 'NETWORK-001',
};

function authRule(info: ErrorInfo): ErrorCode | undefined {
  const byCode = authCodes[info.code];
  if (byCode) return byCode;
  const byName = authNames[info.name];
  if (byName) return byName;
  if (info.name === 'AuthRetryableFetchError') return info.status === 504 ? 'NETWORK-002' : 'NETWORK-001';
  // A server fault is not a sign-in problem: don't let it fall to the AUTH default ("please log in").
  if (info.status !== undefined && info.status >= 500) return httpStatuses[info.status] ?? 'SYSTEM-004';
  return undefined;
}

function storageRule(info: ErrorInfo): ErrorCode | undefined {
  const byCode = storageCodes[info.code];
  if (byCode) return byCode;
  const status = info.statusCode ?? info.status;
  return status === undefined ? undefined : storageStatuses[status];
}

/** The catalogue code the value's structured fields point to, if any. */
export function codeRule(info: ErrorInfo): ErrorCode | undefined {
  // The app's own errors may carry a catalogue code already.
  if (isErrorCode(info.code)) return info.code;
  const bare = info.message.trim();
  if (!info.name && !info.code && isErrorCode(bare)) return bare;

  const byShape =
    info.shape === 'auth'
      ? authRule(info)
      : info.shape === 'postgrest'
        ? postgrestRule(info.code)
        : info.shape === 'storage'
          ? storageRule(info)
          : undefined;
  if (byShape) return byShape;

  const byName = errorNames[info.name];
  if (byName) return byName;
  for (const code of [info.code, ...info.causeCodes]) {
    const bySystem = systemCodes[code];
    if (bySystem) return bySystem;
  }
  return info.status === undefined ? undefined : httpStatuses[info.status];
}

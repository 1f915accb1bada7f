/** Structured classification: real supabase-js error objects and look-alike plain objects. */
import {
  AuthApiError,
  AuthImplicitGrantRedirectError,
  AuthInvalidCredentialsError,
  AuthInvalidJwtError,
  AuthPKCECodeVerifierMissingError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthUnknownError,
  AuthWeakPasswordError,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
  PostgrestError,
  StorageApiError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { classifyError } from './index.ts';

const pg = (code: string, message: string, details = '', hint = '') =>
  new PostgrestError({ code, message, details, hint });

const withName = (name: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { name }, extra);

const cases: [label: string, error: unknown, code: string][] = [
  // auth-js
  [
    'AuthApiError invalid_credentials',
    new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    'AUTH-003',
  ],
  [
    'AuthInvalidCredentialsError',
    new AuthInvalidCredentialsError('Email or password is incorrect'),
    'AUTH-003',
  ],
  ['AuthSessionMissingError', new AuthSessionMissingError(), 'AUTH-001'],
  ['AuthApiError user_not_found', new AuthApiError('User not found', 404, 'user_not_found'), 'AUTH-001'],
  [
    'refresh_token_not_found',
    new AuthApiError('Invalid Refresh Token: Refresh Token Not Found', 400, 'refresh_token_not_found'),
    'AUTH-002',
  ],
  [
    'session_not_found',
    new AuthApiError('Session from session_id claim in JWT does not exist', 403, 'session_not_found'),
    'AUTH-002',
  ],
  ['AuthInvalidJwtError', new AuthInvalidJwtError('Invalid JWT signature'), 'AUTH-002'],
  [
    'bad_jwt',
    new AuthApiError('invalid JWT: unable to parse or verify signature, token is expired', 403, 'bad_jwt'),
    'AUTH-002',
  ],
  ['insufficient_aal', new AuthApiError('AAL2 session is required', 403, 'insufficient_aal'), 'AUTH-004'],
  ['auth 403 without code', new AuthApiError('Forbidden', 403, undefined), 'AUTH-004'],
  [
    'over_request_rate_limit',
    new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
    'AUTH-005',
  ],
  [
    'over_email_send_rate_limit',
    new AuthApiError(
      'For security purposes, you can only request this after 60 seconds.',
      429,
      'over_email_send_rate_limit',
    ),
    'AUTH-005',
  ],
  ['auth 429 without code', new AuthApiError('Too Many Requests', 429, undefined), 'AUTH-005'],
  ['email_not_confirmed', new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'), 'AUTH-006'],
  [
    'bad_oauth_state',
    new AuthApiError('OAuth state parameter is invalid', 400, 'bad_oauth_state'),
    'AUTH-011',
  ],
  [
    'AuthImplicitGrantRedirectError',
    new AuthImplicitGrantRedirectError('Error in URL with unspecified error_description'),
    'AUTH-011',
  ],
  ['AuthPKCECodeVerifierMissingError', new AuthPKCECodeVerifierMissingError(), 'AUTH-011'],
  [
    'signup_disabled',
    new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'),
    'AUTH-012',
  ],
  ['user_already_exists', new AuthApiError('User already registered', 422, 'user_already_exists'), 'DB-005'],
  [
    'email_address_invalid',
    new AuthApiError('Email address "x@y" is invalid', 400, 'email_address_invalid'),
    'VALIDATION-005',
  ],
  [
    'AuthWeakPasswordError',
    new AuthWeakPasswordError('Password should be at least 8 characters.', 422, ['length']),
    'VALIDATION-002',
  ],
  ['AuthRetryableFetchError (network)', new AuthRetryableFetchError('Failed to fetch', 0), 'NETWORK-001'],
  ['AuthRetryableFetchError 503', new AuthRetryableFetchError('Service Unavailable', 503), 'NETWORK-001'],
  ['AuthRetryableFetchError 504', new AuthRetryableFetchError('Gateway Timeout', 504), 'NETWORK-002'],
  [
    'auth 500 unexpected_failure',
    new AuthApiError('Database error querying schema', 500, 'unexpected_failure'),
    'SYSTEM-004',
  ],
  ['auth 500 without code', new AuthApiError('Internal Server Error', 500, undefined), 'SYSTEM-004'],
  ['AuthUnknownError falls to the AUTH default', new AuthUnknownError('Something odd', {}), 'AUTH-001'],
  [
    'raw GoTrue body',
    { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
    'AUTH-003',
  ],
  [
    'OAuth-style body',
    { error: 'invalid_grant', error_description: 'Invalid Refresh Token: Already Used' },
    'AUTH-002',
  ],

  // PostgREST / PostgreSQL
  [
    '23505 unique',
    pg(
      '23505',
      'duplicate key value violates unique constraint "tags_user_id_name_key"',
      'Key (user_id, name)=(…, Breakout) already exists.',
    ),
    'DB-005',
  ],
  [
    '23503 foreign key',
    pg(
      '23503',
      'insert or update on table "trades" violates foreign key constraint "trades_account_id_fkey"',
    ),
    'DB-010',
  ],
  [
    '23502 not null',
    pg('23502', 'null value in column "symbol" of relation "trades" violates not-null constraint'),
    'DB-003',
  ],
  [
    '23514 check',
    pg('23514', 'new row for relation "trades" violates check constraint "trades_quantity_check"'),
    'DB-003',
  ],
  ['42501 RLS', pg('42501', 'new row violates row-level security policy for table "trades"'), 'DB-008'],
  ['42501 privilege', pg('42501', 'permission denied for table trades'), 'DB-008'],
  [
    'PGRST116',
    pg('PGRST116', 'JSON object requested, multiple (or no) rows returned', 'The result contains 0 rows'),
    'DB-004',
  ],
  ['PGRST301', pg('PGRST301', 'JWT expired'), 'AUTH-002'],
  ['PGRST303', pg('PGRST303', 'JWT claims validation failed'), 'AUTH-002'],
  ['PGRST302', pg('PGRST302', 'Anonymous access is disabled'), 'AUTH-001'],
  [
    'PGRST000',
    pg(
      'PGRST000',
      'Could not connect with the database due to an incorrect db-uri or due to the PostgreSQL service not running.',
    ),
    'DB-001',
  ],
  ['PGRST003', pg('PGRST003', 'Timed out acquiring connection from connection pool.'), 'DB-007'],
  ['57014', pg('57014', 'canceling statement due to statement timeout'), 'DB-007'],
  ['08006', pg('08006', 'connection failure'), 'DB-001'],
  [
    'PGRST205 table not found',
    pg('PGRST205', "Could not find the table 'public.tradez' in the schema cache"),
    'DB-002',
  ],
  ['42P01', pg('42P01', 'relation "public.tradez" does not exist'), 'DB-002'],
  ['22P02', pg('22P02', 'invalid input syntax for type numeric: "abc"'), 'VALIDATION-010'],
  ['22001', pg('22001', 'value too long for type character varying(20)'), 'VALIDATION-011'],
  ['22003', pg('22003', 'numeric field overflow'), 'VALIDATION-009'],
  [
    '22007',
    pg('22007', 'invalid input syntax for type timestamp with time zone: "yesterday-ish"'),
    'VALIDATION-008',
  ],
  ['P0001 raise falls to DB keywords', pg('P0001', 'Trade cannot be closed twice'), 'DB-002'],
  [
    'PostgREST fetch failure',
    { message: 'TypeError: Failed to fetch', details: 'TypeError: Failed to fetch', hint: '', code: '' },
    'NETWORK-001',
  ],
  [
    'PostgREST abort',
    {
      message: 'AbortError: signal is aborted without reason',
      details: '',
      hint: 'Request was aborted (timeout or manual cancellation)',
      code: '',
    },
    'NETWORK-002',
  ],
  [
    'plain PostgREST-like object',
    { code: '23505', message: 'duplicate', details: null, hint: null },
    'DB-005',
  ],
  [
    'result wrapper { data, error }',
    { data: null, error: { code: 'PGRST116', message: 'x', details: '', hint: '' } },
    'DB-004',
  ],

  // storage-js
  ['NoSuchKey', new StorageApiError('Object not found', 400, '404', 'storage', 'NoSuchKey'), 'STORAGE-003'],
  ['storage 404 status only', new StorageApiError('Object not found', 404, '404'), 'STORAGE-003'],
  ['storage 400 with statusCode 404', new StorageApiError('Bucket not found', 400, '404'), 'STORAGE-003'],
  [
    'EntityTooLarge',
    new StorageApiError(
      'The object exceeded the maximum allowed size',
      413,
      '413',
      'storage',
      'EntityTooLarge',
    ),
    'STORAGE-006',
  ],
  ['storage 413', new StorageApiError('Payload too large', 413, '413'), 'STORAGE-006'],
  [
    'InvalidMimeType',
    new StorageApiError('mime type text/html is not supported', 415, '415', 'storage', 'InvalidMimeType'),
    'STORAGE-005',
  ],
  ['storage 415', new StorageApiError('Unsupported media', 415, '415'), 'STORAGE-005'],
  [
    'storage 403 RLS',
    new StorageApiError('new row violates row-level security policy', 400, '403', 'storage', 'Unauthorized'),
    'STORAGE-007',
  ],
  [
    'AccessDenied',
    new StorageApiError('Access denied', 403, '403', 'storage', 'AccessDenied'),
    'STORAGE-007',
  ],
  [
    'storage InvalidJWT',
    new StorageApiError('"exp" claim timestamp check failed', 400, '400', 'storage', 'InvalidJWT'),
    'AUTH-002',
  ],
  [
    'ResourceAlreadyExists',
    new StorageApiError('The resource already exists', 409, '409', 'storage', 'ResourceAlreadyExists'),
    'DB-005',
  ],
  [
    'storage quota keyword',
    new StorageApiError('Storage quota exceeded for this project', 400, '400'),
    'STORAGE-004',
  ],
  [
    'storage unmatched -> STORAGE default',
    new StorageApiError('Internal failure', 500, '500'),
    'STORAGE-001',
  ],
  ['raw storage body', { statusCode: '404', error: 'not_found', message: 'Object not found' }, 'STORAGE-003'],

  // functions-js
  ['FunctionsFetchError', new FunctionsFetchError(new Error('Failed to fetch')), 'NETWORK-001'],
  ['FunctionsRelayError', new FunctionsRelayError({ status: 502 }), 'NETWORK-001'],
  ['FunctionsHttpError 401', new FunctionsHttpError({ status: 401 }), 'AUTH-002'],
  ['FunctionsHttpError 429', new FunctionsHttpError({ status: 429 }), 'AUTH-005'],
  ['FunctionsHttpError 504', new FunctionsHttpError({ status: 504 }), 'NETWORK-002'],
  ['FunctionsHttpError 500', new FunctionsHttpError({ status: 500 }), 'SYSTEM-004'],

  // realtime-js
  ['realtime missing API key', new Error('API key is required to connect to Realtime'), 'AUTH-004'],
  [
    'realtime binding mismatch',
    new Error('mismatch between server and client bindings for postgres changes'),
    'SYSTEM-009',
  ],
  ['realtime CHANNEL_ERROR status', 'CHANNEL_ERROR', 'NETWORK-001'],
  ['realtime TIMED_OUT status', 'TIMED_OUT', 'NETWORK-002'],

  // browser and runtime errors
  [
    'Chrome chunk load',
    new TypeError('Failed to fetch dynamically imported module: https://app/assets/Trades-1a2b.js'),
    'SYSTEM-009',
  ],
  [
    'Firefox chunk load',
    new TypeError('error loading dynamically imported module: https://app/assets/x.js'),
    'SYSTEM-009',
  ],
  ['Safari chunk load', new TypeError('Importing a module script failed.'), 'SYSTEM-009'],
  ['webpack chunk', withName('ChunkLoadError', 'Loading chunk 42 failed.'), 'SYSTEM-009'],
  ['Chrome fetch', new TypeError('Failed to fetch'), 'NETWORK-001'],
  ['Firefox fetch', new TypeError('NetworkError when attempting to fetch resource.'), 'NETWORK-001'],
  ['Safari fetch', new TypeError('Load failed'), 'NETWORK-001'],
  [
    'Node fetch with ECONNREFUSED cause',
    Object.assign(new TypeError('fetch failed'), {
      cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:54321' },
    }),
    'NETWORK-001',
  ],
  [
    'Node fetch with ENOTFOUND cause',
    Object.assign(new TypeError('fetch failed'), {
      cause: { code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND api.example' },
    }),
    'NETWORK-003',
  ],
  [
    'Node fetch with cert cause',
    Object.assign(new TypeError('fetch failed'), { cause: { code: 'CERT_HAS_EXPIRED' } }),
    'NETWORK-004',
  ],
  ['TimeoutError', withName('TimeoutError', 'The operation was aborted due to timeout'), 'NETWORK-002'],
  ['AbortError', withName('AbortError', 'The user aborted a request.'), 'NETWORK-002'],
  ['offline', new Error('net::ERR_INTERNET_DISCONNECTED'), 'NETWORK-009'],
  [
    'QuotaExceededError',
    withName(
      'QuotaExceededError',
      "Failed to execute 'setItem' on 'Storage': Setting the value of 'x' exceeded the quota.",
    ),
    'STORAGE-004',
  ],
  ['stack overflow', new RangeError('Maximum call stack size exceeded'), 'SYSTEM-001'],
  ['WebGL', new Error('WebGL context lost'), 'CANVAS-006'],
  [
    'app error carrying a catalogue code',
    Object.assign(new Error('Exit before entry'), { code: 'TRADE-004' }),
    'TRADE-004',
  ],
  ['a bare catalogue code string', 'VALIDATION-011', 'VALIDATION-011'],
  ['generic TypeError', new TypeError("Cannot read properties of undefined (reading 'map')"), 'SYSTEM-004'],
  ['unknown string', 'boom', 'SYSTEM-004'],
  ['undefined', undefined, 'SYSTEM-004'],
  ['null', null, 'SYSTEM-004'],
  ['number', 42, 'SYSTEM-004'],
  ['empty object', {}, 'SYSTEM-004'],
];

describe('classifyError without a category (structured first)', () => {
  it.each(cases)('%s', (_label, error, code) => {
    expect(classifyError(error)).toBe(code);
  });

  it('switches on the code even when the message says something else', () => {
    expect(classifyError(pg('23503', 'duplicate key value violates unique constraint'))).toBe('DB-010');
    expect(classifyError(new AuthApiError('Something about rate', 400, 'email_not_confirmed'))).toBe(
      'AUTH-006',
    );
  });
});

describe('classifyError with a category keeps to that category', () => {
  it('takes a structured match that lands in the category', () => {
    expect(classifyError(pg('23505', 'x'), 'DB')).toBe('DB-005');
    expect(classifyError(new AuthApiError('x', 400, 'invalid_credentials'), 'AUTH')).toBe('AUTH-003');
  });

  it('ignores a structured match in another category and uses the keywords', () => {
    expect(classifyError(pg('23505', 'duplicate key value violates unique constraint'), 'TRADE')).toBe(
      'TRADE-007',
    );
    expect(classifyError(pg('PGRST301', 'JWT expired'), 'DB')).toBe('DB-002');
  });

  it('ignores an unknown category', () => {
    // @ts-expect-error a caller outside TypeScript
    expect(classifyError(new TypeError('Failed to fetch'), 'database')).toBe('NETWORK-001');
  });
});

/**
 * Reads the fields the classifier cares about from any thrown value: a string, an Error,
 * a supabase-js error (AuthError, PostgrestError, StorageError, FunctionsError), a raw
 * response body ({ code, error_code, msg, message, details, hint, statusCode }) or a
 * realtime status. Nothing here trusts the value's type.
 */

/** Which library family the value looks like; decides the rules and default applied. */
export type ErrorShape = 'auth' | 'postgrest' | 'storage' | 'functions' | 'realtime' | 'plain';

export interface ErrorInfo {
  shape: ErrorShape;
  name: string;
  message: string;
  /** A string code: GoTrue error_code, PGRST/SQLSTATE code, storage error code, Node errno code. */
  code: string;
  /** HTTP status when the value carries one (status, numeric statusCode, legacy numeric code, response status). */
  status: number | undefined;
  /** Storage's `statusCode` as a number (storage can answer HTTP 400 with statusCode "404"). */
  statusCode: number | undefined;
  details: string;
  hint: string;
  /** Codes found on `cause` (Node's fetch puts ENOTFOUND/ECONNREFUSED there). */
  causeCodes: string[];
  causeMessages: string[];
}

type Bag = Record<string, unknown>;

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function num(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{3}$/.test(value)) return Number(value);
  return undefined;
}

const PGRST = /^PGRST\d{3}$/;
/** SQLSTATE: five upper-case letters or digits, at least one digit (23505, 42P01, P0001, XX000). */
const SQLSTATE = /^(?=.*\d)[0-9A-Z]{5}$/;

export function isPostgrestCode(code: string): boolean {
  return PGRST.test(code) || SQLSTATE.test(code);
}

function detectShape(bag: Bag, name: string, code: string): ErrorShape {
  if ('__isAuthError' in bag || /^Auth[A-Z]/.test(name) || 'error_code' in bag) return 'auth';
  if ('__isStorageError' in bag || /^Storage[A-Z]/.test(name) || 'statusCode' in bag) return 'storage';
  if (/^Functions[A-Z]/.test(name)) return 'functions';
  if (name === 'PostgrestError' || ('details' in bag && 'hint' in bag) || isPostgrestCode(code))
    return 'postgrest';
  if (/realtime/i.test(name)) return 'realtime';
  return 'plain';
}

function collectCause(value: unknown, codes: string[], messages: string[], depth: number): void {
  if (!isBag(value) || depth > 3) return;
  const code = str(value.code) || str(value.errno);
  if (code) codes.push(code);
  const message = str(value.message);
  if (message) messages.push(message);
  collectCause(value.cause, codes, messages, depth + 1);
}

/** Unwraps `{ error }` result objects ({ data: null, error }) down to the error itself. */
function unwrap(value: unknown): unknown {
  let current = value;
  for (let i = 0; i < 3 && isBag(current); i++) {
    const inner = current.error;
    if (isBag(inner) && !('message' in current) && !('code' in current)) current = inner;
    else break;
  }
  return current;
}

export function inspectError(raw: unknown): ErrorInfo {
  const value = unwrap(raw);
  if (!isBag(value)) {
    const message =
      typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
    return {
      shape: 'plain',
      name: '',
      message,
      code: '',
      status: undefined,
      statusCode: undefined,
      details: '',
      hint: '',
      causeCodes: [],
      causeMessages: [],
    };
  }
  const name = str(value.name);
  // GoTrue bodies: { code: 400, error_code, msg } (newer) or { error, error_description } (OAuth style).
  const code =
    str(value.error_code) ||
    str(value.code) ||
    (str(value.error) && /^[a-z_]+$/.test(str(value.error)) ? str(value.error) : '');
  const message =
    str(value.message) ||
    str(value.msg) ||
    str(value.error_description) ||
    (typeof value.error === 'string' ? value.error : '');
  const context = isBag(value.context) ? value.context : undefined;
  const status =
    num(value.status) ??
    num(value.statusCode) ??
    (typeof value.code === 'number' ? num(value.code) : undefined) ??
    num(context?.status);
  const causeCodes: string[] = [];
  const causeMessages: string[] = [];
  collectCause(value.cause, causeCodes, causeMessages, 0);
  if (isBag(value.originalError)) collectCause(value.originalError, causeCodes, causeMessages, 0);
  return {
    shape: detectShape(value, name, code),
    name,
    message,
    code,
    status,
    statusCode: num(value.statusCode),
    details: str(value.details),
    hint: str(value.hint),
    causeCodes,
    causeMessages,
  };
}

/**
 * The text keyword rules read: code, message, details, hint and cause messages, lower-cased,
 * with underscores as spaces so 'invalid_token' and 'invalid token' read alike.
 */
export function keywordText(info: ErrorInfo): string {
  return [info.code, info.message, info.details, info.hint, ...info.causeCodes, ...info.causeMessages]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .replace(/_/g, ' ');
}

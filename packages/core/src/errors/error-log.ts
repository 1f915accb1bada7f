/** The persisted error log: a JSON array of error records, newest last, at most 100 (SPEC 8, 9). */
import { decodeStoredValue } from '../client-storage/values.ts';
import type { ErrorRecord } from './record.ts';
import { ERROR_LOG_LIMIT, keepLast } from './record.ts';
import { errorCategories, errorSeverities } from './types.ts';

type Bag = Record<string, unknown>;

const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

/** A stored value that has every field of an error record with the right types. */
export function isErrorRecord(value: unknown): value is ErrorRecord {
  if (!isBag(value) || !isBag(value.context) || !isBag(value.debugInfo)) return false;
  const { context, debugInfo } = value;
  return (
    isString(value.id) &&
    value.id.startsWith('ERR_') &&
    isString(value.code) &&
    (errorCategories as readonly unknown[]).includes(value.category) &&
    isString(value.title) &&
    isString(value.userMessage) &&
    isString(value.technicalMessage) &&
    isString(value.timestamp) &&
    (errorSeverities as readonly unknown[]).includes(value.severity) &&
    typeof value.retryable === 'boolean' &&
    isStringOrNull(context.userId) &&
    isString(context.route) &&
    isString(context.url) &&
    isString(context.userAgent) &&
    isString(context.timestamp) &&
    isStringOrNull(debugInfo.stack) &&
    isStringOrNull(debugInfo.fileName) &&
    isNumberOrNull(debugInfo.lineNumber) &&
    isNumberOrNull(debugInfo.columnNumber) &&
    Array.isArray(debugInfo.consoleOutput) &&
    debugInfo.consoleOutput.every(isString)
  );
}

/**
 * The records in a stored log, as stored: storage cleanup may have compressed it. Unreadable
 * JSON gives an empty log and malformed entries are dropped, so one bad write (another version
 * of the app, a hand edit) cannot hide the rest.
 */
export function parseErrorLog(raw: string | null): ErrorRecord[] {
  const text = decodeStoredValue(raw);
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.filter(isErrorRecord).slice(-ERROR_LOG_LIMIT) : [];
}

/** The log with `record` appended, capped at the last 100. */
export function appendToErrorLog(log: readonly ErrorRecord[], record: ErrorRecord): ErrorRecord[] {
  return keepLast(log, record, ERROR_LOG_LIMIT);
}

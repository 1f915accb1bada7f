/** Error records (SPEC section 3): what the app logs, shows and lets a user copy for support. */
import { getErrorEntry } from './catalogue/index.ts';
import { classifyError, inspectError } from './classify/index.ts';
import { parseStackLocation } from './stack.ts';
import { CONSOLE_OUTPUT_LIMIT } from './limits.ts';
import type { ErrorCategory, ErrorSeverity } from './types.ts';

// Kept apart so code that only needs a limit does not pull in the catalogue.
export { CONSOLE_OUTPUT_LIMIT, ERROR_LOG_LIMIT, HOOK_ERROR_LIMIT } from './limits.ts';

export interface ErrorContext {
  userId: string | null;
  route: string;
  url: string;
  userAgent: string;
  timestamp: string;
}

export interface ErrorDebugInfo {
  stack: string | null;
  fileName: string | null;
  lineNumber: number | null;
  columnNumber: number | null;
  consoleOutput: string[];
}

export interface ErrorRecord {
  id: string;
  code: string;
  category: ErrorCategory;
  title: string;
  userMessage: string;
  technicalMessage: string;
  context: ErrorContext;
  debugInfo: ErrorDebugInfo;
  timestamp: string;
  severity: ErrorSeverity;
  retryable: boolean;
}

export interface CreateErrorRecordInput {
  error: unknown;
  /** A catalogue code chosen by the caller; classified from `error` when absent. */
  code?: string;
  context?: { userId?: string | null; route?: string; url?: string; userAgent?: string };
  /** Overrides: a stack captured elsewhere (e.g. React's componentStack) and recent console lines. */
  debugInfo?: { stack?: string | null; consoleOutput?: readonly string[] };
  now: Date | number;
  /** A random suffix for the id, or a function producing one. */
  randomId: string | (() => string);
}

/** `list` with `item` appended, keeping only the last `cap` items (error log, hook list, console lines). */
export function keepLast<T>(list: readonly T[], item: T, cap: number): T[] {
  const next = [...list, item];
  return cap <= 0 ? [] : next.slice(-cap);
}

function describe(error: unknown): string {
  const info = inspectError(error);
  const head = info.name && info.message ? `${info.name}: ${info.message}` : info.message || info.name;
  const extras = [
    info.code ? `code ${info.code}` : '',
    info.status !== undefined ? `status ${info.status}` : '',
    info.details ? `details: ${info.details}` : '',
    info.hint ? `hint: ${info.hint}` : '',
  ].filter(Boolean);
  const base = head || fallbackText(error);
  return extras.length > 0 ? `${base} (${extras.join('; ')})` : base;
}

function fallbackText(error: unknown): string {
  if (error === undefined || error === null) return 'Unknown error';
  if (typeof error !== 'object') return String(error);
  try {
    return JSON.stringify(error).slice(0, 500);
  } catch {
    return 'Unserialisable error value';
  }
}

function stackOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('stack' in error)) return null;
  return typeof error.stack === 'string' ? error.stack : null;
}

export function createErrorRecord(input: CreateErrorRecordInput): ErrorRecord {
  const { error, context = {}, debugInfo = {} } = input;
  const code = input.code ?? classifyError(error);
  const entry = getErrorEntry(code);
  const ms = typeof input.now === 'number' ? input.now : input.now.getTime();
  const timestamp = new Date(ms).toISOString();
  const random = (typeof input.randomId === 'function' ? input.randomId() : input.randomId).replace(
    /[^A-Za-z0-9]/g,
    '',
  );
  const stack = debugInfo.stack ?? stackOf(error);
  const frame = parseStackLocation(stack);
  const consoleOutput = [...(debugInfo.consoleOutput ?? [])].slice(-CONSOLE_OUTPUT_LIMIT);
  return {
    id: `ERR_${ms}_${random}`,
    code: entry.code,
    category: entry.category,
    title: entry.title,
    userMessage: entry.userMessage,
    technicalMessage: describe(error),
    context: {
      userId: context.userId ?? null,
      route: context.route ?? '',
      url: context.url ?? '',
      userAgent: context.userAgent ?? '',
      timestamp,
    },
    debugInfo: {
      stack,
      fileName: frame?.fileName ?? null,
      lineNumber: frame?.lineNumber ?? null,
      columnNumber: frame?.columnNumber ?? null,
      consoleOutput,
    },
    timestamp,
    severity: entry.severity,
    retryable: entry.retryable,
  };
}

import { createErrorRecord, isErrorRecord, type ErrorRecord } from '@edgelog/core';
import { recentConsoleLines } from './console-capture';
import { currentErrorContext } from './error-context';
import { addToErrorLog } from './error-log-store';

export interface RecordErrorOptions {
  /** A catalogue code chosen by the caller; classified from the error when absent. */
  code?: string;
  /** React's component stack, appended to the error's own stack. */
  componentStack?: string | null;
}

function randomSuffix(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 9);
}

function stackWith(error: unknown, componentStack: string | null | undefined): string | undefined {
  if (!componentStack) return undefined;
  const own = error instanceof Error && error.stack ? error.stack.trimEnd() : '';
  return `${own}\n\nComponent stack:${componentStack}`.trimStart();
}

/** Every handled error becomes a record in the persisted log (SPEC 3, 8). */
export function recordError(error: unknown, options: RecordErrorOptions = {}): ErrorRecord {
  const stack = stackWith(error, options.componentStack);
  const record = createErrorRecord({
    error,
    ...(options.code ? { code: options.code } : {}),
    context: currentErrorContext(),
    debugInfo: { ...(stack ? { stack } : {}), consoleOutput: recentConsoleLines() },
    now: Date.now(),
    randomId: randomSuffix,
  });
  addToErrorLog(record);
  return record;
}

/** A record as is; anything else is recorded first. */
export function asRecord(recordOrError: unknown, options: RecordErrorOptions = {}): ErrorRecord {
  return isErrorRecord(recordOrError) ? recordOrError : recordError(recordOrError, options);
}

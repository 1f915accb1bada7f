/** One line of captured console output, as kept in an error record's debug info. */

/** Longest line kept: a logged response body must not crowd out the other 49 lines. */
export const CONSOLE_LINE_MAX_CHARS = 1_000;

export type ConsoleLevel = 'debug' | 'log' | 'info' | 'warn' | 'error';

function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'bigint' || typeof value === 'symbol') return value.toString();
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // Circular structures and the like: the type is still worth a line.
    return Object.prototype.toString.call(value);
  }
}

/** `2026-01-15T09:30:00.000Z [warn] message args…`, cut to CONSOLE_LINE_MAX_CHARS. */
export function formatConsoleLine(level: ConsoleLevel, args: readonly unknown[], at: Date | number): string {
  const time = new Date(typeof at === 'number' ? at : at.getTime()).toISOString();
  const line = `${time} [${level}] ${args.map(describeValue).join(' ')}`;
  return line.length > CONSOLE_LINE_MAX_CHARS ? `${line.slice(0, CONSOLE_LINE_MAX_CHARS - 1)}…` : line;
}

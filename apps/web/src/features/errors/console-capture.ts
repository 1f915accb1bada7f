import { CONSOLE_OUTPUT_LIMIT, formatConsoleLine, type ConsoleLevel } from '@edgelog/core';

/**
 * The last 50 console lines, for the debug info of error records (SPEC 8). Installed once at
 * start-up so lines logged before the first error are there when it happens.
 */
const lines: string[] = [];
const levels: readonly ConsoleLevel[] = ['debug', 'log', 'info', 'warn', 'error'];
let installed = false;

function remember(level: ConsoleLevel, args: readonly unknown[]): void {
  try {
    lines.push(formatConsoleLine(level, args, Date.now()));
    if (lines.length > CONSOLE_OUTPUT_LIMIT) lines.splice(0, lines.length - CONSOLE_OUTPUT_LIMIT);
  } catch {
    // A value that cannot even be described must not break the app's own logging.
  }
}

export function installConsoleCapture(): void {
  if (installed) return;
  installed = true;
  for (const level of levels) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      remember(level, args);
      original(...args);
    };
  }
}

/** A copy of the captured lines, oldest first. */
export function recentConsoleLines(): string[] {
  return [...lines];
}

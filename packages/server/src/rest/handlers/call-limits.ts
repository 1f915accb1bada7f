import { RestError } from '../errors.ts';
import type { Func } from '../schema/cache.ts';

/**
 * The limits a function states in its own settings (supabase/migrations/20260117000000_call_limits.sql),
 * checked here before the call reaches the database: on the embedded database a statement cannot
 * be interrupted, so an oversized call must never start (docs/decisions/0023-call-limits.md).
 * The function checks the same settings itself (journal.check_call_limits) and refuses with the
 * same answer, for callers that reach the database another way.
 */
export interface CallLimits {
  /** The longest list one argument may be. */
  items: number;
  /** Every list element in the arguments, at any depth. */
  elements: number;
}

export function callLimitsOf(fn: Func): CallLimits | undefined {
  const items = Number(fn.settings['edgelog.max_items']);
  const elements = Number(fn.settings['edgelog.max_elements']);
  if (!Number.isSafeInteger(items) || !Number.isSafeInteger(elements)) return undefined;
  return { items, elements };
}

/** Array elements at every depth; iterative, so a deeply nested body cannot exhaust the stack. */
function countElements(value: unknown): number {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (Array.isArray(next)) {
      count += next.length;
      for (const item of next) if (item !== null && typeof item === 'object') pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const item of Object.values(next))
        if (item !== null && typeof item === 'object') pending.push(item);
    }
  }
  return count;
}

const tooLarge = (message: string) =>
  new RestError(413, 'PT413', message, null, 'Send the items in several calls.');

/** Refuses a call whose arguments (their parsed JSON values) hold more than the function takes. */
export function checkCallLimits(fn: Func, args: readonly unknown[]): void {
  const limits = callLimitsOf(fn);
  if (!limits) return;
  const items = Math.max(0, ...args.map((arg) => (Array.isArray(arg) ? arg.length : 0)));
  if (items > limits.items) {
    throw tooLarge(
      `VALIDATION-009: rpc/${fn.name} takes lists of at most ${limits.items} items; this call sent ${items}`,
    );
  }
  const elements = args.reduce<number>((sum, arg) => sum + countElements(arg), 0);
  if (elements > limits.elements) {
    throw tooLarge(
      `VALIDATION-009: rpc/${fn.name} takes at most ${limits.elements} list elements in one call (items and what they hold, such as fills and tags); this call sent ${elements}`,
    );
  }
}

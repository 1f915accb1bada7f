// Core compiles without the DOM's or Node's types; the worker and the server both have setTimeout.
const timers = globalThis as unknown as { setTimeout(callback: () => void, ms: number): unknown };

/** Calls `callback` once, `ms` milliseconds from now. */
export function after(ms: number, callback: () => void): void {
  timers.setTimeout(callback, ms);
}

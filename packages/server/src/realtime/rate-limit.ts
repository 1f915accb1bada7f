/** A fixed one-second window: at most `perSecond` events, counted from the window's first. */
export class EventRateLimiter {
  #windowStart = 0;
  #count = 0;

  constructor(readonly perSecond: number) {}

  allow(now = Date.now()): boolean {
    if (now - this.#windowStart >= 1000) {
      this.#windowStart = now;
      this.#count = 0;
    }
    this.#count++;
    return this.#count <= this.perSecond;
  }
}

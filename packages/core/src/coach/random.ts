// A seeded random stream for the coach's resampling: the same seed and label always give the same
// numbers, so an analysis is reproducible and one interval does not shift when another is added.

/** A non-zero 32-bit state from the seed and a label (FNV-1a over the label, mixed with the seed). */
export function mix(seed: number, label: string): number {
  let h = (0x811c9dc5 ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h === 0 ? 0x6d2b79f5 : h;
}

/** Numbers in [0, 1) from xorshift32: fast enough for millions of resampled draws. */
export class SeededRandom {
  #state: number;

  constructor(seed: number, label = '') {
    this.#state = mix(seed, label);
  }

  next(): number {
    let x = this.#state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.#state = x >>> 0;
    return this.#state / 4_294_967_296;
  }

  /** An integer in [0, below). */
  below(below: number): number {
    return Math.floor(this.next() * below);
  }
}

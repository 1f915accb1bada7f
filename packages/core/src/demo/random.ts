// A small seeded generator, so a sample journal is the same on every machine and every run:
// a Weyl sequence (a counter stepped by an odd constant) scrambled by a 32-bit avalanche mix.
// Plenty for sample data; not for anything that must be unpredictable.

const STEP = 0x9e3779b9;
const TWO_TO_32 = 4294967296;

export class Random {
  #state: number;

  constructor(seed: number) {
    // Seeds that differ only above 32 bits or in their fraction still give different streams.
    this.#state = (Math.trunc(seed) ^ Math.trunc(seed / TWO_TO_32)) >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.#state = (this.#state + STEP) >>> 0;
    let z = this.#state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    z ^= z >>> 16;
    return (z >>> 0) / TWO_TO_32;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** One of `items`, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of items) total += weight;
    let left = this.next() * total;
    for (const [item, weight] of items) {
      left -= weight;
      if (left < 0) return item;
    }
    const last = items[items.length - 1];
    if (last === undefined) throw new RangeError('pick from an empty list');
    return last[0];
  }

  /** Roughly normal with mean 0 and deviation 1 (the sum of four uniforms, rescaled). */
  normal(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(3);
  }

  /** A positive factor whose median is 1 and whose spread grows with `spread` (log-normal-ish). */
  factor(spread: number): number {
    return Math.exp(this.normal() * spread);
  }
}

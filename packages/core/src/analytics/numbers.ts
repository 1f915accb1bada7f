// Money in integer cents and the few statistics the engine repeats. Sums of cents are exact up to
// 2^53 cents (90 trillion), so 100k trades add up to the cent whatever order they come in.

/**
 * A money amount to whole cents, half away from zero, read as the decimal it prints as: 1.005 is
 * 101 cents although 1.005 x 100 is 100.49999999999999 in binary.
 */
export function toCents(value: number): number {
  const scaled = value * 100;
  const rounded = Math.round(scaled);
  // Far from a half cent (nearly always), plain rounding is right; + 0 turns -0 into 0.
  if (Math.abs(scaled - rounded) < 0.4999) return rounded + 0;
  const magnitude = Math.abs(scaled);
  let cents = Math.round(magnitude);
  // Within float noise of a half cent: the decimal text decides, half away from zero.
  if (Math.abs(Math.abs(magnitude - cents) - 0.5) < 1e-9 * Math.max(1, magnitude)) {
    cents = Math.round(Number(magnitude.toPrecision(15)));
  }
  return value < 0 ? -cents : cents;
}

export const fromCents = (cents: number): number => cents / 100;

/** a / b, or null when there is nothing to divide by (never NaN). */
export function ratio(a: number, b: number): number | null {
  if (b === 0 || !Number.isFinite(a) || !Number.isFinite(b)) return null;
  return a / b;
}

/** Mean and sample standard deviation (n - 1) of the first `n` values, by Welford's update. */
export function meanAndSampleStdev(
  values: ArrayLike<number>,
  n = values.length,
): { mean: number; stdev: number } {
  let mean = 0;
  let m2 = 0;
  for (let i = 0; i < n; i++) {
    const x = values[i] ?? 0;
    const delta = x - mean;
    mean += delta / (i + 1);
    m2 += delta * (x - mean);
  }
  return { mean, stdev: n > 1 ? Math.sqrt(m2 / (n - 1)) : 0 };
}

/** The k-th smallest of buffer[start..end) (k counted from 0 in the whole buffer), reordering that part (Hoare's select). */
function select(buffer: Float64Array, start: number, end: number, k: number): number {
  let lo = start;
  let hi = end - 1;
  while (lo < hi) {
    const pivot = buffer[(lo + hi) >>> 1] ?? 0;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((buffer[i] ?? 0) < pivot) i++;
      while ((buffer[j] ?? 0) > pivot) j--;
      if (i <= j) {
        const t = buffer[i] ?? 0;
        buffer[i] = buffer[j] ?? 0;
        buffer[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return buffer[k] ?? 0;
}

/**
 * The median of buffer[start..start + n) (the mean of the two middle values when n is even), null
 * when n is 0. Reorders that part of the buffer.
 */
export function medianOf(buffer: Float64Array, n: number, start = 0): number | null {
  if (n === 0) return null;
  const middle = start + (n >>> 1);
  const upper = select(buffer, start, start + n, middle);
  if (n % 2 === 1) return upper;
  // After the select, everything left of the middle is <= it: the lower middle is their maximum.
  return (maxOf(buffer, start, middle) + upper) / 2;
}

/**
 * The largest of buffer[start..end). A function of its own, so a long loop here is not compiled
 * on the stack (OSR) into code that gives up on the line after it on later calls.
 */
function maxOf(buffer: Float64Array, start: number, end: number): number {
  let max = -Infinity;
  for (let i = start; i < end; i++) max = Math.max(max, buffer[i] ?? -Infinity);
  return max;
}

/** The q-th quantile (0..1) of sorted values, linear between the two nearest ranks. */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const position = (n - 1) * q;
  const below = Math.floor(position);
  const a = sorted[below] ?? 0;
  const b = sorted[Math.min(below + 1, n - 1)] ?? a;
  return a + (b - a) * (position - below);
}

// The Mann-Whitney rank test: whether values of one set tend to be larger than those of another,
// without assuming a shape (holding times are skewed: a few trades held for days).

/** P(Z <= z) for a standard normal Z (Abramowitz and Stegun 26.2.17, error below 1e-7). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

export interface RankTest {
  /** Standardised U of `larger` (normal approximation, ties corrected). */
  z: number;
  /** One-sided: the chance of a z this large if neither set tended larger. */
  p: number;
}

/**
 * Whether `larger` tends to hold larger values than `smaller`. Both sets are sorted natively and
 * walked together, each run of equal values taking the mean of the ranks it spans.
 */
export function rankTest(larger: ArrayLike<number>, smaller: ArrayLike<number>): RankTest {
  const a = larger.length;
  const b = smaller.length;
  const n = a + b;
  if (a === 0 || b === 0) return { z: 0, p: 1 };
  const x = Float64Array.from(larger).sort();
  const y = Float64Array.from(smaller).sort();
  let i = 0;
  let j = 0;
  let position = 0;
  let rankSum = 0;
  let tieTerm = 0;
  while (i < a || j < b) {
    const value = Math.min(x[i] ?? Infinity, y[j] ?? Infinity);
    let inX = 0;
    while (i < a && x[i] === value) {
      i++;
      inX++;
    }
    let inY = 0;
    while (j < b && y[j] === value) {
      j++;
      inY++;
    }
    const ties = inX + inY;
    rankSum += inX * (position + (ties + 1) / 2);
    tieTerm += ties ** 3 - ties;
    position += ties;
  }
  const u = rankSum - (a * (a + 1)) / 2;
  const variance = ((a * b) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return { z: 0, p: 1 };
  const z = (u - (a * b) / 2) / Math.sqrt(variance);
  return { z, p: 1 - normalCdf(z) };
}

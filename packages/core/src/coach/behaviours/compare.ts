// The trades that show a habit against the trader's other trades: how much they cost against what
// the same number of other trades made, and whether they did worse beyond chance.
import { meanConfidence, type Confidence } from '../confidence.ts';
import type { CoachContext } from '../context.ts';
import { fromCents, valuesAt } from '../journal.ts';

export interface Comparison {
  count: number;
  netCents: number;
  /** Flagged net minus flagged count x the others' expectancy, in money. */
  cost: number;
  costR: number | null;
  expectancy: number;
  othersExpectancy: number;
  confidence: Confidence;
  /** The flagged trades' interval lies wholly below the others' expectancy. */
  worse: boolean;
}

/** `flagged` holds trade positions; every other closed trade is the comparison. */
export function compareFlagged(context: CoachContext, flagged: ArrayLike<number>, label: string): Comparison {
  const { journal } = context;
  const inFlagged = new Uint8Array(journal.n);
  for (let k = 0; k < flagged.length; k++) inFlagged[flagged[k] ?? 0] = 1;
  let netCents = 0;
  let rSum = 0;
  let rCount = 0;
  let otherRSum = 0;
  let otherRCount = 0;
  for (let i = 0; i < journal.n; i++) {
    const r = journal.r[i] ?? NaN;
    if (inFlagged[i] === 1) {
      netCents += journal.netCents[i] ?? 0;
      if (!Number.isNaN(r)) {
        rSum += r;
        rCount++;
      }
    } else if (!Number.isNaN(r)) {
      otherRSum += r;
      otherRCount++;
    }
  }
  const count = flagged.length;
  const others = journal.n - count;
  const othersMeanCents = others === 0 ? 0 : (journal.totalCents - netCents) / others;
  const values = valuesAt(journal.netCents, flagged);
  for (let k = 0; k < values.length; k++) values[k] = (values[k] ?? 0) / 100;
  const confidence = meanConfidence(values, othersMeanCents / 100, context.budget, label);
  const costR = rCount === 0 || otherRCount === 0 ? null : rSum - rCount * (otherRSum / otherRCount);
  return {
    count,
    netCents,
    cost: fromCents(netCents - count * othersMeanCents),
    costR: costR === null ? null : Math.round(costR * 100) / 100,
    expectancy: count === 0 ? 0 : fromCents(netCents / count),
    othersExpectancy: fromCents(othersMeanCents),
    confidence,
    worse: confidence.high < othersMeanCents / 100,
  };
}

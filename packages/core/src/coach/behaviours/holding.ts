// Losers held longer than winners: hoping a loss comes back. Told by the rank test on holding
// times (losses against wins) and a typical loss held at least a fifth longer than a typical win.
import { LOSS, WIN } from '../../analytics/prepare.ts';
import { MIN_PATTERN_TRADES, type CoachContext } from '../context.ts';
import { fromCents, idsOf } from '../journal.ts';
import { rankTest } from '../rank-test.ts';
import { money, plural } from '../text.ts';
import type { BehaviourFinding } from '../types.ts';

const MIN_RATIO = 1.2;
const MAX_P = 0.05;

function median(values: readonly number[]): number {
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >>> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const round = (value: number): number => Math.round(value * 100) / 100;

export function detectLosersHeldLonger(context: CoachContext): BehaviourFinding | null {
  const { journal } = context;
  const wins: number[] = [];
  const losses: number[] = [];
  for (let i = 0; i < journal.n; i++) {
    const minutes = journal.prepared.holdingMinutes[i] ?? NaN;
    if (!Number.isFinite(minutes)) continue;
    const result = journal.prepared.result[i];
    if (result === WIN) wins.push(minutes);
    else if (result === LOSS) losses.push(i);
  }
  if (wins.length < 2 * MIN_PATTERN_TRADES || losses.length < 2 * MIN_PATTERN_TRADES) return null;
  const lossMinutes = losses.map((i) => journal.prepared.holdingMinutes[i] ?? 0);
  const typicalWin = median(wins);
  const typicalLoss = median(lossMinutes);
  const test = rankTest(lossMinutes, wins);
  if (test.p >= MAX_P || typicalLoss < MIN_RATIO * typicalWin) return null;
  // The losses held past a typical win, against the losses cut within it.
  const long = losses.filter((i) => (journal.prepared.holdingMinutes[i] ?? 0) > typicalWin);
  const short = losses.filter((i) => (journal.prepared.holdingMinutes[i] ?? 0) <= typicalWin);
  if (long.length < MIN_PATTERN_TRADES) return null;
  const sum = (list: number[], values: Float64Array): { total: number; count: number } => {
    let total = 0;
    let count = 0;
    for (const i of list) {
      const value = values[i] ?? NaN;
      if (Number.isNaN(value)) continue;
      total += value;
      count++;
    }
    return { total, count };
  };
  const longNet = sum(long, journal.netCents);
  const shortNet = sum(short, journal.netCents);
  const cost =
    shortNet.count === 0 ? 0 : fromCents(longNet.total - longNet.count * (shortNet.total / shortNet.count));
  const longR = sum(long, journal.r);
  const shortR = sum(short, journal.r);
  const costR =
    longR.count === 0 || shortR.count === 0
      ? null
      : round(longR.total - longR.count * (shortR.total / shortR.count));
  return {
    kind: 'behaviour',
    id: 'losers-held-longer',
    behaviour: 'losers-held-longer',
    title: 'Losers held longer than winners',
    tradeIds: idsOf(journal, long),
    cost,
    costR,
    suggestion:
      `Exit a losing trade at its stop instead of waiting for it to come back: a typical loss was ` +
      `held ${Math.round(typicalLoss)} minutes against ${Math.round(typicalWin)} for a win, and the ` +
      `${plural(long.length, 'loss', 'losses')} held past that ` +
      (cost < 0
        ? `lost ${money(-cost)} more than losses cut sooner.`
        : 'lost no more than losses cut sooner.'),
    evidence: {
      medianWinMinutes: round(typicalWin),
      medianLossMinutes: round(typicalLoss),
      wins: wins.length,
      losses: losses.length,
      z: round(test.z),
      p: test.p,
    },
    confidence: null,
    impact: cost,
  };
}

// Size increased after losses: trades right after a loss are bigger against the account's usual
// size than trades after a win (a rank test). Size is the money at risk when the trade has a stop,
// else the entry notional. The part of each result that came from size above the usual is its cost.
import { LOSS, WIN } from '../../analytics/prepare.ts';
import { MIN_PATTERN_TRADES, type CoachContext } from '../context.ts';
import { fromCents, idsOf, type CoachJournal } from '../journal.ts';
import { rankTest } from '../rank-test.ts';
import { money, plural } from '../text.ts';
import type { BehaviourFinding } from '../types.ts';

/** A trade after a loss counts as sized up from this multiple of the usual size on. */
export const SIZE_STEP = 1.5;
const MAX_P = 0.05;

function median(values: number[]): number {
  values.sort((a, b) => a - b);
  const mid = values.length >>> 1;
  return values.length % 2 === 1
    ? (values[mid] ?? NaN)
    : ((values[mid - 1] ?? NaN) + (values[mid] ?? NaN)) / 2;
}

/**
 * Each trade's size against its account's usual (median) size: by money at risk when it has a
 * stop, else by entry notional; NaN when neither is known.
 */
function relativeSizes(journal: CoachJournal): Float64Array {
  const risks = new Map<number, number[]>();
  const notionals = new Map<number, number[]>();
  const add = (map: Map<number, number[]>, account: number, value: number) => {
    if (!(value > 0)) return;
    const list = map.get(account) ?? [];
    list.push(value);
    map.set(account, list);
  };
  for (let i = 0; i < journal.n; i++) {
    const account = journal.account[i] ?? 0;
    add(risks, account, journal.riskCents[i] ?? NaN);
    add(notionals, account, journal.prepared.positionSize[i] ?? NaN);
  }
  const usualRisk = new Map([...risks].map(([account, list]) => [account, median(list)]));
  const usualNotional = new Map([...notionals].map(([account, list]) => [account, median(list)]));
  const sizes = new Float64Array(journal.n);
  for (let i = 0; i < journal.n; i++) {
    const account = journal.account[i] ?? 0;
    const risk = journal.riskCents[i] ?? NaN;
    const notional = journal.prepared.positionSize[i] ?? NaN;
    sizes[i] =
      risk > 0
        ? risk / (usualRisk.get(account) ?? NaN)
        : notional > 0
          ? notional / (usualNotional.get(account) ?? NaN)
          : NaN;
  }
  return sizes;
}

/** Each trade's previous trade in its account: the last one closed at or before its entry, or -1. */
function previousTrades(journal: CoachJournal): Int32Array {
  const previous = new Int32Array(journal.n).fill(-1);
  const byAccount = new Map<number, number[]>();
  for (let i = 0; i < journal.n; i++) {
    const account = journal.account[i] ?? 0;
    const list = byAccount.get(account) ?? [];
    list.push(i);
    byAccount.set(account, list);
  }
  for (const list of byAccount.values()) {
    for (const i of list) {
      const open = journal.openMs[i] ?? 0;
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((journal.closeMs[list[mid] ?? 0] ?? 0) <= open) lo = mid + 1;
        else hi = mid;
      }
      let k = lo - 1;
      if (list[k] === i) k--;
      previous[i] = list[k] ?? -1;
    }
  }
  return previous;
}

export function detectSizeAfterLosses(context: CoachContext): BehaviourFinding | null {
  const { journal } = context;
  const previous = previousTrades(journal);
  const sizes = relativeSizes(journal);
  const afterLoss: number[] = [];
  const afterWin: number[] = [];
  const flagged: number[] = [];
  const ratios = new Map<number, number>();
  for (let i = 0; i < journal.n; i++) {
    const before = previous[i] ?? -1;
    if (before < 0) continue;
    const ratio = sizes[i] ?? NaN;
    if (!Number.isFinite(ratio)) continue;
    const result = journal.prepared.result[before];
    if (result === WIN) afterWin.push(ratio);
    else if (result === LOSS) {
      afterLoss.push(ratio);
      if (ratio >= SIZE_STEP) {
        flagged.push(i);
        ratios.set(i, ratio);
      }
    }
  }
  if (flagged.length < MIN_PATTERN_TRADES || afterWin.length < MIN_PATTERN_TRADES) return null;
  const test = rankTest(afterLoss, afterWin);
  if (test.p >= MAX_P) return null;
  let extraCents = 0;
  let netCents = 0;
  for (const i of flagged) {
    const net = journal.netCents[i] ?? 0;
    netCents += net;
    extraCents += net * (1 - 1 / (ratios.get(i) ?? 1));
  }
  const cost = fromCents(extraCents);
  return {
    kind: 'behaviour',
    id: 'size-after-losses',
    behaviour: 'size-after-losses',
    title: 'Bigger size after a loss',
    tradeIds: idsOf(journal, flagged),
    cost,
    costR: null,
    suggestion:
      `Keep your size after a loss: ${plural(flagged.length, 'trade was', 'trades were')} at least ` +
      `${SIZE_STEP} times your usual size right after a loss, and the extra size ` +
      (cost < 0 ? `cost ${money(-cost)}.` : `added ${money(cost)}, a risk that did not show in losses yet.`),
    evidence: {
      trades: flagged.length,
      netPnl: fromCents(netCents),
      tradesAfterLosses: afterLoss.length,
      tradesAfterWins: afterWin.length,
      z: Math.round(test.z * 100) / 100,
      p: test.p,
    },
    confidence: null,
    impact: cost,
  };
}

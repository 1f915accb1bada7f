// Revenge trading: a trade opened soon after a loss in the same account, doing worse than the rest.
import { LOSS } from '../../analytics/prepare.ts';
import { MIN_PATTERN_TRADES, type CoachContext } from '../context.ts';
import { idsOf } from '../journal.ts';
import { money, plural } from '../text.ts';
import type { BehaviourFinding } from '../types.ts';
import { compareFlagged } from './compare.ts';

export const REVENGE_WINDOW_MINUTES = 10;

/** Positions of trades opened within `windowMinutes` after a loss closed in their account. */
export function tradesAfterLosses(context: CoachContext, windowMinutes: number): number[] {
  const { journal } = context;
  const window = windowMinutes * 60_000;
  // Loss exits per account, in exit order (the prepared journal's order).
  const lossCloses = new Map<number, number[]>();
  for (let i = 0; i < journal.n; i++) {
    if (journal.prepared.result[i] !== LOSS) continue;
    const account = journal.account[i] ?? 0;
    const list = lossCloses.get(account) ?? [];
    list.push(journal.closeMs[i] ?? 0);
    lossCloses.set(account, list);
  }
  const flagged: number[] = [];
  for (let i = 0; i < journal.n; i++) {
    const closes = lossCloses.get(journal.account[i] ?? 0);
    if (closes === undefined) continue;
    const open = journal.openMs[i] ?? 0;
    // The last loss exit at or before this entry.
    let lo = 0;
    let hi = closes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((closes[mid] ?? 0) <= open) lo = mid + 1;
      else hi = mid;
    }
    const last = closes[lo - 1];
    if (last !== undefined && open - last <= window) flagged.push(i);
  }
  return flagged;
}

export function detectRevenge(
  context: CoachContext,
  windowMinutes = REVENGE_WINDOW_MINUTES,
): BehaviourFinding | null {
  const flagged = tradesAfterLosses(context, windowMinutes);
  if (flagged.length < MIN_PATTERN_TRADES || flagged.length === context.journal.n) return null;
  const c = compareFlagged(context, flagged, 'revenge');
  if (!c.worse) return null;
  return {
    kind: 'behaviour',
    id: 'revenge',
    behaviour: 'revenge',
    title: 'Trading again soon after a loss',
    tradeIds: idsOf(context.journal, flagged),
    cost: c.cost,
    costR: c.costR,
    suggestion:
      `After a loss, step away for at least ${windowMinutes} minutes before the next entry: ` +
      `the ${plural(c.count, 'trade')} opened within ${windowMinutes} minutes of a loss made ` +
      `${money(c.expectancy)} each against ${money(c.othersExpectancy)} for the others, ` +
      `${money(c.cost)} in all.`,
    evidence: {
      windowMinutes,
      trades: c.count,
      netPnl: c.netCents / 100,
      expectancy: c.expectancy,
      othersExpectancy: c.othersExpectancy,
    },
    confidence: c.confidence,
    impact: c.cost,
  };
}

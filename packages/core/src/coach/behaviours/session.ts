// The shape of the trader's day: trades in the last hour of their usual day (profits given back),
// and trades after the first few of a day (results that fade). Days are the trader's local days;
// the usual end of the day is the median time of a day's last entry.
import { medianOf } from '../../analytics/numbers.ts';
import { MIN_PATTERN_TRADES, type CoachContext } from '../context.ts';
import { idsOf } from '../journal.ts';
import { money, plural } from '../text.ts';
import type { BehaviourFinding } from '../types.ts';
import { compareFlagged } from './compare.ts';

/** The day's first trades before results may fade. */
export const FIRST_TRADES = 3;
const MIN_DAYS = 10;

const clockText = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(Math.floor(minute % 60)).padStart(2, '0')}`;

export function detectLastHour(context: CoachContext): BehaviourFinding | null {
  const { journal } = context;
  const lastEntry = new Map<number, number>();
  for (let i = 0; i < journal.n; i++) {
    const day = journal.entryDay[i] ?? 0;
    lastEntry.set(day, Math.max(lastEntry.get(day) ?? 0, journal.entryMinute[i] ?? 0));
  }
  if (lastEntry.size < MIN_DAYS) return null;
  const usualEnd = medianOf(Float64Array.from(lastEntry.values()), lastEntry.size) ?? 0;
  const from = usualEnd - 60;
  if (from <= 0) return null;
  const flagged: number[] = [];
  for (let i = 0; i < journal.n; i++) if ((journal.entryMinute[i] ?? 0) >= from) flagged.push(i);
  if (flagged.length < MIN_PATTERN_TRADES || flagged.length === journal.n) return null;
  const c = compareFlagged(context, flagged, 'last-hour');
  if (!c.worse) return null;
  // Days that were up before the last hour and gave some of it back in it.
  const before = new Map<number, number>();
  const last = new Map<number, number>();
  for (let i = 0; i < journal.n; i++) {
    const day = journal.entryDay[i] ?? 0;
    const side = (journal.entryMinute[i] ?? 0) >= from ? last : before;
    side.set(day, (side.get(day) ?? 0) + (journal.netCents[i] ?? 0));
  }
  let givenBackDays = 0;
  for (const [day, pnl] of last) if (pnl < 0 && (before.get(day) ?? 0) > 0) givenBackDays++;
  return {
    kind: 'behaviour',
    id: 'last-hour',
    behaviour: 'last-hour',
    title: 'Profits given back in the last hour',
    tradeIds: idsOf(journal, flagged),
    cost: c.cost,
    costR: c.costR,
    suggestion:
      `Stop opening trades at ${clockText(from)}, an hour before your day usually ends: the ` +
      `${plural(c.count, 'trade')} opened later made ${money(c.expectancy)} each against ` +
      `${money(c.othersExpectancy)} earlier, ${money(c.cost)} in all, and ${plural(givenBackDays, 'day')} ` +
      `gave back gains made before.`,
    evidence: {
      from: clockText(from),
      usualEnd: clockText(usualEnd),
      trades: c.count,
      netPnl: c.netCents / 100,
      expectancy: c.expectancy,
      othersExpectancy: c.othersExpectancy,
      givenBackDays,
    },
    confidence: c.confidence,
    impact: c.cost,
  };
}

export function detectFading(context: CoachContext, firstTrades = FIRST_TRADES): BehaviourFinding | null {
  const { journal } = context;
  // Each day's trades, then each day in entry order: sorting a day's few trades is far cheaper
  // than sorting the whole journal by entry.
  const seen = new Map<number, number[]>();
  for (let i = 0; i < journal.n; i++) {
    const day = journal.entryDay[i] ?? 0;
    const list = seen.get(day);
    if (list === undefined) seen.set(day, [i]);
    else list.push(i);
  }
  const flagged: number[] = [];
  const open = journal.openMs;
  for (const list of seen.values()) {
    if (list.length <= firstTrades) continue;
    list.sort((a, b) => (open[a] ?? 0) - (open[b] ?? 0) || a - b);
    for (let k = firstTrades; k < list.length; k++) flagged.push(list[k] ?? 0);
  }
  if (seen.size < MIN_DAYS || flagged.length < MIN_PATTERN_TRADES || flagged.length === journal.n)
    return null;
  flagged.sort((a, b) => a - b);
  const c = compareFlagged(context, flagged, 'fading');
  if (!c.worse) return null;
  return {
    kind: 'behaviour',
    id: 'fading',
    behaviour: 'fading',
    title: `Results fade after the first ${firstTrades} trades of a day`,
    tradeIds: idsOf(journal, flagged),
    cost: c.cost,
    costR: c.costR,
    suggestion:
      `Stop after ${plural(firstTrades, 'trade')} a day, or review before going on: the ` +
      `${plural(c.count, 'trade')} after the first ${firstTrades} made ${money(c.expectancy)} each ` +
      `against ${money(c.othersExpectancy)} for the first ones, ${money(c.cost)} in all.`,
    evidence: {
      firstTrades,
      trades: c.count,
      netPnl: c.netCents / 100,
      expectancy: c.expectancy,
      othersExpectancy: c.othersExpectancy,
    },
    confidence: c.confidence,
    impact: c.cost,
  };
}

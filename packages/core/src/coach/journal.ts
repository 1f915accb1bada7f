// The closed trades as the coach reads them: the engine's prepared journal (exit order, cents, R,
// holding time, local weekday and hour) plus what the detectors need besides: entry and exit
// instants, the local day and minute of entry, the account, and the money at risk.
import { keyIds } from '../analytics/dimension-keys.ts';
import { parseInstant } from '../analytics/instant.ts';
import type { PreparedJournal } from '../analytics/prepare.ts';
import { toCents } from '../analytics/numbers.ts';
import type { AnalyticsTrade } from '../analytics/types.ts';

const DAY_MS = 86_400_000;

export interface CoachJournal {
  prepared: PreparedJournal;
  /** Closed trades in exit order; every array below is indexed like it. */
  trades: readonly AnalyticsTrade[];
  n: number;
  netCents: Float64Array;
  /** R multiple, NaN without an initial risk. */
  r: Float64Array;
  /** Initial risk in cents, NaN without a stop. */
  riskCents: Float64Array;
  openMs: Float64Array;
  closeMs: Float64Array;
  /** The local day (days since 1970-01-01) and minute of the day of the entry. */
  entryDay: Int32Array;
  entryMinute: Float64Array;
  /** Account id as a small integer (trades without an account share one). */
  account: Int32Array;
  /** Net P&L of all trades and per trade (the journal's expectancy), in cents. */
  totalCents: number;
  expectancyCents: number;
}

export function coachJournalOf(prepared: PreparedJournal): CoachJournal {
  const trades = prepared.trades;
  const n = trades.length;
  const riskCents = new Float64Array(n);
  const openMs = new Float64Array(n);
  const closeMs = new Float64Array(n);
  const entryDay = new Int32Array(n);
  const entryMinute = new Float64Array(n);
  const clock = prepared.clock;
  let totalCents = 0;
  for (let i = 0; i < n; i++) {
    const trade = trades[i];
    if (trade === undefined) continue;
    const risk = trade.initialRisk;
    riskCents[i] = risk !== null && risk > 0 && Number.isFinite(risk) ? toCents(risk) : NaN;
    const opened = parseInstant(trade.openedAt);
    openMs[i] = opened;
    closeMs[i] = parseInstant(trade.closedAt ?? trade.openedAt);
    const local = clock.local(opened);
    const day = Math.floor(local / DAY_MS);
    entryDay[i] = day;
    entryMinute[i] = (local - day * DAY_MS) / 60_000;
    totalCents += prepared.netCents[i] ?? 0;
  }
  return {
    prepared,
    trades,
    n,
    netCents: prepared.netCents,
    r: prepared.r,
    riskCents,
    openMs,
    closeMs,
    entryDay,
    entryMinute,
    account: keyIds(prepared, 'account').ids,
    totalCents,
    expectancyCents: n === 0 ? 0 : totalCents / n,
  };
}

/** The values of `source` at the given trade positions. */
export function valuesAt(source: Float64Array, positions: ArrayLike<number>): Float64Array {
  const values = new Float64Array(positions.length);
  for (let k = 0; k < positions.length; k++) values[k] = source[positions[k] ?? 0] ?? 0;
  return values;
}

/** The ids of the trades at the given positions (a plain loop: Array.from with a callback was the slowest step at 100k trades). */
export function idsOf(journal: CoachJournal, positions: ArrayLike<number>): string[] {
  const ids = new Array<string>(positions.length);
  for (let k = 0; k < positions.length; k++) ids[k] = journal.trades[positions[k] ?? 0]?.id ?? '';
  return ids;
}

export const fromCents = (cents: number): number => Math.round(cents) / 100;

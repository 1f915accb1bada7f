// An account's equity line: its balance after each deposit, withdrawal, fee, interest, adjustment
// and closed trade, in time order, from the starting balance. The sums are exact decimal text, so
// the last point is the balance the database derives (starting balance + transactions + closed
// trades' net P&L) to the last digit.
import { addDecimals, subtractDecimal } from './signed-decimal.ts';

export interface AccountEquityTransaction {
  /** ISO 8601 with an offset, as timestamptz comes back. */
  occurredAt: string;
  /** Signed decimal text: the transaction's effect on the balance. */
  amount: string;
}

export interface AccountEquityTrade {
  closedAt: string;
  netPnl: string;
}

export interface AccountEquityInput {
  startingBalance: string;
  /** `YYYY-MM-DD`, or null when the trader gave none. */
  startingDate: string | null;
  transactions: readonly AccountEquityTransaction[];
  closedTrades: readonly AccountEquityTrade[];
  /**
   * Set when `closedTrades` are only the latest of the account's closed trades (a long journal is
   * read in part): the account's balance now. The line then begins just before the earliest trade
   * read, at this balance less everything after that point, and leaves out what came before.
   */
  partial?: { balance: string };
}

export interface AccountEquityPoint {
  /** The instant of the change; for the first point the starting date, or null. */
  at: string | null;
  balance: string;
}

export interface AccountEquitySeries {
  points: AccountEquityPoint[];
  /** Whether the line begins at the starting balance (false when only the latest trades were read). */
  fromStart: boolean;
}

interface Change {
  at: string;
  instant: number;
  amount: string;
}

function instantOf(iso: string): number {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) throw new RangeError(`${JSON.stringify(iso)} is not an instant`);
  return instant;
}

/** The balance after each change, in time order (a transaction before a trade of the same instant). */
export function accountEquitySeries(input: AccountEquityInput): AccountEquitySeries {
  const trades: Change[] = input.closedTrades.map((trade) => ({
    at: trade.closedAt,
    instant: instantOf(trade.closedAt),
    amount: trade.netPnl,
  }));
  let transactions: Change[] = input.transactions.map((transaction) => ({
    at: transaction.occurredAt,
    instant: instantOf(transaction.occurredAt),
    amount: transaction.amount,
  }));
  if (input.partial && trades.length > 0) {
    const from = trades.reduce((earliest, trade) => Math.min(earliest, trade.instant), Infinity);
    transactions = transactions.filter((transaction) => transaction.instant >= from);
  }
  // Array.prototype.sort is stable: equal instants keep transactions first, then the given order.
  const changes = [...transactions, ...trades].sort((a, b) => a.instant - b.instant);

  const first = input.partial
    ? {
        at: null,
        balance: subtractDecimal(input.partial.balance, addDecimals(...changes.map((c) => c.amount))),
      }
    : { at: input.startingDate, balance: addDecimals(input.startingBalance) };
  const points: AccountEquityPoint[] = [first];
  let balance = first.balance;
  for (const change of changes) {
    balance = addDecimals(balance, change.amount);
    points.push({ at: change.at, balance });
  }
  return { points, fromStart: input.partial === undefined };
}

export interface EquitySparklineGeometry {
  /** The `points` attribute of an SVG polyline. */
  points: string;
  /** Where the line ends, for a dot on the latest balance. */
  end: { x: number; y: number };
  /** The height of the first balance, for a reference line the rest rises above or falls below. */
  startY: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The polyline of a tiny equity chart in a `width` x `height` box, `inset` from its edges: balances
 * spread evenly left to right, the lowest at the bottom, the highest at the top; a flat line sits in
 * the middle. A single balance is drawn flat across. Null when there is nothing to draw.
 */
export function equitySparklineGeometry(
  balances: readonly string[],
  box: { width: number; height: number; inset?: number },
): EquitySparklineGeometry | null {
  if (balances.length === 0) return null;
  const inset = box.inset ?? 1;
  const values = balances.map(Number);
  // A loop rather than Math.min(...values), which overflows the stack on a long journal.
  const low = values.reduce((least, value) => Math.min(least, value), Infinity);
  const high = values.reduce((most, value) => Math.max(most, value), -Infinity);
  const drawable = box.height - 2 * inset;
  const yOf = (value: number) =>
    round2(high === low ? box.height / 2 : inset + ((high - value) / (high - low)) * drawable);
  const across = box.width - 2 * inset;
  const xs =
    values.length === 1
      ? [inset, inset + across]
      : values.map((_value, index) => inset + (index / (values.length - 1)) * across);
  const ys = values.length === 1 ? [yOf(values[0] ?? 0), yOf(values[0] ?? 0)] : values.map(yOf);
  const coordinates = xs.map((x, index) => ({ x: round2(x), y: ys[index] ?? 0 }));
  const end = coordinates[coordinates.length - 1] ?? { x: 0, y: 0 };
  return {
    points: coordinates.map(({ x, y }) => `${x},${y}`).join(' '),
    end,
    startY: coordinates[0]?.y ?? 0,
  };
}

// The sample trader's accounts: who holds them, what is traded in each and when, how much is risked
// on a trade, and the money moved in and out of them over the months.
import { DAY, HOUR, isoAt, isoDayOf, partsOf, dayFromParts, isExchangeDay } from './calendar.ts';
import { money } from './decimal.ts';
import type { Random } from './random.ts';
import type { DemoAccount, DemoAccountKind, DemoTransaction } from './types.ts';

/** What an account trades: each market with its share of the account's trades. */
export type DemoMarket = 'stock' | 'option' | 'future' | 'micro-future' | 'forex' | 'crypto';

/**
 * When an account trades: US equity hours, CME futures hours, forex around the clock on weekdays,
 * or crypto around the clock every day.
 */
export type DemoSession = 'us-equities' | 'futures' | 'forex' | 'crypto';

export interface AccountProfile {
  name: string;
  broker: string;
  kind: DemoAccountKind;
  /** Every instrument of its markets is quoted in it, so all of its money adds up in one currency. */
  currency: string;
  startingBalanceCents: number;
  breakEvenToleranceCents: number;
  /** The account's share of all trades. */
  weight: number;
  /** The usual money at risk on a trade, in the account's currency. */
  risk: number;
  markets: readonly (readonly [DemoMarket, number])[];
  session: DemoSession;
  /** The share of trades held over several days. */
  swing: number;
  /** The usual holding time of an intraday trade, in minutes. */
  holdMinutes: number;
}

export const PROFILES: readonly AccountProfile[] = [
  {
    name: 'Main margin',
    broker: 'Interactive Brokers',
    kind: 'live',
    currency: 'USD',
    startingBalanceCents: 3_000_000,
    breakEvenToleranceCents: 500,
    weight: 0.4,
    risk: 150,
    markets: [
      ['stock', 0.7],
      ['option', 0.3],
    ],
    session: 'us-equities',
    swing: 0.1,
    holdMinutes: 18,
  },
  {
    name: 'Futures prop 50K',
    broker: 'Topstep',
    kind: 'prop',
    currency: 'USD',
    startingBalanceCents: 5_000_000,
    breakEvenToleranceCents: 0,
    weight: 0.35,
    risk: 300,
    markets: [['future', 1]],
    session: 'futures',
    swing: 0.02,
    holdMinutes: 12,
  },
  {
    name: 'Forex',
    broker: 'OANDA',
    kind: 'live',
    currency: 'USD',
    startingBalanceCents: 1_500_000,
    breakEvenToleranceCents: 0,
    weight: 0.17,
    risk: 90,
    markets: [['forex', 1]],
    session: 'forex',
    swing: 0.08,
    holdMinutes: 45,
  },
  {
    name: 'Crypto',
    broker: 'Kraken',
    kind: 'live',
    currency: 'EUR',
    startingBalanceCents: 800_000,
    breakEvenToleranceCents: 0,
    weight: 0.08,
    risk: 60,
    markets: [['crypto', 1]],
    session: 'crypto',
    swing: 0.1,
    holdMinutes: 50,
  },
  {
    name: 'Micro futures practice',
    broker: 'NinjaTrader',
    kind: 'demo',
    currency: 'USD',
    startingBalanceCents: 10_000_000,
    breakEvenToleranceCents: 0,
    weight: 0.15,
    risk: 60,
    markets: [['micro-future', 1]],
    session: 'futures',
    swing: 0,
    holdMinutes: 8,
  },
  {
    name: 'Swing paper',
    broker: 'thinkorswim',
    kind: 'paper',
    currency: 'USD',
    startingBalanceCents: 10_000_000,
    breakEvenToleranceCents: 1000,
    weight: 0.08,
    risk: 500,
    markets: [['stock', 1]],
    session: 'us-equities',
    swing: 0.6,
    holdMinutes: 90,
  },
  {
    name: 'Forex backtest',
    broker: 'Backtest',
    kind: 'backtest',
    currency: 'USD',
    startingBalanceCents: 1_000_000,
    breakEvenToleranceCents: 0,
    weight: 0.1,
    risk: 100,
    markets: [['forex', 1]],
    session: 'forex',
    swing: 0.05,
    holdMinutes: 60,
  },
];

export const MAX_ACCOUNTS = PROFILES.length;

export function accountRef(index: number): string {
  return `account-${index + 1}`;
}

/** The accounts, each opened a few weeks before the first trading day. */
export function buildAccounts(profiles: readonly AccountProfile[], firstDay: number): DemoAccount[] {
  return profiles.map((profile, index) => ({
    ref: accountRef(index),
    name: profile.name,
    broker: profile.broker,
    kind: profile.kind,
    currency: profile.currency,
    startingBalance: money(profile.startingBalanceCents),
    startingDate: isoDayOf(firstDay - 7 * (index + 2)),
    breakEvenTolerance: money(profile.breakEvenToleranceCents),
  }));
}

/** The first business day of a month at or after `day`. */
function businessDayFrom(day: number): number {
  let d = day;
  while (!isExchangeDay(d)) d++;
  return d;
}

/**
 * Money moved over the journal's months: the margin account earns interest on its cash each month
 * and gets a deposit every quarter; the prop account pays its monthly platform fee and pays out
 * every other month; the forex and crypto accounts pay a custody fee each quarter. With the
 * default accounts the first month carries one of each kind, so even a short journal shows them
 * all.
 */
export function buildTransactions(
  random: Random,
  profiles: readonly AccountProfile[],
  firstDay: number,
  lastDay: number,
): DemoTransaction[] {
  const transactions: DemoTransaction[] = [];
  const at = (day: number, hour: number) => isoAt(day * DAY + hour * HOUR, 0);
  const add = (index: number, kind: DemoTransaction['kind'], day: number, cents: number, note: string) => {
    transactions.push({
      accountRef: accountRef(index),
      kind,
      occurredAt: at(day, 14),
      amount: money(cents),
      note,
    });
  };
  const { year, month } = partsOf(firstDay);
  const months = (partsOf(lastDay).year - year) * 12 + partsOf(lastDay).month - month + 1;
  for (let m = 0; m < months; m++) {
    const first = businessDayFrom(dayFromParts(year, month + m, 1));
    const mid = businessDayFrom(dayFromParts(year, month + m, 15));
    profiles.forEach((profile, index) => {
      if (profile.kind === 'backtest' || profile.kind === 'paper' || profile.kind === 'demo') return;
      if (profile.session === 'us-equities') {
        add(index, 'interest', first, random.int(900, 4200), 'Interest on cash balance');
        if (m % 3 === 0)
          add(index, 'deposit', mid, random.pick([250_000, 500_000, 100_000]), 'Savings deposit');
        if (m === 0)
          add(index, 'adjustment', businessDayFrom(mid + 1), random.int(120, 900), 'Dividend correction');
      } else if (profile.session === 'futures') {
        add(index, 'fee', first, -14_900, 'Platform and data fee');
        if (m % 2 === 1 || m === 0)
          add(index, 'withdrawal', mid, -random.int(5, 30) * 10_000, 'Profit payout');
      } else if (m % 3 === 0) {
        add(index, 'fee', first, -random.int(800, 1500), 'Custody fee');
        if (m === 0) add(index, 'deposit', mid, 250_000, 'Top-up from savings');
      }
    });
  }
  return transactions.sort((a, b) =>
    a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : 0,
  );
}

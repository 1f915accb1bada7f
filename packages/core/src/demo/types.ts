// The sample journal as plain data. Refs are local to one journal: whoever stores it maps each ref
// to the id the database gives the row.

export type DemoAssetClass = 'stock' | 'option' | 'future' | 'forex' | 'crypto';
export type DemoAccountKind = 'live' | 'demo' | 'prop' | 'paper' | 'backtest';
export type DemoTransactionKind = 'deposit' | 'withdrawal' | 'fee' | 'interest' | 'adjustment';
export type DemoTagGroup = 'setup' | 'mistake' | 'emotion' | 'custom';

export interface DemoJournalOptions {
  /** Any integer; the same seed and options give a deeply equal journal. */
  seed: number;
  /** How many trades, in total over all accounts. */
  trades: number;
  /** The first trading day, an ISO date (YYYY-MM-DD); default 2025-01-02. Ignored with `now`. */
  start?: string;
  /**
   * The moment the journal is made, in epoch milliseconds: it then ends as close to it as it can
   * (today, or the last trading day before it) and holds nothing after it. "Try it with sample
   * data" passes the clock, so the calendar and every "this month" view have trades in them.
   */
  now?: number;
  /** How many accounts, 1 to 7; default 4. */
  accounts?: number;
}

export interface DemoAccount {
  ref: string;
  name: string;
  broker: string;
  kind: DemoAccountKind;
  currency: string;
  startingBalance: string;
  /** YYYY-MM-DD */
  startingDate: string;
  breakEvenTolerance: string;
}

export interface DemoTransaction {
  accountRef: string;
  kind: DemoTransactionKind;
  occurredAt: string;
  /** The signed effect on the balance: a withdrawal or a fee is negative. */
  amount: string;
  note?: string;
}

export interface DemoTag {
  ref: string;
  name: string;
  color: string;
  group: DemoTagGroup;
}

export interface DemoStrategyRule {
  id: string;
  text: string;
}

export interface DemoStrategy {
  ref: string;
  name: string;
  description: string;
  market: string;
  timeframe: string;
  rules: DemoStrategyRule[];
}

export interface DemoExecution {
  /** ISO 8601 with an offset. */
  time: string;
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
  commission: string;
  fees: string;
}

export interface DemoTrade {
  ref: string;
  accountRef: string;
  symbol: string;
  assetClass: DemoAssetClass;
  multiplier: string;
  /**
   * The currency of the fills' prices and costs, hence of the trade's P&L: the instrument's quote
   * currency, always its account's, since the P&L adds up into the account's balance.
   */
  currency: string;
  initialStop: string | null;
  target: string | null;
  strategyRef: string | null;
  followedRuleIds: string[];
  tagRefs: string[];
  rating: number | null;
  confidence: number | null;
  notes: string | null;
  /** In time order; one flat-to-flat round trip (the last few trades of a journal may be open). */
  executions: DemoExecution[];
}

export interface DemoJournalDay {
  /** YYYY-MM-DD in New York, the sample trader's time zone. */
  day: string;
  plan: string;
  review: string;
  mood: number;
  lessons: string;
}

export interface DemoJournal {
  accounts: DemoAccount[];
  transactions: DemoTransaction[];
  tags: DemoTag[];
  strategies: DemoStrategy[];
  trades: DemoTrade[];
  journalDays: DemoJournalDay[];
}

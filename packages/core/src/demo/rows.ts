// A demo journal as the database takes it (docs/decisions/0012-journal-model.md): one row per
// account, tag, strategy, transaction and journal day, and each trade as rpc/save_trades takes it.
// Whoever writes the rows resolves refs to ids, since only the database gives ids.
import type {
  DemoAccount,
  DemoAccountKind,
  DemoAssetClass,
  DemoJournalDay,
  DemoStrategy,
  DemoStrategyRule,
  DemoTag,
  DemoTagGroup,
  DemoTrade,
  DemoTransaction,
  DemoTransactionKind,
} from './types.ts';

// Type aliases rather than interfaces, so a row is also a Record<string, unknown> to the writers.
export type DemoAccountRow = {
  name: string;
  broker: string;
  kind: DemoAccountKind;
  currency: string;
  starting_balance: string;
  starting_date: string;
  break_even_tolerance: string;
  is_sample: boolean;
};

export type DemoTagRow = { name: string; color: string; tag_group: DemoTagGroup; is_sample: boolean };

export type DemoStrategyRow = {
  name: string;
  description: string;
  market: string;
  timeframe: string;
  rules: DemoStrategyRule[];
  is_sample: boolean;
};

export type DemoTransactionRow = {
  account_id: string | null;
  kind: DemoTransactionKind;
  occurred_at: string;
  amount: string;
  note: string | null;
  /** Marks the sample's own deposits, so removing the sample leaves the trader's in its account. */
  is_sample: true;
};

export type DemoFillInput = {
  executed_at: string;
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
  commission: string;
  fees: string;
  currency: string;
};

export type DemoTradeInput = {
  account_id: string | null;
  symbol: string;
  asset_class: DemoAssetClass;
  multiplier: string;
  currency: string;
  stop_price: string | null;
  target_price: string | null;
  strategy_id: string | null;
  followed_rule_ids: string[];
  rating: number | null;
  confidence: number | null;
  notes: string | null;
  is_sample: boolean;
  executions: DemoFillInput[];
  tag_ids: string[];
};

export type DemoJournalDayRow = {
  day: string;
  plan: string;
  review: string;
  mood: number;
  lessons: string;
  is_sample: boolean;
};

/**
 * The ids the database gave a journal's refs. A resolver may throw on a ref it does not know, or
 * answer null: an account or strategy then stays null (for the database to refuse or accept), an
 * unknown tag is left off.
 */
export interface DemoRefIds {
  accountId: (ref: string) => string | null;
  strategyId: (ref: string) => string | null;
  tagId: (ref: string) => string | null;
}

export function demoAccountRow(account: DemoAccount, isSample: boolean): DemoAccountRow {
  return {
    name: account.name,
    broker: account.broker,
    kind: account.kind,
    currency: account.currency,
    starting_balance: account.startingBalance,
    starting_date: account.startingDate,
    break_even_tolerance: account.breakEvenTolerance,
    is_sample: isSample,
  };
}

export function demoTagRow(tag: DemoTag, isSample: boolean): DemoTagRow {
  return { name: tag.name, color: tag.color, tag_group: tag.group, is_sample: isSample };
}

export function demoStrategyRow(strategy: DemoStrategy, isSample: boolean): DemoStrategyRow {
  return {
    name: strategy.name,
    description: strategy.description,
    market: strategy.market,
    timeframe: strategy.timeframe,
    rules: strategy.rules,
    is_sample: isSample,
  };
}

/** A transaction has no sample mark of its own: removing its account removes it too. */
export function demoTransactionRow(
  transaction: DemoTransaction,
  accountId: string | null,
): DemoTransactionRow {
  return {
    account_id: accountId,
    kind: transaction.kind,
    occurred_at: transaction.occurredAt,
    amount: transaction.amount,
    note: transaction.note ?? null,
    is_sample: true,
  };
}

/** A demo trade as rpc/save_trades takes it: its own columns, its fills and its tags. */
export function demoTradeInput(trade: DemoTrade, ids: DemoRefIds, isSample: boolean): DemoTradeInput {
  return {
    account_id: ids.accountId(trade.accountRef),
    symbol: trade.symbol,
    asset_class: trade.assetClass,
    multiplier: trade.multiplier,
    currency: trade.currency,
    stop_price: trade.initialStop,
    target_price: trade.target,
    strategy_id: trade.strategyRef === null ? null : ids.strategyId(trade.strategyRef),
    followed_rule_ids: trade.followedRuleIds,
    rating: trade.rating,
    confidence: trade.confidence,
    notes: trade.notes,
    is_sample: isSample,
    executions: trade.executions.map((fill) => ({
      executed_at: fill.time,
      side: fill.side,
      quantity: fill.quantity,
      price: fill.price,
      commission: fill.commission,
      fees: fill.fees,
      // A trade's currency is its account's, so each of its fills is priced in it too.
      currency: trade.currency,
    })),
    tag_ids: trade.tagRefs.flatMap((ref) => ids.tagId(ref) ?? []),
  };
}

export function demoJournalDayRow(day: DemoJournalDay, isSample: boolean): DemoJournalDayRow {
  return {
    day: day.day,
    plan: day.plan,
    review: day.review,
    mood: day.mood,
    lessons: day.lessons,
    is_sample: isSample,
  };
}

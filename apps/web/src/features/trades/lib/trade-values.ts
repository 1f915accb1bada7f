import {
  EMPTY_TRADE_FORM,
  fillRowsFitSimple,
  fillRowsToSimple,
  type FillRowValues,
  type TradeDraft,
  type TradeFormValues,
  type TradePreview,
} from '@edgelog/core';
import type { SaveTrade, TradeRecord } from '../api/trade';
import { isoToLocalInput } from './local-datetime';

const newKey = () => crypto.randomUUID();

/**
 * A stored trade as the form shows it: in the simple mode when its fills fit it (one entry, one
 * exit of the same size, fees on the entry), in the executions editor otherwise. `copy` leaves out
 * every id, for a duplicate that saves as a new trade.
 */
export function formValuesOf(trade: TradeRecord, copy = false): TradeFormValues {
  const fills: FillRowValues[] = trade.executions.map((fill) => ({
    key: newKey(),
    id: copy ? null : fill.id,
    time: isoToLocalInput(fill.executed_at),
    side: fill.side,
    quantity: fill.quantity,
    price: fill.price,
    commission: fill.commission === '0' ? '' : fill.commission,
    fees: fill.fees === '0' ? '' : fill.fees,
  }));
  const base: TradeFormValues = {
    ...EMPTY_TRADE_FORM,
    mode: 'executions',
    accountId: trade.account_id ?? '',
    symbol: trade.symbol,
    assetClass: trade.asset_class,
    multiplier: trade.multiplier,
    direction: trade.side,
    fills,
    stop: trade.stop_price ?? '',
    target: trade.target_price ?? '',
    strategyId: trade.strategy_id ?? '',
    followedRuleIds: trade.followed_rule_ids ?? [],
    tagIds: trade.tagIds,
    notes: trade.notes ?? '',
    rating: trade.rating === null ? '' : String(trade.rating),
    confidence: trade.confidence === null ? '' : String(trade.confidence),
    mae: trade.mae ?? '',
    mfe: trade.mfe ?? '',
  };
  if (fills.length === 0)
    return {
      ...base,
      mode: 'simple',
      planned: true,
      entryPrice: trade.entry_price ?? '',
      quantity: trade.quantity ?? '',
    };
  return fillRowsFitSimple(fills) ? fillRowsToSimple(base) : base;
}

/**
 * What `save_trades` takes for a checked form: one element per trade its fills make (two after a
 * confirmed flip). The first keeps the edited trade's id; a later one is new, runs the other way
 * and so starts without the stop, target, review and excursions, which were the first's.
 */
export function saveTradesOf(
  draft: TradeDraft,
  previews: readonly TradePreview[],
  tradeId: string | null,
): SaveTrade[] {
  const common = {
    account_id: draft.accountId,
    symbol: draft.symbol,
    asset_class: draft.assetClass,
    multiplier: draft.multiplier,
    strategy_id: draft.strategyId,
    followed_rule_ids: draft.followedRuleIds,
    tag_ids: draft.tagIds,
  };
  const own = {
    stop_price: draft.stop,
    target_price: draft.target,
    notes: draft.notes,
    rating: draft.rating,
    confidence: draft.confidence,
    mae: draft.mae,
    mfe: draft.mfe,
  };
  const withId = tradeId === null ? {} : { id: tradeId };
  if (draft.plan)
    return [
      {
        ...withId,
        ...common,
        ...own,
        side: draft.plan.direction,
        entry_price: draft.plan.entryPrice,
        quantity: draft.plan.quantity,
        executions: [],
      },
    ];
  return previews.map((preview, index) => ({
    ...(index === 0 ? withId : {}),
    ...common,
    ...(index === 0
      ? own
      : {
          stop_price: null,
          target_price: null,
          notes: null,
          rating: null,
          confidence: null,
          mae: null,
          mfe: null,
        }),
    executions: preview.fills.map((fill) => ({
      ...(fill.id === null ? {} : { id: fill.id }),
      executed_at: fill.executedAt,
      side: fill.side,
      quantity: fill.quantity,
      price: fill.price,
      commission: fill.commission,
      fees: fill.fees,
    })),
  }));
}

import type { FillExportRow, TradeExportRow } from '@edgelog/core';
import { z } from 'zod';

const text = z.string().nullable();

// Every numeric is read as text so the file holds the database's digits, not a double's.
export const EXPORT_TRADE_COLUMNS = [
  'id',
  'symbol',
  'side',
  'status',
  'asset_class',
  'account_id',
  'strategy_id',
  'currency',
  'opened_at',
  'closed_at',
  'rating',
  'notes',
  'multiplier:multiplier::text',
  'quantity:quantity::text',
  'entry:entry_price::text',
  'exit:exit_price::text',
  'net:net_pnl::text',
  'gross:gross_pnl::text',
  'costs:fees::text',
  'r:r_multiple::text',
  'risk:initial_risk::text',
].join(',');

export const exportTrade = z.object({
  id: z.string(),
  symbol: z.string(),
  side: z.string(),
  status: z.string(),
  asset_class: text,
  account_id: text,
  strategy_id: text,
  currency: text,
  opened_at: text,
  closed_at: text,
  rating: z.number().nullable(),
  notes: text,
  multiplier: text,
  quantity: text,
  entry: text,
  exit: text,
  net: text,
  gross: text,
  costs: text,
  r: text,
  risk: text,
});
export type ExportTrade = z.infer<typeof exportTrade>;

export const EXPORT_FILL_COLUMNS = [
  'trade_id',
  'account_id',
  'symbol',
  'asset_class',
  'side',
  'executed_at',
  'currency',
  'broker_execution_id',
  'order_id',
  'seq',
  'quantity:quantity::text',
  'price:price::text',
  'commission:commission::text',
  'fees:fees::text',
].join(',');

export const exportFill = z.object({
  trade_id: z.string(),
  account_id: text,
  symbol: z.string(),
  asset_class: text,
  side: z.enum(['buy', 'sell']),
  executed_at: z.string(),
  currency: text,
  broker_execution_id: text,
  order_id: text,
  seq: z.coerce.number(),
  quantity: z.string(),
  price: z.string(),
  commission: z.string(),
  fees: z.string(),
});
export type ExportFill = z.infer<typeof exportFill>;

export interface ExportNames {
  accounts: ReadonlyMap<string, string>;
  strategies: ReadonlyMap<string, string>;
  tags: ReadonlyMap<string, string>;
}

const nameOf = (names: ReadonlyMap<string, string>, id: string | null): string | null =>
  id === null ? null : (names.get(id) ?? null);

/** A trade as the export file has it: names in place of ids, tags by name in the journal's order. */
export function tradeExportRow(
  trade: ExportTrade,
  tagIds: readonly string[],
  names: ExportNames,
): TradeExportRow {
  return {
    id: trade.id,
    account: nameOf(names.accounts, trade.account_id),
    symbol: trade.symbol,
    assetClass: trade.asset_class,
    side: trade.side,
    status: trade.status,
    openedAt: trade.opened_at,
    closedAt: trade.closed_at,
    quantity: trade.quantity,
    entry: trade.entry,
    exit: trade.exit,
    currency: trade.currency,
    net: trade.net,
    gross: trade.gross,
    costs: trade.costs,
    r: trade.r,
    initialRisk: trade.risk,
    strategy: nameOf(names.strategies, trade.strategy_id),
    tags: tagIds.flatMap((id) => names.tags.get(id) ?? []),
    rating: trade.rating,
    notes: trade.notes,
  };
}

/**
 * The fills in time order (the journal's own order for one instant), each with its trade's
 * multiplier and, where the fill has none, its trade's asset class and currency.
 */
export function fillExportRows(
  fills: readonly ExportFill[],
  trades: ReadonlyMap<string, ExportTrade>,
  accounts: ReadonlyMap<string, string>,
): FillExportRow[] {
  const ordered = [...fills].sort(
    (a, b) => Date.parse(a.executed_at) - Date.parse(b.executed_at) || a.seq - b.seq,
  );
  return ordered.map((fill) => {
    const trade = trades.get(fill.trade_id);
    return {
      tradeId: fill.trade_id,
      account: nameOf(accounts, fill.account_id),
      symbol: fill.symbol,
      assetClass: fill.asset_class ?? trade?.asset_class ?? '',
      side: fill.side,
      quantity: fill.quantity,
      price: fill.price,
      commission: fill.commission,
      fees: fill.fees,
      time: fill.executed_at,
      multiplier: trade?.multiplier ?? null,
      currency: fill.currency ?? trade?.currency ?? null,
      brokerExecutionId: fill.broker_execution_id,
      orderId: fill.order_id,
    };
  });
}

// A run's trades as rpc/save_trades takes them, so a saved backtest is derived by the journal's own
// trigger from the same fills the simulation made.
import type { BacktestTrade } from './simulate.ts';

/** A double as plain decimal text (no exponent, no trailing zeros): the API reads numbers from text. */
export function decimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // Fills are written to 10 places by the simulation; more would only show the double's noise.
  const fixed = value.toFixed(10);
  const trimmed = fixed.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

export interface BacktestJournalOptions {
  accountId: string;
  symbol: string;
  assetClass: 'stock' | 'option' | 'future' | 'forex' | 'crypto' | 'cfd';
  multiplier: number;
  currency: string;
  notes?: string;
}

export interface BacktestJournalFill {
  executed_at: string;
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
  commission: string;
  currency: string;
  note: string;
}

export interface BacktestJournalTrade {
  account_id: string;
  symbol: string;
  asset_class: BacktestJournalOptions['assetClass'];
  multiplier: string;
  currency: string;
  stop_price: string | null;
  target_price: string | null;
  notes: string | null;
  executions: BacktestJournalFill[];
}

const FILL_NOTES = { entry: 'Entry', stop: 'Stop', target: 'Target', exit: 'Exit' } as const;

/** One save_trades element per simulated trade, its fills with why each happened as their note. */
export function backtestJournalTrades(
  trades: readonly BacktestTrade[],
  options: BacktestJournalOptions,
): BacktestJournalTrade[] {
  return trades.map((trade) => ({
    account_id: options.accountId,
    symbol: options.symbol,
    asset_class: options.assetClass,
    multiplier: decimalText(options.multiplier),
    currency: options.currency,
    stop_price: trade.initialStop === null ? null : decimalText(trade.initialStop),
    target_price: trade.target === null ? null : decimalText(trade.target),
    notes: options.notes ?? null,
    executions: trade.executions.map((fill) => ({
      executed_at: fill.time,
      side: fill.side,
      quantity: decimalText(fill.quantity),
      price: decimalText(fill.price),
      commission: decimalText(fill.commission),
      currency: options.currency,
      note: FILL_NOTES[fill.reason],
    })),
  }));
}

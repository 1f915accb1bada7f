import { describe, expect, it } from 'vitest';
import { fillExportRows, tradeExportRow, type ExportFill, type ExportTrade } from './export-rows';

const TRADE: ExportTrade = {
  id: 't-1',
  symbol: 'MESM6',
  side: 'long',
  status: 'closed',
  asset_class: 'future',
  account_id: 'a-1',
  strategy_id: 's-gone',
  currency: 'USD',
  opened_at: '2026-03-11T14:31:00+00:00',
  closed_at: '2026-03-11T15:31:00+00:00',
  rating: 3,
  notes: null,
  multiplier: '5',
  quantity: '3',
  entry: '5250.25',
  exit: '5261.50',
  net: '168.75',
  gross: '168.75',
  costs: '0',
  r: null,
  risk: null,
};

const NAMES = {
  accounts: new Map([['a-1', 'Futures']]),
  strategies: new Map<string, string>(),
  tags: new Map([
    ['g-1', 'A+ setup'],
    ['g-2', 'FOMO'],
  ]),
};

function fill(at: string, seq: number, extra: Partial<ExportFill> = {}): ExportFill {
  return {
    trade_id: 't-1',
    account_id: 'a-1',
    symbol: 'MESM6',
    asset_class: null,
    side: 'buy',
    executed_at: at,
    currency: null,
    broker_execution_id: null,
    order_id: null,
    seq,
    quantity: '1',
    price: '5250.25',
    commission: '0',
    fees: '0',
    ...extra,
  };
}

describe('tradeExportRow', () => {
  it('names the account, strategy and tags, leaving out what no longer exists', () => {
    const row = tradeExportRow(TRADE, ['g-2', 'g-missing', 'g-1'], NAMES);
    expect(row.account).toBe('Futures');
    expect(row.strategy).toBeNull();
    expect(row.tags).toEqual(['FOMO', 'A+ setup']);
    expect(row.net).toBe('168.75');
  });
});

describe('fillExportRows', () => {
  it('orders fills by time then by the order they were written, with the trade’s multiplier and class', () => {
    const rows = fillExportRows(
      [
        fill('2026-03-11T15:31:00+00:00', 9, { side: 'sell', currency: 'EUR' }),
        fill('2026-03-11T14:31:00+00:00', 5),
        fill('2026-03-11T14:31:00+00:00', 4, { asset_class: 'future' }),
      ],
      new Map([['t-1', TRADE]]),
      NAMES.accounts,
    );
    expect(rows.map((row) => [row.time, row.side, row.currency])).toEqual([
      ['2026-03-11T14:31:00+00:00', 'buy', 'USD'],
      ['2026-03-11T14:31:00+00:00', 'buy', 'USD'],
      ['2026-03-11T15:31:00+00:00', 'sell', 'EUR'],
    ]);
    expect(rows.map((row) => [row.multiplier, row.assetClass, row.account])).toEqual([
      ['5', 'future', 'Futures'],
      ['5', 'future', 'Futures'],
      ['5', 'future', 'Futures'],
    ]);
  });
});

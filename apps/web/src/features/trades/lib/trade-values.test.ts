import { EMPTY_TRADE_FORM, previewTrades, type FillDraft, type TradeDraft } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import type { TradeExecutionRow, TradeRecord } from '../api/trade';
import { isoToLocalInput } from './local-datetime';
import { formValuesOf, saveTradesOf } from './trade-values';

const ACCOUNT = '0f8fad5b-d9cb-469f-a165-70867728950e';

function record(set: Partial<TradeRecord>): TradeRecord {
  return {
    id: 'trade-1',
    account_id: ACCOUNT,
    symbol: 'AAPL',
    asset_class: 'stock',
    multiplier: '1',
    currency: 'USD',
    side: 'long',
    status: 'closed',
    entry_price: '100',
    exit_price: '110',
    quantity: '10',
    closed_quantity: '10',
    open_quantity: '0',
    fees: '2',
    gross_pnl: '100',
    net_pnl: '98',
    return_pct: '10',
    initial_risk: '50',
    r_multiple: '1.96',
    planned_r: '2',
    holding_ms: '3600000',
    result: 'win',
    fill_count: 2,
    opened_at: '2025-01-02T14:30:00.000Z',
    closed_at: '2025-01-02T15:30:00.000Z',
    stop_price: '95',
    target_price: null,
    strategy_id: null,
    followed_rule_ids: null,
    notes: null,
    rating: 4,
    confidence: null,
    mae: null,
    mfe: '12.5',
    archived_at: null,
    is_sample: false,
    executions: [],
    tagIds: ['tag-1'],
    attachments: [],
    ...set,
  };
}

const fill = (
  set: Partial<TradeExecutionRow> & Pick<TradeExecutionRow, 'id' | 'side'>,
): TradeExecutionRow => ({
  executed_at: '2025-01-02T14:30:00.000Z',
  quantity: '10',
  price: '100',
  commission: '0',
  fees: '0',
  seq: 1,
  ...set,
});

const entry = fill({ id: 'fill-1', side: 'buy', fees: '2' });
const exit = fill({
  id: 'fill-2',
  side: 'sell',
  executed_at: '2025-01-02T15:30:00.000Z',
  price: '110',
  seq: 2,
});

describe('formValuesOf', () => {
  it('opens a round trip of one entry and one exit in the simple form', () => {
    const values = formValuesOf(record({ executions: [entry, exit] }));
    expect(values).toMatchObject({
      mode: 'simple',
      accountId: ACCOUNT,
      symbol: 'AAPL',
      direction: 'long',
      entryTime: isoToLocalInput('2025-01-02T14:30:00.000Z'),
      entryPrice: '100',
      exitTime: isoToLocalInput('2025-01-02T15:30:00.000Z'),
      exitPrice: '110',
      quantity: '10',
      fees: '2',
      entryFillId: 'fill-1',
      exitFillId: 'fill-2',
      stop: '95',
      target: '',
      strategyId: '',
      followedRuleIds: [],
      tagIds: ['tag-1'],
      notes: '',
      rating: '4',
      confidence: '',
      mae: '',
      mfe: '12.5',
    });
    // a stored zero cost is an empty box, not a typed 0
    expect(values.fills.map((row) => [row.id, row.commission, row.fees])).toEqual([
      ['fill-1', '', '2'],
      ['fill-2', '', ''],
    ]);
  });

  it('opens fills that do not fit the simple form in the executions editor', () => {
    const scaled = [
      entry,
      exit,
      fill({ id: 'fill-3', side: 'sell', quantity: '5', commission: '1.25', seq: 3 }),
    ];
    const values = formValuesOf(record({ executions: scaled }));
    expect(values.mode).toBe('executions');
    expect(values.fills.map((row) => [row.id, row.side, row.quantity, row.commission])).toEqual([
      ['fill-1', 'buy', '10', ''],
      ['fill-2', 'sell', '10', ''],
      ['fill-3', 'sell', '5', '1.25'],
    ]);
    expect(new Set(values.fills.map((row) => row.key)).size).toBe(3);
  });

  it('leaves every id out of a copy', () => {
    const values = formValuesOf(record({ executions: [entry, exit] }), true);
    expect(values.fills.map((row) => row.id)).toEqual([null, null]);
    expect([values.entryFillId, values.exitFillId]).toEqual([null, null]);
  });

  it('opens a plan (no fills) as a planned simple form', () => {
    const values = formValuesOf(
      record({ status: 'planned', side: 'short', entry_price: '50.5', quantity: null, account_id: null }),
    );
    expect(values).toMatchObject({
      mode: 'simple',
      planned: true,
      direction: 'short',
      entryPrice: '50.5',
      quantity: '',
      accountId: '',
      fills: [],
      entryTime: EMPTY_TRADE_FORM.entryTime,
    });
  });
});

const draftOf = (fills: FillDraft[], plan: TradeDraft['plan'] = null): TradeDraft => ({
  accountId: ACCOUNT,
  symbol: 'ES',
  assetClass: 'future',
  multiplier: '50',
  plan,
  fills,
  stop: '4490',
  target: '4520',
  strategyId: 'strategy-1',
  followedRuleIds: ['rule-1'],
  tagIds: ['tag-1'],
  notes: 'opening drive',
  rating: 5,
  confidence: 3,
  mae: '2',
  mfe: '8',
});

const common = {
  account_id: ACCOUNT,
  symbol: 'ES',
  asset_class: 'future',
  multiplier: '50',
  strategy_id: 'strategy-1',
  followed_rule_ids: ['rule-1'],
  tag_ids: ['tag-1'],
};
const own = {
  stop_price: '4490',
  target_price: '4520',
  notes: 'opening drive',
  rating: 5,
  confidence: 3,
  mae: '2',
  mfe: '8',
};

describe('saveTradesOf', () => {
  it('saves a plan with its direction, entry and size and no fills', () => {
    const draft = draftOf([], { direction: 'short', entryPrice: '4500', quantity: '2' });
    expect(saveTradesOf(draft, [], 'trade-1')).toEqual([
      { id: 'trade-1', ...common, ...own, side: 'short', entry_price: '4500', quantity: '2', executions: [] },
    ]);
    expect(saveTradesOf(draft, [], null)[0]).not.toHaveProperty('id');
  });

  it('saves a flip as two trades: the second is new and starts without the first one’s review', () => {
    const fills: FillDraft[] = [
      {
        id: 'fill-1',
        executedAt: '2025-01-02T14:30:00.000Z',
        side: 'buy',
        quantity: '2',
        price: '4500',
        commission: '0',
        fees: '0',
      },
      {
        id: null,
        executedAt: '2025-01-02T15:00:00.000Z',
        side: 'sell',
        quantity: '2',
        price: '4510',
        commission: '0',
        fees: '0',
      },
      {
        id: null,
        executedAt: '2025-01-02T15:10:00.000Z',
        side: 'sell',
        quantity: '1',
        price: '4512',
        commission: '0',
        fees: '0',
      },
    ];
    const draft = draftOf(fills);
    const previews = previewTrades(fills, {
      multiplier: '50',
      stop: '4490',
      target: '4520',
      breakEvenTolerance: '0',
    });
    expect(previews).toHaveLength(2);
    expect(saveTradesOf(draft, previews, 'trade-1')).toEqual([
      {
        id: 'trade-1',
        ...common,
        ...own,
        executions: [
          {
            id: 'fill-1',
            executed_at: '2025-01-02T14:30:00.000Z',
            side: 'buy',
            quantity: '2',
            price: '4500',
            commission: '0',
            fees: '0',
          },
          {
            executed_at: '2025-01-02T15:00:00.000Z',
            side: 'sell',
            quantity: '2',
            price: '4510',
            commission: '0',
            fees: '0',
          },
        ],
      },
      {
        ...common,
        stop_price: null,
        target_price: null,
        notes: null,
        rating: null,
        confidence: null,
        mae: null,
        mfe: null,
        executions: [
          {
            executed_at: '2025-01-02T15:10:00.000Z',
            side: 'sell',
            quantity: '1',
            price: '4512',
            commission: '0',
            fees: '0',
          },
        ],
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkTradeForm, roundTripCount, type TradeCheckContext } from './trade-check.ts';
import {
  EMPTY_TRADE_FORM,
  fillRowsFitSimple,
  fillRowsToSimple,
  normalizeSymbol,
  simpleToFillRows,
  type FillRowValues,
  type TradeFormValues,
} from './trade-form.ts';

// The trader's zone is UTC+01:00 here, so each check proves the local time is read in it.
const context: TradeCheckContext = {
  toInstant: (local) => {
    const at = Date.parse(`${local}+01:00`);
    return Number.isNaN(at) ? null : new Date(at).toISOString();
  },
  now: '2026-02-01T12:00:00.000Z',
};

function simple(overrides: Partial<TradeFormValues> = {}): TradeFormValues {
  return {
    ...EMPTY_TRADE_FORM,
    symbol: 'aapl ',
    entryTime: '2026-01-05T09:30',
    entryPrice: '187.25',
    quantity: '10',
    ...overrides,
  };
}

let keys = 0;
function row(
  time: string,
  side: string,
  quantity: string,
  price: string,
  extra: Partial<FillRowValues> = {},
) {
  keys += 1;
  return { key: `k${keys}`, id: null, time, side, quantity, price, commission: '', fees: '', ...extra };
}

function executions(fills: FillRowValues[], overrides: Partial<TradeFormValues> = {}): TradeFormValues {
  return {
    ...EMPTY_TRADE_FORM,
    mode: 'executions',
    symbol: 'ES',
    assetClass: 'future',
    multiplier: '50',
    fills,
    ...overrides,
  };
}

function issuesOf(values: TradeFormValues) {
  const check = checkTradeForm(values, context);
  return check.ok ? {} : Object.fromEntries(check.issues.map((issue) => [issue.field, issue.code]));
}

describe('checkTradeForm in the simple mode', () => {
  it('makes an open trade of one entry fill, its time read in the trader’s zone and its fees on it', () => {
    const check = checkTradeForm(
      simple({ entryPrice: '1,250.50', fees: '1.5', stop: '1,200', notes: '  ' }),
      context,
    );
    expect(check).toEqual({
      ok: true,
      draft: {
        accountId: null,
        symbol: 'AAPL',
        assetClass: 'stock',
        multiplier: '1',
        plan: null,
        fills: [
          {
            id: null,
            executedAt: '2026-01-05T08:30:00.000Z',
            side: 'buy',
            quantity: '10',
            price: '1250.50',
            commission: '0',
            fees: '1.5',
          },
        ],
        stop: '1200',
        target: null,
        strategyId: null,
        followedRuleIds: [],
        tagIds: [],
        notes: null,
        rating: null,
        confidence: null,
        mae: null,
        mfe: null,
      },
    });
  });

  it('adds the exit of a short as a buy', () => {
    const check = checkTradeForm(
      simple({
        direction: 'short',
        exitTime: '2026-01-05T10:00',
        exitPrice: '180',
        stop: '190',
        target: '170',
      }),
      context,
    );
    expect(check.ok && check.draft.fills.map((fill) => [fill.side, fill.price, fill.quantity])).toEqual([
      ['sell', '187.25', '10'],
      ['buy', '180', '10'],
    ]);
  });

  it('refuses each bad field with its catalogue code', () => {
    expect(
      issuesOf(
        simple({
          symbol: 'AA PL',
          entryPrice: '-3',
          quantity: '0',
          fees: 'abc',
          exitTime: '2026-01-05T10:00',
          stop: '0',
          rating: '6',
          mae: '1e5',
          notes: 'x'.repeat(20_001),
        }),
      ),
    ).toEqual({
      symbol: 'TRADE-001',
      entryPrice: 'TRADE-002',
      quantity: 'TRADE-003',
      fees: 'VALIDATION-002',
      exitPrice: 'VALIDATION-001',
      stop: 'TRADE-002',
      rating: 'VALIDATION-009',
      mae: 'VALIDATION-002',
      notes: 'VALIDATION-011',
    });
  });

  it('refuses an exit before the entry, a future fill and an unreadable time as TRADE-004', () => {
    expect(issuesOf(simple({ exitTime: '2026-01-05T09:00', exitPrice: '190' }))).toEqual({
      exitTime: 'TRADE-004',
    });
    expect(issuesOf(simple({ entryTime: '2026-03-01T09:00' }))).toEqual({ entryTime: 'TRADE-004' });
    expect(issuesOf(simple({ entryTime: '5 Jan' }))).toEqual({ entryTime: 'TRADE-004' });
    expect(issuesOf(simple({ entryTime: '' }))).toEqual({ entryTime: 'VALIDATION-001' });
  });

  it('puts the stop and target on the side of the entry the direction asks', () => {
    const check = checkTradeForm(simple({ stop: '190', target: '180' }), context);
    expect(check.ok ? [] : check.issues.map((issue) => issue.message)).toEqual([
      'For a long trade the stop must be below the entry.',
      'For a long trade the target must be above the entry.',
    ]);
    expect(issuesOf(simple({ stop: '187.25' }))).toEqual({ stop: 'TRADE-002' });
  });

  it('checks the forex pair and accepts it without the slash', () => {
    expect(issuesOf(simple({ assetClass: 'forex', symbol: 'EUR/EUR' }))).toEqual({ symbol: 'TRADE-001' });
    const check = checkTradeForm(
      simple({ assetClass: 'forex', symbol: 'gbpusd', entryPrice: '1.2650' }),
      context,
    );
    expect(check.ok && check.draft.symbol).toBe('GBP/USD');
  });

  it('keeps a plan without fills, and refuses an exit on it as a status conflict', () => {
    const plan = checkTradeForm(simple({ planned: true, entryTime: '', quantity: '' }), context);
    expect(plan.ok && plan.draft.plan).toEqual({ direction: 'long', entryPrice: '187.25', quantity: null });
    expect(plan.ok && plan.draft.fills).toEqual([]);
    expect(issuesOf(simple({ planned: true, exitPrice: '190' }))).toEqual({ exitPrice: 'TRADE-007' });
  });
});

describe('checkTradeForm with the executions editor', () => {
  it('orders the fills by instant and names a bad cell by row and column', () => {
    const fills = [
      row('2026-01-05T10:00', 'sell', '2', '4510'),
      row('2026-01-05T09:30', 'buy', '2', '4500', { commission: '4.20' }),
    ];
    const check = checkTradeForm(executions(fills, { stop: '4490' }), context);
    expect(check.ok && check.draft.fills.map((fill) => fill.price)).toEqual(['4500', '4510']);
    expect(check.ok && check.draft.fills[0]?.commission).toBe('4.20');

    expect(
      issuesOf(
        executions([row('2026-01-05T09:30', 'hold', '2', '4500'), row('', 'sell', '', 'x', { fees: '-1' })]),
      ),
    ).toEqual({
      'fills.0.side': 'VALIDATION-002',
      'fills.1.time': 'VALIDATION-001',
      'fills.1.quantity': 'VALIDATION-001',
      'fills.1.price': 'TRADE-002',
      'fills.1.fees': 'VALIDATION-002',
    });
    expect(issuesOf(executions([]))).toEqual({ fills: 'VALIDATION-001' });
  });

  it('lets an option expire at a price of 0', () => {
    const check = checkTradeForm(
      executions([row('2026-01-05T09:30', 'buy', '1', '2.5'), row('2026-01-09T16:00', 'sell', '1', '0')], {
        assetClass: 'option',
        symbol: 'AAPL260109C190',
        multiplier: '100',
      }),
      context,
    );
    expect(check.ok).toBe(true);
  });

  it('checks the stop against the average entry of the first round trip', () => {
    // Entries at 100 and 110 average 105: a stop at 104 is below it, one at 106 is not.
    const fills = [row('2026-01-05T09:30', 'buy', '1', '100'), row('2026-01-05T09:40', 'buy', '1', '110')];
    expect(
      issuesOf(executions(fills, { symbol: 'X', assetClass: 'stock', multiplier: '1', stop: '104' })),
    ).toEqual({});
    expect(
      issuesOf(executions(fills, { symbol: 'X', assetClass: 'stock', multiplier: '1', stop: '106' })),
    ).toEqual({
      stop: 'TRADE-002',
    });
  });

  it('counts the trades fills make: a flip and a flat-then-reopen make two each', () => {
    const check = (fills: FillRowValues[]) => {
      const result = checkTradeForm(executions(fills), context);
      return result.ok ? roundTripCount(result.draft.fills) : -1;
    };
    expect(check([row('2026-01-05T09:30', 'buy', '2', '1'), row('2026-01-05T09:40', 'sell', '1', '2')])).toBe(
      1,
    );
    expect(check([row('2026-01-05T09:30', 'buy', '2', '1'), row('2026-01-05T09:40', 'sell', '3', '2')])).toBe(
      2,
    );
    expect(
      check([
        row('2026-01-05T09:30', 'buy', '0.1', '1'),
        row('2026-01-05T09:31', 'buy', '0.2', '1'),
        row('2026-01-05T09:40', 'sell', '0.3', '2'),
        row('2026-01-05T09:50', 'sell', '1', '2'),
      ]),
    ).toBe(2);
  });
});

describe('switching between the simple mode and the editor', () => {
  it('keeps every value both ways', () => {
    let n = 0;
    const values = simple({ direction: 'short', exitTime: '2026-01-05T10:00', exitPrice: '180', fees: '2' });
    const rows = simpleToFillRows(values, () => `r${(n += 1)}`);
    expect(rows.map(({ time, side, quantity, price, fees }) => [time, side, quantity, price, fees])).toEqual([
      ['2026-01-05T09:30', 'sell', '10', '187.25', '2'],
      ['2026-01-05T10:00', 'buy', '10', '180', ''],
    ]);
    expect(fillRowsFitSimple(rows)).toBe(true);
    const back = fillRowsToSimple({ ...values, mode: 'executions', fills: rows });
    expect(back).toMatchObject({
      mode: 'simple',
      direction: 'short',
      entryPrice: '187.25',
      exitPrice: '180',
      fees: '2',
    });
  });

  it('says when fills need the editor: a scale-out, a commission, exit fees', () => {
    const entry = row('2026-01-05T09:30', 'buy', '2', '10');
    expect(fillRowsFitSimple([entry, row('2026-01-05T09:40', 'sell', '1', '11')])).toBe(false);
    expect(fillRowsFitSimple([{ ...entry, commission: '1' }])).toBe(false);
    expect(fillRowsFitSimple([entry, row('2026-01-05T09:40', 'sell', '2', '11', { fees: '1' })])).toBe(false);
    expect(fillRowsFitSimple([])).toBe(false);
  });

  it('spells symbols one way', () => {
    expect(normalizeSymbol(' brk.b ')).toBe('BRK.B');
    expect(normalizeSymbol('eur-usd', 'forex')).toBe('EUR/USD');
    expect(normalizeSymbol('eurusd', 'stock')).toBe('EURUSD');
  });
});

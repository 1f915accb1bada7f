import { describe, expect, it } from 'vitest';
import type { ImportedExecution } from '../types.ts';
import { fingerprintExecutions } from './fingerprint.ts';
import { OPENING_PART_SUFFIX, planImport } from './plan-import.ts';
import type { ExistingImport, OpenTrade, PlanImportInput } from './types.ts';

const ACCOUNT = '6f1c2d3e-0000-4000-8000-000000000001';
const NOTHING: ExistingImport = { brokerExecutionIds: [], importKeys: [], openTrades: [] };

function fill(
  time: string,
  side: 'buy' | 'sell',
  quantity: number,
  price: number,
  more: Partial<ImportedExecution> = {},
): ImportedExecution {
  return {
    time,
    symbol: 'AAPL',
    side,
    quantity,
    price,
    commission: 1,
    fees: 0.05,
    assetClass: 'stock',
    ...more,
  };
}

function plan(
  executions: ImportedExecution[],
  existing: ExistingImport = NOTHING,
  more: Partial<PlanImportInput> = {},
) {
  return planImport({
    executions,
    accountId: ACCOUNT,
    keys: fingerprintExecutions(executions, ACCOUNT),
    existing,
    instruments: [],
    ...more,
  });
}

const ROUND_TRIP = [
  fill('2026-03-09T09:30:00-04:00', 'buy', 100, 187.25),
  fill('2026-03-09T10:15:00-04:00', 'sell', 100, 188.5),
];

function openTrade(): OpenTrade {
  return {
    id: 'trade-1',
    symbol: 'AAPL',
    asset_class: 'stock',
    multiplier: '1',
    currency: 'USD',
    executions: [
      {
        id: 'fill-1',
        executed_at: '2026-03-09 13:30:00+00',
        side: 'buy',
        quantity: '100',
        price: '187.25',
        commission: '1',
        fees: '0',
        currency: 'USD',
        broker_execution_id: null,
        order_id: null,
        import_key: 'stored-key',
      },
    ],
  };
}

describe('planImport: new fills', () => {
  it('makes a round trip into one trade as save_trades takes it, each fill with its key', () => {
    const keys = fingerprintExecutions(ROUND_TRIP, ACCOUNT);
    const result = plan(ROUND_TRIP);
    expect(result).toMatchObject({
      newFills: 2,
      duplicates: 0,
      tradesCreated: 1,
      tradesExtended: 0,
      warnings: [],
    });
    expect(result.trades).toEqual([
      {
        account_id: ACCOUNT,
        symbol: 'AAPL',
        asset_class: 'stock',
        multiplier: '1',
        currency: null,
        executions: [
          {
            executed_at: '2026-03-09T09:30:00-04:00',
            side: 'buy',
            quantity: '100',
            price: '187.25',
            commission: '1',
            fees: '0.05',
            currency: null,
            broker_execution_id: null,
            order_id: null,
            import_key: keys[0],
          },
          {
            executed_at: '2026-03-09T10:15:00-04:00',
            side: 'sell',
            quantity: '100',
            price: '188.5',
            commission: '1',
            fees: '0.05',
            currency: null,
            broker_execution_id: null,
            order_id: null,
            import_key: keys[1],
          },
        ],
      },
    ]);
  });

  it('writes tiny numbers as plain decimals, never with an exponent', () => {
    const [trade] = plan([
      fill('2026-03-09T09:30:00Z', 'buy', 0.0000001, 25000, {
        symbol: 'BTC-USD',
        assetClass: 'crypto',
        fees: 0,
      }),
    ]).trades;
    expect(trade?.executions[0]?.quantity).toBe('0.0000001');
  });

  it('keeps the new trades in time order across symbols, an open one last of its symbol', () => {
    const result = plan([
      fill('2026-03-09T11:00:00Z', 'buy', 10, 400, { symbol: 'MSFT' }),
      ...ROUND_TRIP,
      fill('2026-03-10T14:00:00Z', 'buy', 5, 190),
    ]);
    expect(result.trades.map((t) => [t.symbol, t.executions.length])).toEqual([
      ['MSFT', 1],
      ['AAPL', 2],
      ['AAPL', 1],
    ]);
    expect(result.tradesCreated).toBe(3);
  });

  it('takes the multiplier and spelling from the instruments, and the file where it says', () => {
    const result = plan(
      [
        fill('2026-03-09T14:00:00Z', 'buy', 1, 5000, { symbol: 'ESH6', assetClass: 'future' }),
        fill('2026-03-09T14:05:00Z', 'sell', 1, 5004, { symbol: 'ESH6', assetClass: 'future' }),
        fill('2026-03-09T14:00:00Z', 'buy', 1000, 1.08, { symbol: 'EURUSD', assetClass: 'forex' }),
        fill('2026-03-09T14:00:00Z', 'buy', 1, 12, { symbol: 'XYZ', multiplier: 25 }),
        fill('2026-03-09T14:00:00Z', 'buy', 1, 12, { symbol: 'ABC' }),
      ],
      NOTHING,
      { instruments: [{ symbol: 'ABC', multiplier: 7 }] },
    );
    const bySymbol = Object.fromEntries(result.trades.map((t) => [t.symbol, t.multiplier]));
    expect(bySymbol).toEqual({ ESH6: '50', 'EUR/USD': '1', XYZ: '25', ABC: '7' });
  });

  it('splits a reversal into two trades whose parts keep the row once by key and broker id', () => {
    const executions = [
      fill('2026-03-09T14:00:00Z', 'buy', 100, 10, { brokerExecutionId: 'E1', commission: 2 }),
      fill('2026-03-09T14:10:00Z', 'sell', 150, 11, { brokerExecutionId: 'E2', commission: 3 }),
      fill('2026-03-09T14:20:00Z', 'buy', 50, 10.5, { brokerExecutionId: 'E3' }),
    ];
    const keys = fingerprintExecutions(executions, ACCOUNT);
    const result = plan(executions);
    expect(result.tradesCreated).toBe(2);
    expect(result.newFills).toBe(3);
    const [long, short] = result.trades;
    expect(
      long?.executions.map((f) => [f.quantity, f.commission, f.broker_execution_id, f.import_key]),
    ).toEqual([
      ['100', '2', 'E1', keys[0]],
      ['100', '2', 'E2', keys[1]],
    ]);
    expect(
      short?.executions.map((f) => [f.quantity, f.commission, f.broker_execution_id, f.import_key]),
    ).toEqual([
      ['50', '1', null, `${keys[1]}${OPENING_PART_SUFFIX}`],
      ['50', '1', 'E3', keys[2]],
    ]);
  });
});

describe('planImport: duplicates', () => {
  it('drops every fill the account holds by key, and counts them', () => {
    const keys = fingerprintExecutions(ROUND_TRIP, ACCOUNT);
    const result = plan(ROUND_TRIP, { ...NOTHING, importKeys: keys });
    expect(result).toMatchObject({ trades: [], newFills: 0, duplicates: 2, tradesCreated: 0 });
  });

  it('drops a fill whose broker id is stored even when its other fields changed', () => {
    const result = plan(
      [
        fill('2026-03-09T14:00:00Z', 'buy', 100, 10, { brokerExecutionId: 'E1', commission: 1.5 }),
        fill('2026-03-09T14:10:00Z', 'sell', 100, 11, { brokerExecutionId: 'E2' }),
      ],
      { ...NOTHING, brokerExecutionIds: ['E1'] },
    );
    expect(result.duplicates).toBe(1);
    expect(result.trades.map((t) => t.executions.map((f) => f.broker_execution_id))).toEqual([['E2']]);
  });

  it('counts a broker id listed twice in the file once', () => {
    const row = fill('2026-03-09T14:00:00Z', 'buy', 100, 10, { brokerExecutionId: 'E1' });
    const result = plan([row, row]);
    expect(result).toMatchObject({ newFills: 1, duplicates: 1 });
  });

  it('keeps two identical fills of one file, and drops both when the file comes again', () => {
    const twice = [fill('2026-03-09T14:00:00Z', 'buy', 50, 10), fill('2026-03-09T14:00:00Z', 'buy', 50, 10)];
    const first = plan(twice);
    expect(first.newFills).toBe(2);
    expect(first.trades[0]?.executions).toHaveLength(2);
    const stored = first.trades.flatMap((t) => t.executions.map((f) => f.import_key ?? ''));
    expect(plan(twice, { ...NOTHING, importKeys: stored })).toMatchObject({ newFills: 0, duplicates: 2 });
  });

  it('imports only the new part of an overlapping file', () => {
    const january = ROUND_TRIP;
    const stored = fingerprintExecutions(january, ACCOUNT);
    const overlap = [
      ...january,
      fill('2026-03-11T14:00:00Z', 'buy', 10, 190),
      fill('2026-03-11T15:00:00Z', 'sell', 10, 191),
    ];
    const result = plan(overlap, { ...NOTHING, importKeys: stored });
    expect(result).toMatchObject({ newFills: 2, duplicates: 2, tradesCreated: 1 });
    expect(result.trades[0]?.executions.map((f) => f.executed_at)).toEqual([
      '2026-03-11T14:00:00Z',
      '2026-03-11T15:00:00Z',
    ]);
  });

  it('wants one key per fill', () => {
    expect(() =>
      planImport({
        executions: ROUND_TRIP,
        accountId: ACCOUNT,
        keys: ['one'],
        existing: NOTHING,
        instruments: [],
      }),
    ).toThrow(RangeError);
  });
});

describe('planImport: open trades', () => {
  it('extends the open trade its fills continue, sending its stored fills first', () => {
    const result = plan([fill('2026-03-09T15:00:00Z', 'sell', 100, 190)], {
      ...NOTHING,
      openTrades: [openTrade()],
    });
    expect(result).toMatchObject({ newFills: 1, tradesCreated: 0, tradesExtended: 1 });
    const [trade] = result.trades;
    expect(trade?.id).toBe('trade-1');
    expect(trade?.currency).toBe('USD');
    expect(trade?.executions.map((f) => [f.id, f.side, f.quantity, f.import_key])).toEqual([
      ['fill-1', 'buy', '100', 'stored-key'],
      [undefined, 'sell', '100', expect.any(String)],
    ]);
  });

  it('closes the open trade and opens a new one when a fill reverses it', () => {
    const result = plan([fill('2026-03-09T15:00:00Z', 'sell', 150, 190, { brokerExecutionId: 'E9' })], {
      ...NOTHING,
      openTrades: [openTrade()],
    });
    expect(result).toMatchObject({ tradesCreated: 1, tradesExtended: 1 });
    const extended = result.trades.find((t) => t.id === 'trade-1');
    const created = result.trades.find((t) => t.id === undefined);
    expect(extended?.executions.map((f) => [f.quantity, f.broker_execution_id])).toEqual([
      ['100', null],
      ['100', 'E9'],
    ]);
    expect(created?.executions.map((f) => [f.side, f.quantity, f.broker_execution_id])).toEqual([
      ['sell', '50', null],
    ]);
    expect(created?.executions[0]?.import_key).toMatch(new RegExp(`${OPENING_PART_SUFFIX}$`));
  });

  it('leaves the open trade alone for fills dated before it, and says so when they stay open', () => {
    const result = plan(
      [fill('2026-03-06T15:00:00Z', 'buy', 20, 180)],
      { ...NOTHING, openTrades: [openTrade()] },
      { timeZone: 'America/New_York' },
    );
    expect(result).toMatchObject({ tradesCreated: 1, tradesExtended: 0 });
    expect(result.trades[0]?.id).toBeUndefined();
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]?.message).toContain('America/New_York');
  });

  it('makes new trades, with a warning, when the file closes the position inside the stored fills', () => {
    const trade = openTrade();
    const later = {
      ...trade.executions[0]!,
      id: 'fill-2',
      executed_at: '2026-03-09T16:00:00Z',
      import_key: null,
    };
    trade.executions.push(later);
    const result = plan(
      [fill('2026-03-09T14:00:00Z', 'sell', 100, 189), fill('2026-03-09T17:00:00Z', 'sell', 100, 189)],
      {
        ...NOTHING,
        openTrades: [trade],
      },
    );
    expect(result.tradesExtended).toBe(0);
    expect(
      result.trades.every((t) => t.id === undefined && t.executions.every((f) => f.id === undefined)),
    ).toBe(true);
    expect(result.warnings).toHaveLength(1);
  });

  it('leaves other symbols and plans without fills out of it', () => {
    const plan0 = { ...openTrade(), id: 'plan', executions: [] };
    const result = plan(ROUND_TRIP, { ...NOTHING, openTrades: [{ ...openTrade(), symbol: 'MSFT' }, plan0] });
    expect(result).toMatchObject({ tradesCreated: 1, tradesExtended: 0 });
  });
});

describe('planImport: one open trade, one continuation', () => {
  it('extends the open trade once when the file lists the symbol at two multipliers', () => {
    const result = plan(
      [
        fill('2026-03-09T15:00:00Z', 'sell', 100, 190),
        fill('2026-03-09T15:10:00Z', 'buy', 1, 5, { multiplier: 100 }),
      ],
      { ...NOTHING, openTrades: [openTrade()] },
    );
    expect(result.tradesExtended).toBe(1);
    expect(result.tradesCreated).toBe(1);
    expect(result.trades.filter((t) => t.id === 'trade-1')).toHaveLength(1);
  });
});

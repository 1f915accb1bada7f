import { describe, expect, it } from 'vitest';
import { deriveTrade, type DeriveTradeInput } from './derive-trade.ts';
import { JournalInputError } from './execution.ts';
import { splitRoundTrips } from './round-trips.ts';
import { fills, minute } from './test-fills.ts';

describe('deriveTrade: long and short', () => {
  it('derives every figure of a closed long', () => {
    const trade = deriveTrade({
      executions: fills(['buy', 100, 10, { commission: 1 }], ['sell', 100, 12.5, { commission: 1 }]),
      initialStop: 9,
      target: 15,
    });
    expect(trade).toEqual({
      direction: 'long',
      status: 'closed',
      openedAt: '2026-03-09T14:30:00.000Z',
      closedAt: '2026-03-09T14:31:00.000Z',
      entryQuantity: 100,
      closedQuantity: 100,
      openQuantity: 0,
      avgEntryPrice: 10,
      avgExitPrice: 12.5,
      grossPnl: 250, // 1250 - 1000
      costs: 2,
      netPnl: 248,
      returnPct: 24.8, // 248 / (10 x 100) x 100
      initialRisk: 100, // |10 - 9| x 100
      rMultiple: 2.48,
      plannedR: 5, // |15 - 10| / |10 - 9|
      holdingMs: 60_000,
      result: 'win',
    });
  });

  it('derives a closed short from decimal text', () => {
    const trade = deriveTrade({
      executions: fills(['sell', '50', '20.00', { fees: '0.50' }], ['buy', '50', '18.40', { fees: '0.5' }]),
      initialStop: '21',
      target: '17',
    });
    expect(trade).toMatchObject({
      direction: 'short',
      status: 'closed',
      avgEntryPrice: 20,
      avgExitPrice: 18.4,
      grossPnl: 80, // (20 - 18.40) x 50
      costs: 1,
      netPnl: 79,
      returnPct: 7.9, // 79 / (20 x 50) x 100
      initialRisk: 50, // |20 - 21| x 50
      rMultiple: 1.58,
      plannedR: 3, // |17 - 20| / |20 - 21|
      result: 'win',
    });
  });

  it('gives a losing short a negative P&L', () => {
    const trade = deriveTrade({ executions: fills(['sell', 10, 50], ['buy', 10, 52.5]), initialStop: 52 });
    expect(trade).toMatchObject({ grossPnl: -25, netPnl: -25, rMultiple: -1.25, result: 'loss' });
  });
});

describe('deriveTrade: scaling', () => {
  it('averages a scale-in by quantity', () => {
    const trade = deriveTrade({
      executions: fills(['buy', 100, 10], ['buy', 100, 11], ['buy', 50, 12], ['sell', 250, 12]),
      initialStop: 10,
    });
    expect(trade).toMatchObject({
      entryQuantity: 250,
      avgEntryPrice: 10.8, // (1000 + 1100 + 600) / 250
      grossPnl: 300, // 3000 - 2700
      returnPct: 100 / 9, // 300 / 2700 x 100
      initialRisk: 200, // |10.8 - 10| x 250
      rMultiple: 1.5,
      holdingMs: 180_000,
    });
  });

  it('averages a scale-out by quantity', () => {
    const trade = deriveTrade({
      executions: fills(['buy', 300, 50], ['sell', 100, 52], ['sell', 100, 53], ['sell', 100, 49]),
    });
    expect(trade).toMatchObject({
      closedQuantity: 300,
      avgExitPrice: 154 / 3, // (5200 + 5300 + 4900) / 300
      grossPnl: 400,
      status: 'closed',
    });
  });

  it('realises interleaved adds and reductions against the average cost', () => {
    // +100 @ 10, -50 @ 12 (realises 100), +50 @ 11 (average 10.5), -100 @ 13 (realises 250)
    const trade = deriveTrade({
      executions: fills(['buy', 100, 10], ['sell', 50, 12], ['buy', 50, 11], ['sell', 100, 13]),
    });
    expect(trade).toMatchObject({
      entryQuantity: 150,
      closedQuantity: 150,
      avgEntryPrice: 31 / 3, // 1550 / 150
      avgExitPrice: 19 / 1.5, // 1900 / 150
      grossPnl: 350,
      returnPct: 700 / 31, // 350 / 1550 x 100
    });
  });

  it('gives the realised figures of a partial close left open', () => {
    // +100 @ 10, +100 @ 12 (average 11), -50 @ 13 (realises 100), +50 @ 14 (150 @ 11 + 50 @ 14: average 11.75),
    // -100 @ 12 (realises 25); 100 left open
    const executions = fills(
      ['buy', 100, 10, { commission: 1 }],
      ['buy', 100, 12, { commission: 1 }],
      ['sell', 50, 13, { commission: 1 }],
      ['buy', 50, 14, { commission: 1 }],
      ['sell', 100, 12, { commission: 1 }],
    );
    expect(deriveTrade({ executions, initialStop: 10, target: 14 })).toEqual({
      direction: 'long',
      status: 'open',
      openedAt: '2026-03-09T14:30:00.000Z',
      closedAt: null,
      entryQuantity: 250,
      closedQuantity: 150,
      openQuantity: 100,
      avgEntryPrice: 11.6, // 2900 / 250
      avgExitPrice: 37 / 3, // 1850 / 150
      grossPnl: 125,
      costs: 5,
      netPnl: 120,
      returnPct: 200 / 29, // 120 / (11.6 x 150) x 100
      initialRisk: 400, // |11.6 - 10| x 250
      rMultiple: 0.3,
      plannedR: 1.5, // |14 - 11.6| / |11.6 - 10|
      holdingMs: null,
      result: null,
    });
  });

  it('realises a short partial close against its average entry', () => {
    // -100 @ 20, -100 @ 21 (average 20.5), +40 @ 18 realises 40 x 2.5
    const trade = deriveTrade({ executions: fills(['sell', 100, 20], ['sell', 100, 21], ['buy', 40, 18]) });
    expect(trade).toMatchObject({ status: 'open', grossPnl: 100, openQuantity: 160, returnPct: 500 / 41 }); // 100 / (20.5 x 40) x 100
  });

  it('realises a third at a time exactly and rounds once', () => {
    // +3 @ 1 and +3 @ 2 (average 1.5), -1 @ 1.6 realises 0.1; the basis stays 1.5 a unit
    const trade = deriveTrade({ executions: fills(['buy', 3, 1], ['buy', 3, 2], ['sell', 1, 1.6]) });
    expect(trade.grossPnl).toBe(0.1);
  });

  it('has only costs realised while nothing is closed', () => {
    const trade = deriveTrade({ executions: fills(['buy', 10, 100, { commission: 1 }]), initialStop: 95 });
    expect(trade).toMatchObject({
      status: 'open',
      closedQuantity: 0,
      openQuantity: 10,
      avgExitPrice: null,
      grossPnl: 0,
      netPnl: -1,
      returnPct: null, // nothing closed: no capital to return on
      initialRisk: 50,
      rMultiple: -0.02,
      holdingMs: null,
      result: null,
    });
  });
});

describe('deriveTrade: flips through splitRoundTrips', () => {
  it('derives the two trades of a flip, sharing the commission of the crossing fill', () => {
    const trips = splitRoundTrips(
      fills(
        ['buy', 100, 10, { commission: 1 }],
        ['sell', 150, 11, { commission: 3 }],
        ['buy', 50, 10.5, { commission: 1 }],
      ),
    );
    expect(trips.map((trip) => deriveTrade({ executions: trip.executions }))).toMatchObject([
      { direction: 'long', status: 'closed', grossPnl: 100, costs: 3, netPnl: 97, closedQuantity: 100 },
      { direction: 'short', status: 'closed', grossPnl: 25, costs: 2, netPnl: 23, avgEntryPrice: 11 },
    ]);
  });

  it('derives the three trades of two flips in a row, costs adding up to those of the fills', () => {
    // +100 @ 10; sell 300 @ 11 to -200; buy 400 @ 9 to +200
    const trips = splitRoundTrips(
      fills(['buy', 100, 10], ['sell', 300, 11, { commission: 1 }], ['buy', 400, 9, { commission: 1 }]),
    );
    const trades = trips.map((trip) => deriveTrade({ executions: trip.executions }));
    expect(trades).toMatchObject([
      { direction: 'long', status: 'closed', grossPnl: 100, costs: 0.3333333333, netPnl: 99.6666666667 },
      { direction: 'short', status: 'closed', grossPnl: 400, costs: 1.1666666667, netPnl: 398.8333333333 },
      { direction: 'long', status: 'open', entryQuantity: 200, grossPnl: 0, costs: 0.5, netPnl: -0.5 },
    ]);
  });
});

describe('deriveTrade: costs and exact cents', () => {
  it('counts the commission and fees of every fill', () => {
    const trade = deriveTrade({
      executions: fills(
        ['buy', 100, 10, { commission: '1.00', fees: '0.02' }],
        ['buy', 100, 10, { commission: 1, fees: null }],
        ['sell', 200, 10.5, { commission: 1, fees: 0.11 }],
      ),
    });
    expect(trade).toMatchObject({ grossPnl: 100, costs: 3.13, netPnl: 96.87, returnPct: 4.8435 });
  });

  it('gives clean cents for prices like 0.1, 0.2 and 1.1', () => {
    const cents = deriveTrade({ executions: fills(['buy', 1, 0.1], ['buy', 1, 0.2], ['sell', 2, 0.3]) });
    expect(cents).toMatchObject({ avgEntryPrice: 0.15, grossPnl: 0.3, netPnl: 0.3 }); // floats: 0.29999999999999993
    const even = deriveTrade({
      executions: fills(['buy', 3, 1.1, { commission: 0.1 }], ['sell', 3, 1.2, { commission: 0.2 }]),
    });
    expect(even).toMatchObject({ grossPnl: 0.3, costs: 0.3, netPnl: 0, result: 'breakeven' });
  });

  it('is flat after 0.1 + 0.2 - 0.3', () => {
    const trade = deriveTrade({
      executions: fills(['buy', 0.1, 100], ['buy', 0.2, 100], ['sell', 0.3, 110]),
    });
    expect(trade).toMatchObject({ status: 'closed', openQuantity: 0, grossPnl: 3, result: 'win' });
  });
});

describe('deriveTrade: result and break-even tolerance', () => {
  const closedAt = (exit: number, tolerance?: number | string): string | null =>
    deriveTrade({ executions: fills(['buy', 1, 100], ['sell', 1, exit]), breakEvenTolerance: tolerance })
      .result;

  it('rounds net to cents, half away from zero, against a tolerance of 0', () => {
    expect(closedAt(100.004)).toBe('breakeven'); // 0.004 -> 0.00
    expect(closedAt(100.005)).toBe('win'); // 0.005 -> 0.01
    expect(closedAt(99.995)).toBe('loss'); // -0.005 -> -0.01
    expect(closedAt(100)).toBe('breakeven');
  });

  it('counts a net within the tolerance as break-even, both ways and at its edge', () => {
    expect(closedAt(100.4, 0.5)).toBe('breakeven');
    expect(closedAt(99.5, '0.50')).toBe('breakeven');
    expect(closedAt(100.504, 0.5)).toBe('breakeven'); // 0.504 -> 0.50
    expect(closedAt(100.51, 0.5)).toBe('win');
    expect(closedAt(99.49, 0.5)).toBe('loss');
  });
});

describe('deriveTrade: risk', () => {
  const base: DeriveTradeInput = { executions: fills(['buy', 10, 50], ['sell', 10, 53]) };

  it('has no risk, R or planned R without a stop', () => {
    expect(deriveTrade({ ...base, target: 60 })).toMatchObject({
      initialRisk: null,
      rMultiple: null,
      plannedR: null,
    });
  });

  it('has a risk of 0 and no R for a stop at the entry', () => {
    expect(deriveTrade({ ...base, initialStop: 50, target: 60 })).toMatchObject({
      initialRisk: 0,
      rMultiple: null,
      plannedR: null,
    });
  });

  it('has R but no planned R without a target', () => {
    expect(deriveTrade({ ...base, initialStop: '48.5', target: null })).toMatchObject({
      initialRisk: 15,
      rMultiple: 2,
      plannedR: null,
    });
  });

  it('does not round ratios', () => {
    expect(deriveTrade({ ...base, initialStop: 47, target: 51 }).plannedR).toBe(1 / 3);
  });
});

describe('deriveTrade: input that is not one round trip', () => {
  const thrown = (input: DeriveTradeInput): unknown => {
    try {
      deriveTrade(input);
    } catch (error) {
      return error instanceof JournalInputError
        ? { code: error.code, field: error.field, message: error.message }
        : error;
    }
    return 'no error';
  };

  it('refuses a position that crosses zero', () => {
    expect(thrown({ executions: fills(['buy', 100, 10], ['sell', 150, 11]) })).toEqual({
      code: 'TRADE-007',
      field: 'executions[1]',
      message: `TRADE-007: These fills are not one round trip: the position crosses zero at ${minute(1)}. Split them into trades first.`,
    });
  });

  it('refuses a position that is flat before the last fill', () => {
    const result = thrown({ executions: fills(['sell', 5, 10], ['buy', 5, 9], ['sell', 5, 9.5]) });
    expect(result).toMatchObject({ code: 'TRADE-007', field: 'executions[1]' });
  });

  it('refuses no fills at all: a trade without fills is a plan', () => {
    expect(thrown({ executions: [] })).toMatchObject({ code: 'TRADE-007', field: 'executions' });
  });

  it('refuses numbers and times it cannot read', () => {
    const executions = fills(['buy', 1, 10], ['sell', 1, 11]);
    expect(thrown({ executions, initialStop: 'nine' })).toMatchObject({
      code: 'TRADE-002',
      field: 'initialStop',
    });
    expect(thrown({ executions, multiplier: Number.NaN })).toMatchObject({
      code: 'VALIDATION-010',
      field: 'multiplier',
    });
    expect(thrown({ executions: fills(['buy', 1, '1O'], ['sell', 1, 11]) })).toMatchObject({
      code: 'TRADE-002',
      field: 'executions[0].price',
    });
  });

  it('reads empty text as a value not given', () => {
    const trade = deriveTrade({
      executions: fills(['buy', 1, 10, { commission: '', fees: '' }], ['sell', 1, 11]),
      initialStop: '',
      target: '',
      breakEvenTolerance: '',
    });
    expect(trade).toMatchObject({ costs: 0, initialRisk: null, plannedR: null, result: 'win' });
  });

  it('gives null rather than NaN for what cannot be computed', () => {
    // an option bought at 0: no capital at risk to return on
    const trade = deriveTrade({ executions: fills(['buy', 1, 0], ['sell', 1, 0.05]), multiplier: 100 });
    expect(trade).toMatchObject({ grossPnl: 5, avgEntryPrice: 0, returnPct: null });
    const nothing = deriveTrade({
      executions: fills(['buy', 1, 10], ['sell', 1, 11]),
      multiplier: 0,
      initialStop: 9,
    });
    expect(nothing).toMatchObject({ grossPnl: 0, initialRisk: 0, rMultiple: null, returnPct: null });
  });
});

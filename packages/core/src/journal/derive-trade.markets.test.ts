import { describe, expect, it } from 'vitest';
import { deriveTrade } from './derive-trade.ts';
import type { Execution } from './execution.ts';
import { fills } from './test-fills.ts';

describe('deriveTrade: multipliers', () => {
  it('multiplies equity options by 100', () => {
    const trade = deriveTrade({
      executions: fills(['buy', 2, 3.1, { commission: 1.3 }], ['sell', 2, 4.25, { commission: 1.3 }]),
      multiplier: 100,
      initialStop: 2.5,
    });
    expect(trade).toMatchObject({
      avgEntryPrice: 3.1,
      grossPnl: 230, // (4.25 - 3.10) x 2 x 100
      costs: 2.6,
      netPnl: 227.4,
      returnPct: 1137 / 31, // 227.4 / (3.10 x 2 x 100) x 100
      initialRisk: 120, // |3.10 - 2.5| x 2 x 100
      rMultiple: 1.895,
    });
  });

  it('multiplies a short ES future by its point value of 50', () => {
    const trade = deriveTrade({
      executions: fills(['sell', 2, 5000.25, { commission: 4.5 }], ['buy', 2, 4990.75, { commission: 4.5 }]),
      multiplier: '50',
      initialStop: 5004.25,
    });
    expect(trade).toMatchObject({
      direction: 'short',
      grossPnl: 950, // (5000.25 - 4990.75) x 2 x 50
      costs: 9,
      netPnl: 941,
      returnPct: 94100 / 500025, // 941 / (5000.25 x 2 x 50) x 100
      initialRisk: 400, // 4 points x 2 x 50
      rMultiple: 2.3525,
    });
  });

  it('multiplies micro futures by their point values (MNQ 2, MYM 0.5)', () => {
    const mnq = deriveTrade({ executions: fills(['buy', 1, 18000.25], ['sell', 1, 17990.5]), multiplier: 2 });
    expect(mnq).toMatchObject({ grossPnl: -19.5, result: 'loss' });
    const mym = deriveTrade({ executions: fills(['buy', 3, 39000], ['sell', 3, 39100]), multiplier: 0.5 });
    expect(mym).toMatchObject({ grossPnl: 150 });
  });
});

describe('deriveTrade: forex and crypto', () => {
  it('counts forex in units of the base currency, P&L in the quote currency', () => {
    const eurusd = deriveTrade({ executions: fills(['buy', 10000, 1.085], ['sell', 10000, 1.0875]) });
    expect(eurusd).toMatchObject({ grossPnl: 25 }); // floats: 24.999999999999467
    const usdjpy = deriveTrade({
      executions: fills(['sell', '20000', '151.20'], ['buy', '20000', '150.85']),
    });
    expect(usdjpy).toMatchObject({ direction: 'short', grossPnl: 7000 });
  });

  it('keeps fractional crypto quantities exact', () => {
    const trade = deriveTrade({
      executions: fills(
        ['buy', '0.00012345', 43000, { fees: 0.01 }],
        ['sell', 0.00012345, '45000', { fees: '0.01' }],
      ),
    });
    expect(trade).toMatchObject({
      entryQuantity: 0.00012345,
      openQuantity: 0,
      grossPnl: 0.2469, // 2000 x 0.00012345
      costs: 0.02,
      netPnl: 0.2269,
      returnPct: 2269000 / 530835, // 0.2269 / (43000 x 0.00012345) x 100
      result: 'win',
    });
  });

  it('averages fractional crypto scale-ins exactly', () => {
    const trade = deriveTrade({
      executions: fills(['buy', 0.5, 40000.5], ['buy', 0.25, 41000], ['sell', 0.75, 42000]),
    });
    expect(trade).toMatchObject({ avgEntryPrice: 121001 / 3, grossPnl: 1249.75, closedQuantity: 0.75 });
  });
});

describe('deriveTrade: time', () => {
  const at = (time: string, side: 'buy' | 'sell', quantity = 1): Execution => ({
    time,
    side,
    quantity,
    price: 100,
  });

  it('orders fills given out of time order, in different offsets, across the spring-forward weekend', () => {
    // New York: Saturday 15:30 EST, then Monday 09:35 EDT: 41 h 05 min, though the clocks show 42 h 05 min
    const trade = deriveTrade({
      executions: [at('2026-03-09T09:35:00-04:00', 'sell'), at('2026-03-07T15:30:00-05:00', 'buy')],
    });
    expect(trade).toMatchObject({
      direction: 'long',
      openedAt: '2026-03-07T20:30:00.000Z',
      closedAt: '2026-03-09T13:35:00.000Z',
      holdingMs: (41 * 60 + 5) * 60_000,
    });
  });

  it('measures the hour lost on 2026-03-08 in America/New_York', () => {
    const trade = deriveTrade({
      executions: [at('2026-03-08T01:30:00-05:00', 'buy'), at('2026-03-08T03:30:00-04:00', 'sell')],
    });
    expect(trade.holdingMs).toBe(3_600_000); // the clocks say two hours
  });

  it('tells apart the two 01:45 of the fall-back night (2026-11-01 in New York)', () => {
    // 01:30 EST is 06:30Z; 01:45 EDT is 05:45Z, the earlier fill
    const trade = deriveTrade({
      executions: [at('2026-11-01T01:30:00-05:00', 'buy'), at('2026-11-01T01:45:00-04:00', 'sell')],
    });
    expect(trade).toMatchObject({
      direction: 'short',
      openedAt: '2026-11-01T05:45:00.000Z',
      holdingMs: 45 * 60_000,
    });
  });

  it('orders by instant, not text, and keeps the given order at one instant', () => {
    const trade = deriveTrade({
      executions: [at('2026-03-09T14:00:00Z', 'sell'), at('2026-03-09T15:30:00+02:00', 'buy')],
    });
    expect(trade).toMatchObject({ direction: 'long', holdingMs: 30 * 60_000 });
    const sameInstant = deriveTrade({
      executions: [at('2026-03-09T10:00:00-04:00', 'sell'), at('2026-03-09T14:00:00Z', 'buy')],
    });
    expect(sameInstant).toMatchObject({ direction: 'short', status: 'closed', holdingMs: 0 });
  });

  it('orders fills microseconds apart as PostgreSQL writes them', () => {
    const trade = deriveTrade({
      executions: [at('2026-03-09 14:30:00.000200+00', 'buy'), at('2026-03-09 14:30:00.000100+00', 'sell')],
    });
    expect(trade).toMatchObject({ direction: 'short', openedAt: '2026-03-09T14:30:00.000Z', holdingMs: 0 });
  });
});

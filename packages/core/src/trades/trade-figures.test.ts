import { describe, expect, it } from 'vitest';
import { tradeFigures } from './trade-figures.ts';
import { EMPTY_TRADE_FORM, type TradeFormValues } from './trade-form.ts';

const figures = (overrides: Partial<TradeFormValues>) => tradeFigures({ ...EMPTY_TRADE_FORM, ...overrides });

describe('tradeFigures', () => {
  it('has nothing to show without an entry', () => {
    expect(figures({ stop: '48' })).toMatchObject({ riskPerUnit: null, totalRisk: null, netPnl: null });
  });

  it('gives the risk of a stock trade: entry 50, stop 48, 50 shares risk 100', () => {
    expect(figures({ entry: '50', stop: '48', quantity: '50' })).toMatchObject({
      riskPerUnit: 2,
      totalRisk: 100,
      rewardToRisk: null,
    });
  });

  it('computes the forex stop distance exactly (1.1050 - 1.1000 is 0.005, not 0.00499…)', () => {
    expect(
      figures({
        instrument: 'forex',
        symbol: 'EUR/USD',
        entry: '1.1050',
        stop: '1.1000',
        quantity: '100,000',
      }),
    ).toMatchObject({
      riskPerUnit: 0.005,
      totalRisk: 500,
    });
  });

  it('adds reward to risk and the break-even win rate with a target (entry 100, stop 95, target 110)', () => {
    expect(figures({ entry: '100', stop: '95', target: '110' })).toMatchObject({
      rewardToRisk: 2,
      breakevenWinRatePct: 100 / 3,
    });
  });

  it('leaves risk out while the stop is on the wrong side', () => {
    expect(figures({ side: 'short', entry: '100', stop: '95', target: '90', quantity: '1' })).toMatchObject({
      riskPerUnit: null,
      totalRisk: null,
      rewardToRisk: null,
    });
  });

  it('gives profit or loss only for a closed trade: long 100 to 110, 10 shares, 2 in fees', () => {
    const values = { entry: '100', exit: '110', quantity: '10', fees: '2', stop: '95' };
    expect(figures({ ...values, status: 'open' }).netPnl).toBeNull();
    expect(figures({ ...values, status: 'closed' })).toMatchObject({
      grossPnl: 100,
      netPnl: 98,
      returnPct: 9.8,
      rMultiple: 1.96,
    });
  });

  it('signs a short’s loss: short 50, covered at 55, 100 shares', () => {
    expect(
      figures({ side: 'short', status: 'closed', entry: '50', exit: '55', quantity: '100' }),
    ).toMatchObject({
      grossPnl: -500,
      netPnl: -500,
      rMultiple: null,
    });
  });
});

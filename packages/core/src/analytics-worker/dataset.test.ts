import { describe, expect, it } from 'vitest';
import { computeStatistics } from '../analytics/statistics.ts';
import type { AnalyticsFilter } from './contract.ts';
import { buildAnalyticsDataset } from './dataset.ts';
import { DEFAULT_ANALYTICS_FILTER } from './filter.ts';
import { decodeAnalyticsPayload } from './payload.ts';
import { analyticsPayload, type PayloadOptions } from './test-payload.ts';

function dataset(options: PayloadOptions, patch: Partial<AnalyticsFilter> = {}, from: string | null = null) {
  return buildAnalyticsDataset(decodeAnalyticsPayload(analyticsPayload(options)), {
    datasetId: 'd1',
    filter: { ...DEFAULT_ANALYTICS_FILTER, ...patch },
    range: { from, to: null },
  });
}

const twoCurrencies: PayloadOptions = {
  baseCurrency: 'USD',
  accounts: [
    { currency: 'USD', equityAtStart: 1000 },
    { currency: 'EUR', equityAtStart: 2000 },
  ],
  cashFlows: [{ account: 1, time: '2025-03-04T09:00:00.000Z', amount: 100 }],
  trades: [
    { id: 'u1', net: 50, account: 0 },
    { id: 'e1', net: 10, costs: 2, account: 1, closedAt: '2025-03-05T15:00:00.000Z' },
    { id: 'e2', net: -20, account: 1, closedAt: '2025-03-06T15:00:00.000Z' },
    { id: 'open', net: 0, account: 1, closedAt: null },
  ],
};

describe('one currency', () => {
  it('keeps the money as it is and sums the accounts starting equity', () => {
    const { summary, trades, cashFlows } = dataset({
      accounts: [{ equityAtStart: 1000 }, { equityAtStart: 500 }],
      cashFlows: [{ account: 1, time: '2025-03-01T00:00:00.000Z', amount: 100 }],
      trades: [
        { id: 'a', net: 40, risk: 20 },
        { id: 'b', net: -10, account: 1 },
        { id: 'c', net: 5, closedAt: null },
      ],
    });
    expect(summary.currencyMode).toEqual({ kind: 'single', currency: 'USD' });
    expect(summary).toMatchObject({
      datasetId: 'd1',
      currency: 'USD',
      startingEquity: 1500,
      closedTradeCount: 2,
      openTradeCount: 1,
      tradesWithoutR: 1,
      assetClasses: ['stock'],
    });
    expect(trades.map((trade) => trade.netPnl)).toEqual([40, -10, 5]);
    expect(cashFlows).toEqual([{ time: '2025-03-01T00:00:00.000Z', amount: 100, currency: 'USD' }]);
  });

  it('is the base currency for a journal without accounts', () => {
    const { summary } = dataset({ baseCurrency: 'CHF', accounts: [], trades: [] });
    expect(summary.currencyMode).toEqual({ kind: 'single', currency: 'CHF' });
    expect(summary.startingEquity).toBe(0);
  });
});

describe('several currencies', () => {
  it('converts everything to the base currency when every amount has a rate', () => {
    const { summary, trades, cashFlows } = dataset(
      {
        ...twoCurrencies,
        fxRates: [
          { pair: 'EURUSD', date: '2025-03-01', rate: 1.1 },
          { pair: 'EURUSD', date: '2025-03-06', rate: 1.2 },
        ],
      },
      {},
      '2025-03-02T00:00:00.000Z',
    );
    expect(summary.currencyMode).toEqual({ kind: 'converted', base: 'USD', from: ['EUR'], ratesApplied: 3 });
    expect(summary.currency).toBe('USD');
    // 1000 USD + 2000 EUR at the rate of the range start (1.1).
    expect(summary.startingEquity).toBeCloseTo(3200, 9);
    const net = Object.fromEntries(trades.map((trade) => [trade.id, trade.netPnl]));
    expect(net.u1).toBe(50);
    expect(net.e1).toBeCloseTo(11, 9);
    expect(net.e2).toBeCloseTo(-24, 9);
    expect(cashFlows[0]?.amount).toBeCloseTo(110, 9);
    expect(cashFlows[0]?.currency).toBe('USD');
  });

  it('values the starting equity at the first trade when the range has no start', () => {
    const { summary } = dataset({
      ...twoCurrencies,
      fxRates: [
        { pair: 'USDEUR', date: '2025-03-01', rate: 0.5 },
        { pair: 'USDEUR', date: '2025-03-04', rate: 0.25 },
      ],
    });
    // The first trade closed on 3 March: EUR at 1 / 0.5.
    expect(summary.startingEquity).toBeCloseTo(1000 + 4000, 9);
  });

  it('splits by currency without a rate, showing the base currency when traded', () => {
    const { summary, trades, cashFlows } = dataset(twoCurrencies);
    expect(summary.currencyMode).toEqual({
      kind: 'split',
      currencies: ['EUR', 'USD'],
      shown: 'USD',
      missingPairs: ['EURUSD'],
    });
    expect(summary.startingEquity).toBe(1000);
    expect(trades.map((trade) => trade.id)).toEqual(['u1']);
    expect(cashFlows).toEqual([]);
  });

  it('shows the currency the filter asks for', () => {
    const { summary, trades, cashFlows } = dataset(twoCurrencies, { currency: 'EUR' });
    expect(summary.currency).toBe('EUR');
    expect(summary.startingEquity).toBe(2000);
    expect(summary.closedTradeCount).toBe(2);
    expect(summary.openTradeCount).toBe(1);
    expect(trades.map((trade) => trade.id)).toEqual(['e1', 'e2', 'open']);
    expect(cashFlows.map((flow) => flow.amount)).toEqual([100]);
  });

  it('shows the most traded currency when the base one has no trades', () => {
    const { summary } = dataset({
      baseCurrency: 'CHF',
      accounts: [{ currency: 'USD' }, { currency: 'EUR' }],
      trades: [
        { id: 'u', net: 1, account: 0 },
        { id: 'e1', net: 1, account: 1 },
        { id: 'e2', net: 1, account: 1 },
      ],
    });
    expect(summary.currencyMode).toMatchObject({
      kind: 'split',
      shown: 'EUR',
      missingPairs: ['EURCHF', 'USDCHF'],
    });
  });

  it('splits when only a cash flow lacks a rate', () => {
    const { summary } = dataset({
      ...twoCurrencies,
      cashFlows: [{ account: 1, time: '2025-02-01T00:00:00.000Z', amount: 100 }],
      fxRates: [{ pair: 'EURUSD', date: '2025-03-01', rate: 1.1 }],
    });
    expect(summary.currencyMode.kind).toBe('split');
  });
});

describe('the basis', () => {
  it('uses gross P&L for gross figures, R included', () => {
    const options: PayloadOptions = {
      trades: [
        { id: 'a', net: 90, costs: 10, risk: 50 },
        { id: 'b', net: -5, costs: 5 },
      ],
    };
    const gross = dataset(options, { basis: 'gross' });
    expect(gross.trades.map((t) => [t.netPnl, t.costs, t.rMultiple])).toEqual([
      [100, 0, 2],
      [0, 0, null],
    ]);
    const statistics = computeStatistics(gross.trades, { startingBalance: 0, timeZone: 'UTC' });
    expect(statistics.breakevens).toBe(1);
    expect(dataset(options).trades.map((t) => t.netPnl)).toEqual([90, -5]);
  });
});

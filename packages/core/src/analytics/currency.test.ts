import { describe, expect, it } from 'vitest';
import { convertToBase, statisticsAcrossCurrencies, statisticsByCurrency, type FxRate } from './currency.ts';
import { buildTrade } from './test-support.ts';

const rates: FxRate[] = [
  { pair: 'EURUSD', date: '2025-03-01', rate: 1.05 },
  { pair: 'EURUSD', date: '2025-03-04', rate: 1.08 },
  { pair: 'EURUSD', date: '2025-03-06', rate: 1.1 },
  { pair: 'USDGBP', date: '2025-03-01', rate: 0.8 },
];

const eur = buildTrade({
  id: 'eur',
  currency: 'EUR',
  closedAt: '2025-03-05T15:00:00Z',
  netPnl: 100,
  costs: 10,
  initialRisk: 50,
  rMultiple: 2,
  positionSize: 10_000,
  mae: 20,
  mfe: 150,
});
const gbp = buildTrade({ id: 'gbp', currency: 'GBP', closedAt: '2025-03-05T15:00:00Z', netPnl: -40 });
const usd = buildTrade({ id: 'usd', currency: 'USD', closedAt: '2025-03-05T16:00:00Z', netPnl: 30 });
const jpy = buildTrade({ id: 'jpy', currency: 'JPY', closedAt: '2025-03-05T17:00:00Z', netPnl: 5000 });

describe('convertToBase', () => {
  it('uses the latest rate on or before the close date, either way round', () => {
    const { trades, missing, applied } = convertToBase([eur, gbp, usd], { baseCurrency: 'USD', rates });
    expect(missing).toEqual([]);
    expect(applied).toEqual([
      { tradeId: 'eur', from: 'EUR', date: '2025-03-04', rate: 1.08 },
      { tradeId: 'gbp', from: 'GBP', date: '2025-03-01', rate: 1.25 }, // 1 / 0.8
    ]);
    const [eurInUsd, gbpInUsd, usdAsIs] = trades;
    expect(eurInUsd).toMatchObject({ currency: 'USD', rMultiple: 2 });
    expect(eurInUsd?.netPnl).toBeCloseTo(108, 10);
    expect(eurInUsd?.grossPnl).toBeCloseTo(118.8, 10);
    expect(eurInUsd?.costs).toBeCloseTo(10.8, 10);
    expect(eurInUsd?.initialRisk).toBeCloseTo(54, 10);
    expect(eurInUsd?.positionSize).toBeCloseTo(10_800, 10);
    expect(eurInUsd?.mae).toBeCloseTo(21.6, 10);
    expect(eurInUsd?.mfe).toBeCloseTo(162, 10);
    expect(gbpInUsd?.netPnl).toBeCloseTo(-50, 10);
    expect(usdAsIs).toBe(usd);
  });

  it('reads the close date in the trader’s zone', () => {
    // 23:30Z on the 5th is the 6th in Auckland: the 1.10 rate of the 6th applies.
    const late = buildTrade({ currency: 'EUR', closedAt: '2025-03-05T23:30:00Z', netPnl: 100 });
    expect(
      convertToBase([late], { baseCurrency: 'USD', rates, timeZone: 'Pacific/Auckland' }).applied[0]?.rate,
    ).toBe(1.1);
    expect(convertToBase([late], { baseCurrency: 'USD', rates }).applied[0]?.rate).toBe(1.08);
  });

  it('lists trades without a rate, or with rates only after their date, as missing', () => {
    const early = buildTrade({ id: 'early', currency: 'EUR', closedAt: '2025-02-27T12:00:00Z' });
    const { trades, missing } = convertToBase([jpy, early, usd], { baseCurrency: 'USD', rates });
    expect(missing.map((trade) => trade.id)).toEqual(['jpy', 'early']);
    expect(trades.map((trade) => trade.id)).toEqual(['usd']);
  });

  it('refuses a malformed pair, date or rate', () => {
    const bad = (rate: FxRate) => () => convertToBase([eur], { baseCurrency: 'USD', rates: [rate] });
    expect(bad({ pair: 'EUR/USD', date: '2025-03-01', rate: 1 })).toThrow(/currency pair/);
    expect(bad({ pair: 'EURUSD', date: '1 March', rate: 1 })).toThrow(/date/);
    expect(bad({ pair: 'EURUSD', date: '2025-03-01', rate: 0 })).toThrow(/above 0/);
  });
});

describe('statistics over two currencies', () => {
  const options = { startingBalance: 10_000, timeZone: 'UTC', baseCurrency: 'USD', rates };

  it('with a rate for each: one set of figures in the base currency', () => {
    const result = statisticsAcrossCurrencies([eur, usd], options);
    expect(result.kind).toBe('base');
    if (result.kind !== 'base') return;
    expect(result.statistics.netPnl).toBe(138); // 100 EUR x 1.08 + 30 USD
    expect(result.statistics.endingEquity).toBe(10_138);
    expect(result.applied).toHaveLength(1);
  });

  it('converts cash flows in another currency at their date too', () => {
    const result = statisticsAcrossCurrencies([usd], {
      ...options,
      cashFlows: [{ time: '2025-03-02T09:00:00Z', amount: 1000, currency: 'EUR' }],
    });
    expect(result.kind === 'base' && result.statistics.endingEquity).toBe(10_000 + 1050 + 30);
  });

  it('without a rate: per currency, never summed, saying which trades lack one', () => {
    const result = statisticsAcrossCurrencies([eur, usd, jpy], {
      ...options,
      startingBalances: { EUR: 2000, JPY: 1_000_000, USD: 5000 },
    });
    expect(result.kind).toBe('per-currency');
    if (result.kind !== 'per-currency') return;
    expect(result.missingTradeIds).toEqual(['jpy']);
    expect(
      result.currencies.map((c) => [c.currency, c.statistics.netPnl, c.statistics.endingEquity]),
    ).toEqual([
      ['EUR', 100, 2100],
      ['JPY', 5000, 1_005_000],
      ['USD', 30, 5030],
    ]);
  });

  it('a cash flow without a rate also means per currency', () => {
    const result = statisticsAcrossCurrencies([usd], {
      ...options,
      cashFlows: [{ time: '2025-03-02T09:00:00Z', amount: 1000, currency: 'CHF' }],
    });
    expect(result).toMatchObject({ kind: 'per-currency', missingTradeIds: [], missingCashFlows: 1 });
  });

  it('per currency with each currency’s own flows', () => {
    const rows = statisticsByCurrency([eur, usd], {
      startingBalance: 0,
      timeZone: 'UTC',
      startingBalances: { USD: 100 },
      cashFlows: [{ time: '2025-03-01T00:00:00Z', amount: 50, currency: 'USD' }],
    });
    expect(rows.map((r) => [r.currency, r.statistics.endingEquity])).toEqual([
      ['EUR', 100],
      ['USD', 180],
    ]);
  });
});

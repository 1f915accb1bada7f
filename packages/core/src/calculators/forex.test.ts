import { describe, expect, it } from 'vitest';
import { Exact } from './exact.ts';
import { parseCurrency, parsePair, pipSizeFor, quoteToAccountRate, readConversion } from './forex.ts';
import { thrownBy } from './test-support.ts';

describe('parsePair', () => {
  it('reads BASE/QUOTE in any case', () => {
    expect(parsePair('EUR/USD')).toEqual({ base: 'EUR', quote: 'USD' });
    expect(parsePair(' gbp/jpy ')).toEqual({ base: 'GBP', quote: 'JPY' });
  });

  it.each(['EURUSD', 'EUR-USD', 'EUR/US', 'EURO/USD', 'EUR/USD/JPY', 'USD/USD', 42])('rejects %s', (pair) => {
    expect(thrownBy(() => parsePair(pair))).toEqual({ code: 'TRADE-001', field: 'pair' });
  });

  it('requires a pair', () => {
    expect(thrownBy(() => parsePair(undefined)).code).toBe('VALIDATION-001');
    expect(thrownBy(() => parseCurrency('US')).code).toBe('VALIDATION-002');
  });
});

describe('pipSizeFor', () => {
  // Babypips: a pip is 0.0001 for most pairs and 0.01 for pairs quoted in yen
  it.each([
    ['EUR/USD', 0.0001],
    ['USD/JPY', 0.01],
    ['EUR/JPY', 0.01],
    ['JPY/USD', 0.0001],
    ['GBP/CHF', 0.0001],
  ])('%s: %d', (pair, pip) => {
    expect(pipSizeFor(pair)).toBe(pip);
  });
});

describe('quoteToAccountRate', () => {
  const conversion = (pair: string, price: number) => readConversion({ conversion: { pair, price } });
  const rate = (
    pair: string,
    accountCurrency: string,
    pairPrice?: number,
    conv?: ReturnType<typeof conversion>,
  ) =>
    quoteToAccountRate({
      pair: parsePair(pair),
      accountCurrency,
      pairPrice: Exact.optional(pairPrice),
      conversion: conv,
    }).toNumber();

  it.each([
    ['account = quote', rate('EUR/USD', 'USD'), 1],
    ['account = base', rate('USD/JPY', 'USD', 125), 0.008],
    ['conversion account/quote', rate('EUR/GBP', 'USD', 0.85, conversion('USD/GBP', 0.8)), 1.25],
    ['conversion quote/account', rate('EUR/GBP', 'USD', 0.85, conversion('GBP/USD', 1.25)), 1.25],
    ['conversion base/account', rate('GBP/JPY', 'USD', 200, conversion('GBP/USD', 1.25)), 0.00625],
    ['conversion account/base', rate('GBP/JPY', 'USD', 200, conversion('USD/GBP', 0.8)), 0.00625],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('ignores a conversion that is not needed', () => {
    expect(rate('EUR/USD', 'USD', 1.1, conversion('AUD/NZD', 1.1))).toBe(1);
  });

  it('says which rate is missing', () => {
    expect(thrownBy(() => rate('EUR/GBP', 'USD'))).toEqual({ code: 'VALIDATION-001', field: 'conversion' });
    expect(thrownBy(() => rate('GBP/JPY', 'USD', undefined, conversion('GBP/USD', 1.25)))).toEqual({
      code: 'VALIDATION-001',
      field: 'pairPrice',
    });
    expect(thrownBy(() => rate('EUR/GBP', 'USD', 0.85, conversion('CHF/JPY', 85)))).toEqual({
      code: 'TRADE-001',
      field: 'conversion.pair',
    });
  });
});

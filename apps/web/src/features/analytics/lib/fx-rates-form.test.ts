import { describe, expect, it } from 'vitest';
import {
  checkFxRateForm,
  dayProblem,
  latestClose,
  normalizePair,
  pairLabel,
  pairProblem,
  priceSymbolsOf,
  rateProblem,
} from './fx-rates-form';

describe('the pair', () => {
  it.each([
    ['EURUSD', 'EURUSD'],
    ['eur/usd', 'EURUSD'],
    [' EUR USD ', 'EURUSD'],
    ['gbp-jpy', 'GBPJPY'],
  ])('reads %j as %s', (text, pair) => {
    expect(normalizePair(text)).toBe(pair);
    expect(pairProblem(text)).toBeNull();
  });

  it.each([
    ['', 'Type a currency pair, like EURUSD.'],
    ['EURUS', 'A pair is two three-letter currency codes, like EURUSD or EUR/USD.'],
    ['EUR1SD', 'A pair is two three-letter currency codes, like EURUSD or EUR/USD.'],
    ['EURUSDX', 'A pair is two three-letter currency codes, like EURUSD or EUR/USD.'],
    ['usd/usd', 'The two currencies must differ.'],
  ])('refuses %j', (text, message) => {
    expect(pairProblem(text)).toBe(message);
  });

  it('is shown with a slash and looked up in price data under both names', () => {
    expect(pairLabel('EURUSD')).toBe('EUR/USD');
    expect(priceSymbolsOf('EURUSD')).toEqual(['EURUSD', 'EUR/USD']);
  });
});

describe('the date and the rate', () => {
  it('takes a date that exists', () => {
    expect(dayProblem('2024-02-29')).toBeNull();
    expect(dayProblem('2026-02-29')).toBe('That date does not exist.');
    expect(dayProblem('05/01/2026')).toBe('Write the date as YYYY-MM-DD.');
    expect(dayProblem('')).toBe('Pick the date the rate is for.');
  });

  it.each(['1.0842', '157', '0.000001', '999999999.99', '1,25'])('takes %j', (text) => {
    expect(rateProblem(text)).toBeNull();
  });

  it.each([
    ['', 'Type the rate, like 1.0842.'],
    ['0', 'A rate must be above 0.'],
    ['0.000', 'A rate must be above 0.'],
    ['-1.1', 'Type the rate as a plain number, like 1.0842.'],
    ['1e3', 'Type the rate as a plain number, like 1.0842.'],
    ['1000000000', 'A rate must be below 1,000,000,000.'],
  ])('refuses %j', (text, message) => {
    expect(rateProblem(text)).toBe(message);
  });
});

describe('checkFxRateForm', () => {
  it('gives the row to save, the pair and the rate as the table keeps them', () => {
    expect(checkFxRateForm({ pair: 'eur/usd', day: '2026-01-05', rate: ' 1,0842 ' })).toEqual({
      ok: true,
      draft: { pair: 'EURUSD', day: '2026-01-05', rate: '1.0842' },
    });
  });

  it('names every field to correct', () => {
    expect(checkFxRateForm({ pair: 'USDUSD', day: '', rate: '0' })).toEqual({
      ok: false,
      errors: {
        pair: 'The two currencies must differ.',
        day: 'Pick the date the rate is for.',
        rate: 'A rate must be above 0.',
      },
    });
  });
});

describe('latestClose', () => {
  const hourly = [
    { t: '2026-01-05T22:00:00Z', c: '1.0810' },
    { t: '2026-01-05T23:00:00Z', c: '1.0815' },
    { t: '2026-01-06T00:00:00Z', c: '1.0820' },
  ];
  const daily = [
    { t: '2026-01-02T00:00:00Z', c: '1.0700' },
    { t: '2026-01-09T00:00:00Z', c: '1.0900' },
  ];

  it('takes the last bar of the day or before it, across every series', () => {
    expect(latestClose([hourly, daily], '2026-01-05')).toEqual({
      close: '1.0815',
      at: '2026-01-05T23:00:00Z',
    });
    expect(latestClose([daily, hourly], '2026-01-08')).toEqual({
      close: '1.0820',
      at: '2026-01-06T00:00:00Z',
    });
    expect(latestClose([hourly, daily], '2026-01-09')).toEqual({
      close: '1.0900',
      at: '2026-01-09T00:00:00Z',
    });
  });

  it('finds nothing before the first bar or in no series', () => {
    expect(latestClose([hourly, daily], '2026-01-01')).toBeNull();
    expect(latestClose([], '2026-01-05')).toBeNull();
    expect(latestClose([[]], '2026-01-05')).toBeNull();
  });

  it('crosses a month end', () => {
    expect(latestClose([[{ t: '2026-01-31T12:00:00Z', c: '2' }]], '2026-01-31')).toEqual({
      close: '2',
      at: '2026-01-31T12:00:00Z',
    });
  });
});

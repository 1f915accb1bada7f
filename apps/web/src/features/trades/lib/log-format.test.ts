import { DEFAULT_DISPLAY_FORMAT } from '@edgelog/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplaySource } from '@/lib/format/current-display';
import {
  capitalised,
  formatCharge,
  formatHolding,
  formatInstant,
  formatMoney,
  formatPercent,
  formatPlain,
  formatPrice,
  formatR,
  priceDecimals,
} from './log-format';

describe('formatMoney', () => {
  it.each<[string | null, string]>([
    ['1234.5', '+1,234.50'],
    ['123', '+123.00'],
    ['123456', '+123,456.00'],
    ['-20', '\u221220.00'],
    ['-1234567.891', '\u22121,234,567.89'],
    ['0.005', '+0.01'],
    ['0', '0.00'],
    // rounds to nothing: no sign on a zero
    ['-0.004', '0.00'],
    ['-0', '0.00'],
    [null, '—'],
    ['n/a', '—'],
  ])('%j', (text, expected) => {
    expect(formatMoney(text)).toBe(expected);
  });

  it("rounds to the currency's minor units: none for yen, three for dinars", () => {
    expect(formatMoney('1234.5', 'JPY')).toBe('+1,235');
    expect(formatMoney('-10111.589216', 'JPY')).toBe('\u221210,112');
    expect(formatMoney('10111.589216', 'EUR')).toBe('+10,111.59');
    expect(formatMoney('-1.2345', 'BHD')).toBe('\u22121.235');
    expect(formatMoney('16990.12000', 'USD')).toBe('+16,990.12');
    expect(formatMoney('12.5', 'ZZQ')).toBe('+12.50');
    expect(formatMoney('-0.4', 'JPY')).toBe('0');
  });
});

describe('formatCharge', () => {
  afterEach(() => setDisplaySource(null));

  it("shows a fill's charge in its currency's minor units, never the database's padding", () => {
    expect(formatCharge('1.50000', 'USD')).toBe('1.50');
    expect(formatCharge('16990.12000', 'EUR')).toBe('16,990.12');
    expect(formatCharge('150.000', 'JPY')).toBe('150');
    expect(formatCharge('0.5', 'KWD')).toBe('0.500');
    expect(formatCharge('0', 'USD')).toBe('0.00');
  });

  it('keeps a fraction of the minor unit a broker charged', () => {
    expect(formatCharge('0.0035', 'USD')).toBe('0.0035');
    expect(formatCharge('150.25', 'JPY')).toBe('150.25');
    expect(formatCharge('0.0000000001', 'USD')).toBe('0.00');
  });

  it('is a dash when unknown and masked under privacy mode', () => {
    expect(formatCharge(null, 'USD')).toBe('—');
    setDisplaySource(() => ({ ...DEFAULT_DISPLAY_FORMAT, privacy: true }));
    expect(formatCharge('1.5', 'USD')).toBe('•••');
  });
});

describe('formatR and formatPercent', () => {
  it.each<[string | null, string, string]>([
    ['1.515', '+1.52R', '+1.52%'],
    ['-3.1', '\u22123.10R', '\u22123.10%'],
    ['0', '0.00R', '0.00%'],
    ['1500', '+1,500.00R', '+1,500.00%'],
    [null, '—', '—'],
  ])('%j', (text, r, percent) => {
    expect(formatR(text)).toBe(r);
    expect(formatPercent(text)).toBe(percent);
  });
});

describe('formatPlain', () => {
  it.each<[string | null, string]>([
    ['100', '100'],
    ['1000000', '1,000,000'],
    ['-1234.5678', '\u22121,234.5678'],
    ['0.00012345', '0.00012345'],
    [null, '—'],
  ])('%j', (text, expected) => {
    expect(formatPlain(text)).toBe(expected);
  });
});

describe('priceDecimals and formatPrice', () => {
  it.each<[string, string | null, string, number, string]>([
    ['1.234567', 'forex', 'EURUSD', 5, '1.23457'],
    ['150.1', 'forex', 'usdjpy', 3, '150.100'],
    ['0.00001234', 'crypto', 'PEPE', 8, '0.00001234'],
    ['65000.123456789', 'crypto', 'BTC', 8, '65,000.12345679'],
    ['65000.5', 'crypto', 'BTC', 2, '65,000.50'],
    ['4500.25', 'future', 'ES', 2, '4,500.25'],
    ['1.12345', 'future', '6E', 5, '1.12345'],
    ['0.1234567', 'future', 'ZN', 5, '0.12346'],
    ['187.5', 'stock', 'AAPL', 2, '187.50'],
    ['0.12345', 'stock', 'PENNY', 4, '0.1235'],
    ['2.345', 'option', 'SPY', 2, '2.35'],
    ['0.5', null, 'X', 4, '0.5000'],
  ])('%s as %s %s', (text, assetClass, symbol, decimals, formatted) => {
    expect(priceDecimals(text, assetClass, symbol)).toBe(decimals);
    expect(formatPrice(text, assetClass, symbol)).toBe(formatted);
  });

  it('shows nothing for no price', () => {
    expect(formatPrice(null, 'stock', 'AAPL')).toBe('—');
  });
});

describe('formatHolding', () => {
  it.each<[string | null, string]>([
    ['0', '0s'],
    ['45000', '45s'],
    ['59999', '59s'],
    ['60000', '1m'],
    ['2700000', '45m'],
    ['7500000', '2h 05m'],
    ['86400000', '1d 0h'],
    ['273600000', '3d 4h'],
    ['-1', '—'],
    ['soon', '—'],
    [null, '—'],
  ])('%j', (text, expected) => {
    expect(formatHolding(text)).toBe(expected);
  });
});

describe('formatInstant', () => {
  it('reads the instant in the given zone, whatever the machine’s', () => {
    // 23:30 UTC on New Year's Day is 12:30 the next day in Auckland (UTC+13 in summer)
    expect(formatInstant('2025-01-01T23:30:00Z', 'Pacific/Auckland')).toBe(
      formatInstant('2025-01-02T12:30:00Z', 'UTC'),
    );
    expect(formatInstant('2025-01-01T23:30:00Z', 'Pacific/Auckland')).not.toBe(
      formatInstant('2025-01-01T23:30:00Z', 'UTC'),
    );
    expect(formatInstant(null, 'UTC')).toBe('—');
  });
});

describe('capitalised', () => {
  it.each([
    ['win', 'Win'],
    ['Loss', 'Loss'],
    ['', ''],
  ])('%j', (text, expected) => {
    expect(capitalised(text)).toBe(expected);
  });
});

describe("the trader's formats", () => {
  const trader = {
    numberFormat: '1.234,56',
    dateFormat: 'DD/MM/YYYY',
    timeZone: 'UTC',
    privacy: false,
  } as const;
  afterEach(() => setDisplaySource(null));

  it('group and mark decimals as chosen', () => {
    setDisplaySource(() => trader);
    expect(formatMoney('1234.5')).toBe('+1.234,50');
    expect(formatPlain('-1234.5678')).toBe('\u22121.234,5678');
    expect(formatPrice('65000.5', 'crypto', 'BTC')).toBe('65.000,50');
    expect(formatR('1.515')).toBe('+1,52R');
    setDisplaySource(() => ({ ...trader, numberFormat: '1 234,56' }));
    expect(formatPercent('-3.1')).toBe('\u22123,10%');
    expect(formatMoney('-1234567.891')).toBe('\u22121\u00a0234\u00a0567,89');
  });

  it('write instants in the chosen date format and the log zone', () => {
    setDisplaySource(() => trader);
    expect(formatInstant('2025-01-01T23:30:00Z', 'Pacific/Auckland')).toBe('02/01/2025 12:30');
  });

  it('mask money under privacy mode and keep R, % and prices', () => {
    setDisplaySource(() => ({ ...trader, numberFormat: '1,234.56', privacy: true }));
    expect(formatMoney('1234.5')).toBe('•••');
    expect(formatMoney(null)).toBe('—');
    expect(formatR('1.515')).toBe('+1.52R');
    expect(formatPercent('-3.1')).toBe('\u22123.10%');
    expect(formatPrice('187.5', 'stock', 'AAPL')).toBe('187.50');
  });
});

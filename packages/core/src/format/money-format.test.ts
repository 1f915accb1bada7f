import { describe, expect, it } from 'vitest';
import { PRIVACY_MASK } from './format-options.ts';
import { formatMoney, formatMoneyCompact } from './money-format.ts';

const en = { numberFormat: '1,234.56', privacy: false } as const;
const de = { numberFormat: '1.234,56', privacy: false } as const;
const hidden = { numberFormat: '1,234.56', privacy: true } as const;

describe('formatMoney', () => {
  it('writes the currency symbol before the digits in every number format', () => {
    expect(formatMoney(1234.5, en, { currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney(1234.5, de, { currency: 'EUR' })).toBe('€1.234,50');
    expect(formatMoney(1234.5, { numberFormat: "1'234.56", privacy: false }, { currency: 'CHF' })).toBe(
      "CHF 1'234.50",
    );
  });

  it('shows each currency its own minor units: 0, 2 or 3 decimals', () => {
    expect(formatMoney(1234.5, en, { currency: 'JPY' })).toBe('¥1,235');
    expect(formatMoney('-10111.589216', en, { currency: 'JPY' })).toBe('\u2212¥10,112');
    expect(formatMoney('10111.589216', de, { currency: 'EUR' })).toBe('€10.111,59');
    expect(formatMoney('1.2345', en, { currency: 'KWD' })).toBe('KWD 1.235');
    expect(formatMoney('1.5', de, { currency: 'BHD' })).toBe('BHD 1,500');
    // ISO 4217's forint and rupiah have cents, whatever a browser's own currency data says.
    expect(formatMoney('1234.5', en, { currency: 'HUF' })).toBe('HUF 1,234.50');
  });

  it('puts the sign before the symbol: + for gains when signed, − always for losses', () => {
    expect(formatMoney(-80, en, { currency: 'USD' })).toBe('\u2212$80.00');
    expect(formatMoney(12, en, { currency: 'EUR', signed: true })).toBe('+€12.00');
    expect(formatMoney('-0.001', en, { currency: 'USD', signed: true })).toBe('$0.00');
  });

  it('writes a plain number without a currency, a code without a symbol before it, a malformed one after', () => {
    expect(formatMoney('-20', en, { signed: true })).toBe('\u221220.00');
    expect(formatMoney(1234.5, en, { currency: 'ZZQ' })).toBe('ZZQ 1,234.50');
    expect(formatMoney(1234.5, en, { currency: 'GOLD' })).toBe('1,234.50 GOLD');
  });

  it('keeps every digit of large amounts', () => {
    expect(formatMoney('98765432109876.54', en, { currency: 'USD' })).toBe('$98,765,432,109,876.54');
  });

  it('writes nothing as a dash, NaN included', () => {
    expect(formatMoney(null, en, { currency: 'USD' })).toBe('—');
    expect(formatMoney(NaN, en)).toBe('—');
    expect(formatMoney(undefined, hidden)).toBe('—');
  });

  it('masks every amount under privacy mode, sign and currency included', () => {
    expect(formatMoney(1234.5, hidden, { currency: 'USD' })).toBe(PRIVACY_MASK);
    expect(formatMoney(-80, hidden, { signed: true })).toBe(PRIVACY_MASK);
    expect(formatMoney(Infinity, hidden)).toBe(PRIVACY_MASK);
    expect(formatMoneyCompact(35_000, hidden, { currency: 'USD' })).toBe(PRIVACY_MASK);
  });
});

describe('formatMoneyCompact', () => {
  it('shortens axis amounts with K, M and B', () => {
    expect(formatMoneyCompact(1234, en, { currency: 'USD' })).toBe('$1.2K');
    expect(formatMoneyCompact(-35_000, en, { currency: 'USD' })).toBe('\u2212$35K');
    expect(formatMoneyCompact(2_500_000, de, { currency: 'EUR' })).toBe('€2,5M');
    expect(formatMoneyCompact(999_999, en)).toBe('1M');
    expect(formatMoneyCompact(950, en, { currency: 'USD' })).toBe('$950');
    expect(formatMoneyCompact(1500, en, { currency: 'GOLD' })).toBe('1.5K GOLD');
  });
});

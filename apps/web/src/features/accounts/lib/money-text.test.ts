import { DEFAULT_DISPLAY_FORMAT } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/format/display-format';
import { moneyText, signedMoneyText } from './money-text';

const today = formatterFor(DEFAULT_DISPLAY_FORMAT);

describe('moneyText and signedMoneyText', () => {
  it('read as they did before the formats existed, with the defaults', () => {
    expect(moneyText(today, '25000.5', 'USD')).toBe('25,000.50');
    expect(moneyText(today, '-300', 'USD')).toBe('\u2212300.00');
    expect(moneyText(today, '0.000000000001', 'USD')).toBe('0.00');
    expect(signedMoneyText(today, '123', 'USD')).toBe('+123.00');
    expect(signedMoneyText(today, '0', 'USD')).toBe('0.00');
  });

  it("round to the currency's minor units, not the database's every digit", () => {
    expect(moneyText(today, '10111.589216', 'EUR')).toBe('10,111.59');
    expect(moneyText(today, '16990.12000', 'USD')).toBe('16,990.12');
    expect(moneyText(today, '1234.5', 'JPY')).toBe('1,235');
    expect(signedMoneyText(today, '10111.589216', 'JPY')).toBe('+10,112');
    expect(signedMoneyText(today, '-1.2345', 'KWD')).toBe('\u22121.235');
    expect(moneyText(today, '1234.5', 'ZZQ')).toBe('1,234.50');
  });

  it('follow the chosen number format', () => {
    const swiss = formatterFor({ ...DEFAULT_DISPLAY_FORMAT, numberFormat: "1'234.56" });
    expect(moneyText(swiss, '25000.5', 'CHF')).toBe("25'000.50");
    expect(signedMoneyText(swiss, '-1234.5', 'CHF')).toBe("\u22121'234.50");
  });

  it('are masked under privacy mode', () => {
    const hidden = formatterFor({ ...DEFAULT_DISPLAY_FORMAT, privacy: true });
    expect(moneyText(hidden, '25000.5', 'USD')).toBe('•••');
    expect(signedMoneyText(hidden, '-1', 'JPY')).toBe('•••');
  });
});

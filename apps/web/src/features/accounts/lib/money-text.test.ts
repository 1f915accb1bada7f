import { DEFAULT_DISPLAY_FORMAT } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/format/display-format';
import { moneyText, pnlText } from './money-text';

const today = formatterFor(DEFAULT_DISPLAY_FORMAT);

describe('moneyText and pnlText', () => {
  it('read as they did before the formats existed, with the defaults', () => {
    expect(moneyText(today, '25000.5')).toBe('25,000.50');
    expect(moneyText(today, '-300')).toBe('\u2212300.00');
    expect(moneyText(today, '0.000000000001')).toBe('0.000000000001');
    expect(pnlText(today, '123')).toBe('+123.00');
    expect(pnlText(today, '0')).toBe('0.00');
  });

  it('follow the chosen number format', () => {
    const swiss = formatterFor({ ...DEFAULT_DISPLAY_FORMAT, numberFormat: "1'234.56" });
    expect(moneyText(swiss, '25000.5')).toBe("25'000.50");
    expect(pnlText(swiss, '-1234.5')).toBe("\u22121'234.50");
  });

  it('are masked under privacy mode', () => {
    const hidden = formatterFor({ ...DEFAULT_DISPLAY_FORMAT, privacy: true });
    expect(moneyText(hidden, '25000.5')).toBe('•••');
    expect(pnlText(hidden, '-1')).toBe('•••');
  });
});

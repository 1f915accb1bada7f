import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/format/display-format';
import { countText, evidenceNumberText, pValueText } from './figure-text';

const european = formatterFor({
  numberFormat: '1.234,56',
  dateFormat: 'DD.MM.YYYY',
  timeZone: 'Europe/Berlin',
  privacy: false,
});
const us = formatterFor({
  numberFormat: '1,234.56',
  dateFormat: 'YYYY-MM-DD',
  timeZone: 'UTC',
  privacy: false,
});

describe('AI page figures in the trader number format', () => {
  it('counts with the group separator and the right noun', () => {
    expect(countText(european, 1204, 'trade', 'trades')).toBe('1.204 trades');
    expect(countText(us, 1, 'trade', 'trades')).toBe('1 trade');
  });

  it('writes evidence figures with the decimal mark, up to 4 decimals', () => {
    expect(evidenceNumberText(european, 1234.56789)).toBe('1.234,5679');
    expect(evidenceNumberText(european, 12)).toBe('12');
    expect(evidenceNumberText(us, 0.5)).toBe('0.5');
  });

  it('writes a p-value to two significant digits, and a tiny one as a bound', () => {
    expect(pValueText(european, 0.0342)).toBe('0,034');
    expect(pValueText(european, 0.5)).toBe('0,50');
    expect(pValueText(us, 1)).toBe('1.0');
    expect(pValueText(european, 0.00001)).toBe('< 0,0001');
  });
});

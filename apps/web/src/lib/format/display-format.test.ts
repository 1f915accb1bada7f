import { describe, expect, it } from 'vitest';
import { formatterFor, sharedFormatter } from './display-format';

const display = {
  numberFormat: '1.234,56',
  dateFormat: 'DD.MM.YYYY',
  timeZone: 'Europe/Berlin',
  privacy: false,
} as const;

describe('formatterFor', () => {
  it('binds every formatter to the trader choices', () => {
    const format = formatterFor(display);
    expect(format.money(-1234.5, { currency: 'EUR' })).toBe('\u2212€1.234,50');
    expect(format.r(1.5)).toBe('+1,50R');
    expect(format.percent(55)).toBe('55,0%');
    expect(format.count(10_000)).toBe('10.000');
    expect(format.dateTime('2026-11-24T23:30:00Z')).toBe('25.11.2026 00:30');
    expect(format.day('2026-11-24')).toBe('24.11.2026');
  });

  it('masks money and keeps R and % under privacy mode', () => {
    const format = formatterFor({ ...display, privacy: true });
    expect(format.privacy).toBe(true);
    expect(format.money(1234.5, { currency: 'EUR' })).toBe('•••');
    expect(format.moneyCompact(35_000)).toBe('•••');
    expect(format.r(-0.5)).toBe('\u22120,50R');
    expect(format.percent(12.34, { decimals: 2 })).toBe('12,34%');
  });
});

describe('sharedFormatter', () => {
  it('is the same object while the choices stay, and a new one when any changes', () => {
    const first = sharedFormatter(display);
    expect(sharedFormatter({ ...display })).toBe(first);
    const hidden = sharedFormatter({ ...display, privacy: true });
    expect(hidden).not.toBe(first);
    expect(hidden.privacy).toBe(true);
    expect(sharedFormatter({ ...display, privacy: true, timeZone: 'UTC' })).not.toBe(hidden);
  });
});

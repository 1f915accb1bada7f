import { afterEach, describe, expect, it } from 'vitest';
import { setDisplaySource } from '@/lib/format/current-display';
import {
  MINUS,
  formatCount,
  formatDays,
  formatMetric,
  formatMinutes,
  formatMoney,
  formatMoneyCompact,
  formatMoneyWhole,
  formatPct,
  formatR,
  formatRatio,
  rawValue,
  toneLabel,
  toneOf,
} from './format';

describe('formatMoney', () => {
  it('writes P&L with its sign, the true minus and two decimals', () => {
    expect(formatMoney(1234.5, 'USD', true)).toBe('+$1,234.50');
    expect(formatMoney(-80, 'USD', true)).toBe(`${MINUS}$80.00`);
    expect(formatMoney(0, 'USD', true)).toBe('$0.00');
    expect(formatMoney(-0, 'USD', true)).toBe('$0.00');
    expect(formatMoney(-0.004, 'USD', true)).toBe('$0.00');
  });
  it('leaves the + off unsigned figures and keeps the −', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(-5, 'EUR')).toBe(`${MINUS}€5.00`);
  });
  it('writes a code Intl does not know after the number, and no code as a plain number', () => {
    expect(formatMoney(12.3, 'usdt' as string, true)).toBe('+12.30 usdt');
    expect(formatMoney(-12.3, undefined)).toBe(`${MINUS}12.30`);
  });
  it('writes infinities as ∞', () => {
    expect(formatMoney(Infinity, 'USD')).toBe('∞');
    expect(formatMoney(-Infinity, 'USD')).toBe(`${MINUS}∞`);
  });
  it('writes whole units for axes', () => {
    expect(formatMoneyWhole(10_249.6, 'USD')).toBe('$10,250');
    expect(formatMoneyWhole(-80.2, 'EUR')).toBe(`${MINUS}€80`);
    expect(formatMoneyWhole(1500, undefined)).toBe('1,500');
  });
  it('shortens axis figures', () => {
    expect(formatMoneyCompact(1200, 'USD')).toBe('$1.2K');
    expect(formatMoneyCompact(-35000, 'USD')).toBe(`${MINUS}$35K`);
    expect(formatMoneyCompact(500, undefined)).toBe('500');
  });
});

describe('the other kinds', () => {
  it('writes R with two decimals and a sign', () => {
    expect(formatR(1.25)).toBe('+1.25R');
    expect(formatR(-0.5)).toBe(`${MINUS}0.50R`);
    expect(formatR(0)).toBe('0.00R');
    expect(formatR(2, false)).toBe('2.00R');
  });
  it('writes percentages with one decimal', () => {
    expect(formatPct(55)).toBe('55.0%');
    expect(formatPct(3.25, true)).toBe('+3.3%');
    expect(formatPct(-12.04)).toBe(`${MINUS}12.0%`);
  });
  it('writes ratios with two decimals and counts whole', () => {
    expect(formatRatio(1.5)).toBe('1.50');
    expect(formatRatio(Infinity)).toBe('∞');
    expect(formatCount(12345)).toBe('12,345');
  });
  it('writes durations as their two largest units', () => {
    expect(formatMinutes(0)).toBe('0m');
    expect(formatMinutes(0.4)).toBe('<1m');
    expect(formatMinutes(45)).toBe('45m');
    expect(formatMinutes(125)).toBe('2h 05m');
    expect(formatMinutes(3 * 1440 + 4 * 60 + 10)).toBe('3d 4h');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(12.4)).toBe('12 days');
  });
});

describe('formatMetric', () => {
  it('writes null and NaN as — and dispatches on the kind', () => {
    expect(formatMetric(null, 'money', { currency: 'USD' })).toBe('—');
    expect(formatMetric(Number.NaN, 'ratio')).toBe('—');
    expect(formatMetric(Infinity, 'ratio')).toBe('∞');
    expect(formatMetric(-42.5, 'money', { currency: 'USD', signed: true })).toBe(`${MINUS}$42.50`);
    expect(formatMetric(0.75, 'r', { signed: true })).toBe('+0.75R');
    expect(formatMetric(61.234, 'pct')).toBe('61.2%');
    expect(formatMetric(90, 'minutes')).toBe('1h 30m');
    expect(formatMetric(7, 'count')).toBe('7');
    expect(formatMetric(3, 'days')).toBe('3 days');
    expect(formatMetric(2 * 86_400_000, 'ms')).toBe('2d 0h');
  });
});

describe('tones and markers', () => {
  it('tells gains, losses and even figures to the cent', () => {
    expect(toneOf(0.01)).toBe('profit');
    expect(toneOf(-0.01)).toBe('loss');
    expect(toneOf(0.004)).toBe('neutral');
    expect(toneOf(null)).toBe('neutral');
    expect(toneLabel('loss')).toBe('loss');
    expect(toneLabel('neutral')).toBe('even');
  });
  it('keeps the raw value for the data-value marker', () => {
    expect(rawValue(null)).toBe('null');
    expect(rawValue(Infinity)).toBe('Infinity');
    expect(rawValue(-12.5)).toBe('-12.5');
  });
});

describe("the trader's formats", () => {
  const trader = {
    numberFormat: '1.234,56',
    dateFormat: 'DD.MM.YYYY',
    timeZone: 'UTC',
    privacy: false,
  } as const;
  afterEach(() => setDisplaySource(null));

  it('follow the chosen number format', () => {
    setDisplaySource(() => trader);
    expect(formatMoney(1234.5, 'EUR', true)).toBe('+€1.234,50');
    expect(formatMetric(55, 'pct')).toBe('55,0%');
    expect(formatR(-0.5)).toBe(`${MINUS}0,50R`);
  });

  it('mask money under privacy mode and keep R, % and counts', () => {
    setDisplaySource(() => ({ ...trader, privacy: true }));
    expect(formatMoney(1234.5, 'USD', true)).toBe('•••');
    expect(formatMetric(-80, 'money', { currency: 'USD' })).toBe('•••');
    expect(formatMoneyCompact(35_000, 'USD')).toBe('•••');
    expect(formatMoneyWhole(10_250, 'USD')).toBe('•••');
    expect(formatR(1.25)).toBe('+1,25R');
    expect(formatPct(12.5)).toBe('12,5%');
    expect(formatCount(3)).toBe('3');
  });
});

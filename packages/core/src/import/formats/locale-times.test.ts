import { describe, expect, it } from 'vitest';
import { localeDecimal } from './locale-numbers.ts';
import { localeTimeFormat } from './locale-times.ts';

describe('localeTimeFormat', () => {
  it.each([
    [['3/9/2026 9:31:05 AM', '3/12/2026 1:02:00 PM'], 'M/D/YYYY h:mm:ss A', false],
    [['09.03.2026 09:31:05'], 'D.M.YYYY H:mm:ss', false],
    [['2026/3/9 9:31:05'], 'YYYY/M/D H:mm:ss', false],
    [['2026-03-09 09:31:05'], 'YYYY-M-D H:mm:ss', false],
    [['15/03/2026 9:31:05 AM'], 'D/M/YYYY h:mm:ss A', false],
    [['09/03/2026 09:31:05'], 'D/M/YYYY H:mm:ss', true],
    [['9/03/2026 9:31:05 AM'], 'D/M/YYYY h:mm:ss A', true],
  ])('%j is %s', (values, pattern, warned) => {
    const layout = localeTimeFormat(values, 'NinjaTrader');
    expect(layout.format?.pattern).toBe(pattern);
    expect(layout.warning !== undefined).toBe(warned);
  });

  it('lets rows whose exit must follow their entry decide the order, without a warning', () => {
    const layout = localeTimeFormat(
      ['12/03/2026 20:58:00', '01/04/2026 08:30:15'],
      'NinjaTrader',
      (format) => format.dayFirst === true,
    );
    expect(layout).toEqual({ format: expect.objectContaining({ pattern: 'D/M/YYYY H:mm:ss' }) });
  });

  it('keeps the layout of the other rows when one value fits none', () => {
    expect(localeTimeFormat(['25.03.2026 10:00:00', 'soon'], 'ATAS').format?.pattern).toBe(
      'D.M.YYYY H:mm:ss',
    );
    expect(localeTimeFormat(['soon'], 'ATAS').format).toBeNull();
  });
});

describe('localeDecimal', () => {
  it('is a comma only when the values cannot be read with a point', () => {
    expect(localeDecimal(['5250,25', '5250'])).toBe(',');
    expect(localeDecimal(['5250.25', '1,250'])).toBe('.');
    expect(localeDecimal(['1,250', ''])).toBe('.');
  });
});

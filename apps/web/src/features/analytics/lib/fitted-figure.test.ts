import { describe, expect, it } from 'vitest';
import { fittedFontSize } from './fitted-figure';

describe('a headline figure sized to its card', () => {
  it('divides the card width by the ems the figure and its arrow take, capped at the largest size', () => {
    // 11 characters × 0.62 em + 1.05 em of arrow.
    expect(fittedFontSize('+$12,110.06', true)).toBe('min(1.5rem, calc(100cqi / 7.87))');
    expect(fittedFontSize('46.2%', false)).toBe('min(1.5rem, calc(100cqi / 3.1))');
    expect(fittedFontSize('', false, '2rem')).toBe('min(2rem, calc(100cqi / 0.62))');
  });

  it('gives a longer figure a smaller size in the same card', () => {
    const ems = (css: string) => Number(/\/ ([\d.]+)\)\)$/.exec(css)?.[1]);
    expect(ems(fittedFontSize('$1,234,567.89', false))).toBeGreaterThan(
      ems(fittedFontSize('$9,202.73', false)),
    );
  });
});

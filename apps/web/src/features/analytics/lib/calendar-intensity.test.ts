import { describe, expect, it } from 'vitest';
import { INTENSITY_LEVELS, intensityScale } from './calendar-intensity';

describe('intensityScale', () => {
  it('is neutral for a day without P&L, whatever the others', () => {
    const scale = intensityScale([100, -50]);
    expect(scale.of(0)).toEqual({ tone: 'neutral', level: 0 });
    expect(scale.of(0.004)).toEqual({ tone: 'neutral', level: 0 });
  });

  it('tells profit from loss by tone, with the same shade for the same size', () => {
    const scale = intensityScale([100, -100, 50]);
    expect(scale.of(100)).toEqual({ tone: 'profit', level: INTENSITY_LEVELS });
    expect(scale.of(-100)).toEqual({ tone: 'loss', level: INTENSITY_LEVELS });
    expect(scale.of(50).level).toBe(2);
    expect(scale.of(-50).level).toBe(2);
  });

  it('gives a tiny day the first shade, never none', () => {
    expect(intensityScale([1000, 0.01]).of(0.01)).toEqual({ tone: 'profit', level: 1 });
  });

  it('keeps one outsized day from washing out the others', () => {
    const pnls = [...Array.from({ length: 19 }, (_, i) => (i + 1) * 10), 100_000];
    const scale = intensityScale(pnls);
    expect(scale.full).toBe(180);
    expect(scale.of(100_000).level).toBe(INTENSITY_LEVELS);
    expect(scale.of(100).level).toBe(3);
  });

  it('has nothing to scale without any day of P&L', () => {
    const scale = intensityScale([0, 0]);
    expect(scale.full).toBe(0);
    expect(scale.of(10)).toEqual({ tone: 'neutral', level: 0 });
  });
});

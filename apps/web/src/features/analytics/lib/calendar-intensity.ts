// How strongly a calendar day is shaded: its P&L against the period's typical large day.

/** Shades per side: 0 is neutral (no trades, or a break-even day), 1-4 ever stronger. */
export const INTENSITY_LEVELS = 4;

export type Tone = 'profit' | 'loss' | 'neutral';

export interface Intensity {
  tone: Tone;
  /** 0 for a neutral day, else 1..INTENSITY_LEVELS. */
  level: number;
}

export interface IntensityScale {
  /** The |P&L| that reaches the strongest shade. */
  full: number;
  of(pnl: number): Intensity;
}

/**
 * The scale over the shown days' P&L. Its top is the 90th percentile of |P&L| rather than the
 * maximum, so one outsized day does not wash every other day out to the faintest shade; days above
 * it share the strongest shade. Every day with a non-zero P&L gets at least the first shade, so a
 * small loss is never drawn like a day without trades.
 */
export function intensityScale(pnls: Iterable<number>): IntensityScale {
  const sizes = [...pnls].map(Math.abs).filter((size) => size > 0 && Number.isFinite(size));
  sizes.sort((a, b) => a - b);
  const full = sizes.length === 0 ? 0 : (sizes[Math.ceil(sizes.length * 0.9) - 1] ?? 0);
  return {
    full,
    of(pnl) {
      // Below half a cent a day is a break-even: neutral, like the engine's rounding to cents.
      if (!Number.isFinite(pnl) || Math.abs(pnl) < 0.005 || full === 0) return { tone: 'neutral', level: 0 };
      const level = Math.min(
        INTENSITY_LEVELS,
        Math.max(1, Math.ceil((Math.abs(pnl) / full) * INTENSITY_LEVELS)),
      );
      return { tone: pnl > 0 ? 'profit' : 'loss', level };
    },
  };
}

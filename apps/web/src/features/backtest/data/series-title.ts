import type { SeriesSummary } from '@/lib/price-series';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const dayTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** "SAMPLE · 1m" and the name when it has one. */
export function seriesTitle(series: SeriesSummary): string {
  const base = `${series.symbol} · ${series.timeframe}`;
  return series.name ? `${base} (${series.name})` : base;
}

/** The first and last bar, in UTC (stored times are UTC). */
export function seriesRange(series: Pick<SeriesSummary, 'firstAt' | 'lastAt' | 'timeframe'>): string {
  const format = series.timeframe === '1d' || series.timeframe === '1w' ? day : dayTime;
  return `${format.format(Date.parse(series.firstAt))} – ${format.format(Date.parse(series.lastAt))} UTC`;
}

export function formatUtc(ms: number): string {
  return `${dayTime.format(ms)} UTC`;
}

const count = new Intl.NumberFormat();
export function formatCount(value: number): string {
  return count.format(value);
}

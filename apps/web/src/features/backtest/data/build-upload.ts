// An upload's bars checked by the series rules (buildPriceSeries) before the 50,000-bar limit is
// applied, so a file too long to save as it is can still be resampled or trimmed first.
import { buildPriceSeries, MAX_BARS, type PriceBar, type ReadBar, type SeriesIssue, type Timeframe } from '@edgelog/core';

export type UploadBuild =
  | { ok: true; symbol: string; timeframe: Timeframe; name: string | null; bars: PriceBar[] }
  | { ok: false; issues: SeriesIssue[] };

export function buildUpload(input: { symbol: string; timeframe: string; name: string; bars: readonly ReadBar[] }): UploadBuild {
  if (input.bars.length <= MAX_BARS) {
    const built = buildPriceSeries(input);
    return built.ok ? { ok: true, ...built.series } : built;
  }
  // Checked a slice at a time; each slice is put in time order by the rules, then the whole.
  const bars: PriceBar[] = [];
  let head: Extract<UploadBuild, { ok: true }> | null = null;
  for (let from = 0; from < input.bars.length; from += MAX_BARS) {
    const built = buildPriceSeries({ ...input, bars: input.bars.slice(from, from + MAX_BARS) });
    if (!built.ok) return built;
    head ??= { ok: true, ...built.series, bars };
    bars.push(...built.series.bars);
  }
  bars.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  for (let i = 1; i < bars.length; i++) {
    if (bars[i]?.time === bars[i - 1]?.time)
      return { ok: false, issues: [{ field: 'bars', message: `Two bars have the same time, ${bars[i]?.time ?? ''}.` }] };
  }
  return head ?? { ok: false, issues: [{ field: 'bars', message: 'There are no bars to save.' }] };
}

/** The latest bars a series can hold, when the trader keeps the end of a long file. */
export function latestBars(bars: readonly PriceBar[]): PriceBar[] {
  return bars.slice(Math.max(0, bars.length - MAX_BARS));
}

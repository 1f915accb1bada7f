// Choosing a trade's chart data among the trader's saved series.
import { barDuration, covers, seriesEnd, tradeEnd, tradeStart } from './coverage.ts';
import type { CoverageProblem, SeriesSpan, TradeForChart } from './coverage.ts';

export type SeriesChoice<T> =
  { ok: true; series: T; coversWholeTrade: boolean } | { ok: false; problem: CoverageProblem };

/**
 * The best series for a trade: its symbol, covering its open; of those, one that also covers the
 * close (an open or planned trade runs to the end of the series), then the finest timeframe (the
 * most detail). When none reaches the close, or the plan is not opened yet, the latest data wins.
 */
export function chooseSeriesForTrade<T extends SeriesSpan>(
  list: readonly T[],
  trade: TradeForChart,
): SeriesChoice<T> {
  const same = list.filter((span) => span.symbol === trade.symbol);
  const start = tradeStart(trade);
  if (same.length === 0)
    return { ok: false, problem: { code: 'no-series', symbol: trade.symbol, at: start } };
  const end = tradeEnd(trade);
  const candidates =
    start === null
      ? same.map((series) => ({ series, whole: true }))
      : same
          .filter((span) => covers(span, start))
          .map((series) => ({ series, whole: end === null || end < seriesEnd(series) }));
  const latest = (a: SeriesSpan, b: SeriesSpan) => seriesEnd(b) - seriesEnd(a);
  const finest = (a: SeriesSpan, b: SeriesSpan) => barDuration(a.timeframe) - barDuration(b.timeframe);
  const ranked = [...candidates].sort((a, b) => {
    if (a.whole !== b.whole) return Number(b.whole) - Number(a.whole);
    // Of series that stop before the close, the one reaching furthest into the trade.
    if (!a.whole || start === null) return latest(a.series, b.series) || finest(a.series, b.series);
    return finest(a.series, b.series) || latest(a.series, b.series);
  });
  const best = ranked[0];
  if (best) return { ok: true, series: best.series, coversWholeTrade: best.whole };
  // Say what is saved, from the earliest start to the latest end, so the trader sees the gap.
  const firstAt = Math.min(...same.map((span) => Date.parse(span.firstAt)));
  const lastAt = Math.max(...same.map((span) => Date.parse(span.lastAt)));
  return {
    ok: false,
    problem: { code: 'not-covered', symbol: trade.symbol, at: start ?? 0, firstAt, lastAt },
  };
}

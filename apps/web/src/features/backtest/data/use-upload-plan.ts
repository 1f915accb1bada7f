import {
  MAX_BARS,
  ohlcvFromPriceBars,
  readBarFile,
  type BacktestTimeframe,
  type BarFileLayout,
  type BarFileMapping,
  type BarFileRead,
  type BarGap,
  type PriceBar,
} from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { buildUpload, latestBars, type UploadBuild } from './build-upload';
import type { MarketHours } from './market-hours';
import { priceBarsQuery, type SeriesSummary } from '@/lib/price-series';
import { mergeUpload, resampleForSaving, seriesGaps } from './series-plan';
import { backtestTimeframeOf, storedTimeframeOf } from './timeframes';
import type { MappingDraft } from './upload-mapping';

export interface UploadChoices {
  symbol: string;
  timeframe: string;
  name: string;
  /** Resample the upload to this timeframe before saving, or keep it as uploaded. */
  saveAs: BacktestTimeframe | 'as-is';
  /** The saved series to merge into, 'new', or '' until the trader chooses. */
  target: string;
  keepLatest: boolean;
  hours: MarketHours;
}

export interface UploadPlan {
  /** The saved series the upload merges into, or 'new'. */
  targetId: string;
  /** Why the columns cannot be read yet. */
  mappingProblem: string | null;
  read: BarFileRead;
  build: UploadBuild | null;
  /** Saved series of the same symbol and timeframe the upload can merge into. */
  candidates: SeriesSummary[];
  targetLoading: boolean;
  targetError: unknown;
  merge: { replaced: number; added: number } | null;
  /** The bars that would be saved, before the 50,000 limit. */
  total: number;
  overLimit: boolean;
  bars: PriceBar[] | null;
  storedTimeframe: string | null;
  gaps: BarGap[] | null;
}

const NOTHING: BarFileRead = { bars: [], errors: [] };

function mappingOf(draft: MappingDraft): BarFileMapping | string {
  const { date, time, open, high, low, close, volume } = draft.columns;
  if (date === null || open === null || high === null || low === null || close === null)
    return 'Choose the date, open, high, low and close columns.';
  if (draft.timeFormat === '') return 'Choose the date format.';
  return { ...draft, columns: { date, time, open, high, low, close, volume } };
}

const overlaps = (series: SeriesSummary, bars: readonly PriceBar[]): boolean => {
  const first = bars[0]?.time;
  const last = bars[bars.length - 1]?.time;
  if (first === undefined || last === undefined) return false;
  return Date.parse(first) <= Date.parse(series.lastAt) && Date.parse(last) >= Date.parse(series.firstAt);
};

/** Everything the upload form shows and saves, worked out from the file, the mapping and the choices. */
export function useUploadPlan(
  layout: BarFileLayout | null,
  draft: MappingDraft | null,
  choices: UploadChoices,
  saved: readonly SeriesSummary[],
): UploadPlan {
  const mapping = useMemo(() => (draft ? mappingOf(draft) : 'Choose a file.'), [draft]);
  const read = useMemo(
    () => (layout && typeof mapping !== 'string' ? readBarFile(layout.rows, mapping) : NOTHING),
    [layout, mapping],
  );
  const { symbol, timeframe, name, saveAs, target, keepLatest, hours } = choices;
  const build = useMemo(
    () => (read.bars.length > 0 ? buildUpload({ symbol, timeframe, name, bars: read.bars }) : null),
    [read, symbol, timeframe, name],
  );
  const from = build?.ok ? backtestTimeframeOf(build.timeframe) : null;
  const upload = useMemo((): { bars: PriceBar[]; timeframe: string } | null => {
    if (!build?.ok) return null;
    if (saveAs === 'as-is' || from === null) return { bars: build.bars, timeframe: build.timeframe };
    return { bars: resampleForSaving(build.bars, from, saveAs, hours), timeframe: storedTimeframeOf(saveAs) };
  }, [build, saveAs, from, hours]);
  const candidates = useMemo(
    () =>
      build?.ok && upload
        ? saved.filter((series) => series.symbol === build.symbol && series.timeframe === upload.timeframe)
        : [],
    [saved, build, upload],
  );
  const defaultTarget = upload ? (candidates.find((series) => overlaps(series, upload.bars))?.id ?? 'new') : 'new';
  // Until the trader chooses, an upload overlapping a saved series of its symbol and timeframe merges into it.
  const targetId = target === '' ? defaultTarget : candidates.some((series) => series.id === target) ? target : 'new';
  const existing = useQuery({ ...priceBarsQuery(targetId), enabled: targetId !== 'new' });
  const merged = useMemo(() => {
    if (!upload) return null;
    if (targetId === 'new') return { bars: upload.bars, merge: null };
    if (!existing.data) return null;
    const result = mergeUpload(existing.data, upload.bars);
    return { bars: result.bars, merge: { replaced: result.replaced, added: result.added } };
  }, [upload, targetId, existing.data]);
  const total = merged?.bars.length ?? 0;
  const overLimit = total > MAX_BARS;
  const bars = useMemo(() => {
    if (!merged || (overLimit && !keepLatest)) return null;
    return overLimit ? latestBars(merged.bars) : merged.bars;
  }, [merged, overLimit, keepLatest]);
  const storedTimeframe = upload?.timeframe ?? null;
  const gaps = useMemo(
    () => (bars && storedTimeframe ? seriesGaps(ohlcvFromPriceBars(bars), storedTimeframe, hours) : null),
    [bars, storedTimeframe, hours],
  );
  return {
    mappingProblem: typeof mapping === 'string' ? mapping : null,
    read,
    build,
    candidates,
    targetLoading: targetId !== 'new' && existing.isPending,
    targetError: existing.error,
    merge: merged?.merge ?? null,
    total,
    overLimit,
    bars,
    storedTimeframe,
    gaps,
    targetId,
  };
}

// The reports page's own choices in the URL beside the global filter, so a shared link or a
// reload shows the same table, heatmap and comparison: the dimension, the cross table's rows,
// columns and figure, and the second filter of the comparison (its keys prefixed "vs.").
import {
  DIMENSIONS,
  analyticsFilterToParams,
  parseAnalyticsFilter,
  type AnalyticsFilter,
  type Dimension,
  type SearchParamsLike,
} from '@edgelog/core';
import { HEATMAP_METRICS, type HeatmapMetric } from './reports-heatmap';

export interface ReportsParams {
  dimension: Dimension;
  crossRows: Dimension;
  crossColumns: Dimension;
  heatmapMetric: HeatmapMetric;
  /** The right side's filter in compare mode; null when not comparing. */
  compare: AnalyticsFilter | null;
}

export const REPORTS_KEYS = {
  dimension: 'by',
  crossRows: 'rows',
  crossColumns: 'cols',
  heatmapMetric: 'cell',
  compare: 'compare',
} as const;
const COMPARE_PREFIX = 'vs.';

export const DEFAULT_REPORTS_PARAMS: ReportsParams = {
  dimension: 'symbol',
  crossRows: 'weekday',
  crossColumns: 'hour',
  heatmapMetric: 'netPnl',
  compare: null,
};

function dimensionOf(value: string | null, fallback: Dimension): Dimension {
  return DIMENSIONS.find((dimension) => dimension === value) ?? fallback;
}

/** Every URL name the page owns, to clear before writing its choices again. */
export function isReportsKey(name: string): boolean {
  return name.startsWith(COMPARE_PREFIX) || Object.values<string>(REPORTS_KEYS).includes(name);
}

export function parseReportsParams(params: SearchParamsLike & { keys(): Iterable<string> }): ReportsParams {
  const metric = params.get(REPORTS_KEYS.heatmapMetric);
  let compare: AnalyticsFilter | null = null;
  if (params.get(REPORTS_KEYS.compare) === '1') {
    const prefixed: Record<string, string> = {};
    for (const name of params.keys()) {
      const value = params.get(name);
      if (name.startsWith(COMPARE_PREFIX) && value !== null)
        prefixed[name.slice(COMPARE_PREFIX.length)] = value;
    }
    compare = parseAnalyticsFilter(prefixed);
  }
  return {
    dimension: dimensionOf(params.get(REPORTS_KEYS.dimension), DEFAULT_REPORTS_PARAMS.dimension),
    crossRows: dimensionOf(params.get(REPORTS_KEYS.crossRows), DEFAULT_REPORTS_PARAMS.crossRows),
    crossColumns: dimensionOf(params.get(REPORTS_KEYS.crossColumns), DEFAULT_REPORTS_PARAMS.crossColumns),
    heatmapMetric: HEATMAP_METRICS.find((m) => m.id === metric)?.id ?? DEFAULT_REPORTS_PARAMS.heatmapMetric,
    compare,
  };
}

/** The URL parameters of the page's choices, defaults left out. */
export function reportsParamsToEntries(choices: ReportsParams): [string, string][] {
  const entries: [string, string][] = [];
  const keep = <K extends keyof ReportsParams>(key: K, name: string) => {
    const value = choices[key];
    if (typeof value === 'string' && value !== DEFAULT_REPORTS_PARAMS[key]) entries.push([name, value]);
  };
  keep('dimension', REPORTS_KEYS.dimension);
  keep('crossRows', REPORTS_KEYS.crossRows);
  keep('crossColumns', REPORTS_KEYS.crossColumns);
  keep('heatmapMetric', REPORTS_KEYS.heatmapMetric);
  if (choices.compare !== null) {
    entries.push([REPORTS_KEYS.compare, '1']);
    for (const [name, value] of Object.entries(analyticsFilterToParams(choices.compare)))
      entries.push([`${COMPARE_PREFIX}${name}`, value]);
  }
  return entries;
}

/**
 * The right side a comparison starts with: the same filter over the period before (last month
 * against this month, last year against this year...), or last month when that cannot be told.
 */
export function defaultComparison(left: AnalyticsFilter): AnalyticsFilter {
  const previous: Partial<Record<AnalyticsFilter['preset'], AnalyticsFilter['preset']>> = {
    today: 'yesterday',
    'this-week': 'last-week',
    'this-month': 'last-month',
    'this-quarter': 'last-quarter',
    'year-to-date': 'last-year',
  };
  const preset = previous[left.preset] ?? (left.preset === 'last-month' ? 'this-month' : 'last-month');
  return { ...left, preset, from: null, to: null };
}

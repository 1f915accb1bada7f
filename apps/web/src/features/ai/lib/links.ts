import { SENT_TRADE_IDS, type CoachDimension } from '@edgelog/core';

/**
 * The trade log shows at most this many chosen trades (each id travels in its requests); a longer
 * list opens its first ones, and the link says so. The analysis sends no more per finding.
 */
export const TRADE_LOG_IDS = SENT_TRADE_IDS;

export interface TradeLogLink {
  to: string;
  /** How many of the trades the link opens. */
  shown: number;
  total: number;
}

/**
 * The trade log filtered to these trades (their first TRADE_LOG_IDS); `total` counts them all when
 * the analysis sent only the first of them.
 */
export function tradeLogLink(tradeIds: readonly string[], total = tradeIds.length): TradeLogLink {
  const shown = tradeIds.slice(0, TRADE_LOG_IDS);
  return {
    to: `/trades?${new URLSearchParams({ ids: shown.join(',') }).toString()}`,
    shown: shown.length,
    total: Math.max(total, shown.length),
  };
}

/**
 * The reports page broken down by the finding's dimension, under the same analytics filter
 * (`filterSearch` is '?...' of the filter or '').
 */
export function reportsLink(filterSearch: string, dimension: CoachDimension): string {
  const params = new URLSearchParams(filterSearch);
  params.set('by', dimension);
  return `/analytics/reports?${params.toString()}`;
}

/** The performance page under the same filter, where the journal's own figures are. */
export function performanceLink(filterSearch: string): string {
  return `/analytics/performance${filterSearch}`;
}

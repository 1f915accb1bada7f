// The requests the server's analytics function answers for a first visit (docs/decisions/0025),
// checked field by field: each with bounds on the work it asks for, so one call cannot hold the
// server. Monte Carlo projections, playbook adherence and rule breaks carry objects or open-ended
// work; the worker answers those itself once the whole journal is in.
import { DIMENSIONS, type Dimension } from '../analytics/dimension-keys.ts';
import type { AnalyticsRequest } from './contract.ts';
import { isDayKey } from './filter.ts';

export type ServedRequest = Extract<
  AnalyticsRequest,
  {
    kind:
      | 'statistics'
      | 'breakdown'
      | 'cross'
      | 'pnl-series'
      | 'rolling'
      | 'r-distribution'
      | 'excursions'
      | 'daily-risk'
      | 'risk-of-ruin'
      | 'position-size-consistency'
      | 'trades';
  }
>;

/** The most points of a thinned equity curve and the longest trade list one call may ask for. */
export const SERVED_LIMITS = {
  curvePoints: 20_000,
  rollingWindow: 10_000,
  tradeList: 1_000,
  minBinWidth: 0.05,
  maxBinWidth: 100,
} as const;

const PERIODS = new Set(['day', 'week', 'month']);
const ORDERS = new Set(['recent', 'worst', 'best']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isDimension = (value: unknown): value is Dimension =>
  typeof value === 'string' && (DIMENSIONS as readonly string[]).includes(value);

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Only the fields a kind has. */
function hasOnly(raw: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(raw).every((key) => key === 'kind' || keys.includes(key));
}

/** The request when the server answers it as sent, else null (the worker answers it). */
export function servedRequest(raw: unknown): ServedRequest | null {
  if (!isRecord(raw)) return null;
  switch (raw.kind) {
    case 'statistics':
      if (!hasOnly(raw, ['curvePoints'])) return null;
      if (raw.curvePoints === undefined) return { kind: 'statistics' };
      return isWhole(raw.curvePoints, 2, SERVED_LIMITS.curvePoints)
        ? { kind: 'statistics', curvePoints: raw.curvePoints }
        : null;
    case 'breakdown':
      return hasOnly(raw, ['dimension']) && isDimension(raw.dimension)
        ? { kind: 'breakdown', dimension: raw.dimension }
        : null;
    case 'cross':
      return hasOnly(raw, ['rows', 'columns']) && isDimension(raw.rows) && isDimension(raw.columns)
        ? { kind: 'cross', rows: raw.rows, columns: raw.columns }
        : null;
    case 'pnl-series':
      return hasOnly(raw, ['period']) && typeof raw.period === 'string' && PERIODS.has(raw.period)
        ? { kind: 'pnl-series', period: raw.period as 'day' | 'week' | 'month' }
        : null;
    case 'rolling': {
      if (!hasOnly(raw, ['window', 'points']) || !isWhole(raw.window, 1, SERVED_LIMITS.rollingWindow))
        return null;
      if (raw.points === undefined) return { kind: 'rolling', window: raw.window };
      return isWhole(raw.points, 2, SERVED_LIMITS.curvePoints)
        ? { kind: 'rolling', window: raw.window, points: raw.points }
        : null;
    }
    case 'r-distribution': {
      const width = raw.binWidth;
      return hasOnly(raw, ['binWidth']) &&
        typeof width === 'number' &&
        width >= SERVED_LIMITS.minBinWidth &&
        width <= SERVED_LIMITS.maxBinWidth
        ? { kind: 'r-distribution', binWidth: width }
        : null;
    }
    case 'excursions':
    case 'daily-risk':
    case 'position-size-consistency':
      return hasOnly(raw, []) ? { kind: raw.kind } : null;
    case 'risk-of-ruin': {
      const threshold = raw.lossThreshold;
      return hasOnly(raw, ['lossThreshold']) &&
        typeof threshold === 'number' &&
        Number.isFinite(threshold) &&
        threshold > 0
        ? { kind: 'risk-of-ruin', lossThreshold: threshold }
        : null;
    }
    case 'trades': {
      if (!hasOnly(raw, ['day', 'limit', 'order'])) return null;
      if (!isWhole(raw.limit, 0, SERVED_LIMITS.tradeList)) return null;
      if (typeof raw.order !== 'string' || !ORDERS.has(raw.order)) return null;
      const order = raw.order as 'recent' | 'worst' | 'best';
      if (raw.day === undefined) return { kind: 'trades', limit: raw.limit, order };
      return typeof raw.day === 'string' && isDayKey(raw.day)
        ? { kind: 'trades', day: raw.day, limit: raw.limit, order }
        : null;
    }
    default:
      return null;
  }
}

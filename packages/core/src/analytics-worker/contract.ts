// What the analytics pages ask of the analytics worker and what it answers. The worker holds every
// trade of the current filter (loaded once through rpc/analytics_journal) and runs the engine on
// them; the pages only render the answers. Definitions of every figure: docs/metrics.md.
import type {
  BreakdownRow,
  CrossBreakdown,
  Dimension,
  DailyRisk,
  ExcursionStatistics,
  MonteCarloProjection,
  PeriodPnl,
  PositionSizeConsistency,
  RDistribution,
  RiskOfRuin,
  RollingPoint,
  Statistics,
  Weekday,
} from '../analytics/index.ts';
import type { Goal, GoalEvaluation, RuleBreak } from '../goals/types.ts';
import type { AdherenceReport, Playbook } from '../playbooks/types.ts';

/** The date presets of the global filter; `custom` uses `from` / `to`. */
export const DATE_PRESETS = [
  'all',
  'today',
  'yesterday',
  'this-week',
  'last-week',
  'last-7-days',
  'this-month',
  'last-month',
  'last-30-days',
  'this-quarter',
  'last-quarter',
  'year-to-date',
  'last-12-months',
  'last-year',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/**
 * The one filter every analytics page shares, kept in the URL. Empty lists mean "all". Days are
 * calendar days (YYYY-MM-DD) in the trader's time zone, `to` included.
 */
export interface AnalyticsFilter {
  preset: DatePreset;
  from: string | null;
  to: string | null;
  accountIds: readonly string[];
  strategyIds: readonly string[];
  tagIds: readonly string[];
  assetClasses: readonly string[];
  /** With accounts in several currencies and no rate to combine them: the one shown. */
  currency: string | null;
  /** Figures on net P&L (after costs, the default) or gross P&L. */
  basis: 'net' | 'gross';
}

/** The instants the database filters on: closed_at in [from, to); null = unbounded. */
export interface InstantRange {
  from: string | null;
  to: string | null;
}

export interface AccountInfo {
  id: string;
  name: string;
  currency: string;
  kind: string;
  closed: boolean;
  /** Starting balance + deposits / withdrawals + net P&L of every trade closed before the range. */
  equityAtStart: number;
  breakEvenTolerance: number;
}

export interface NamedItem {
  id: string;
  name: string;
}

export interface TagInfo extends NamedItem {
  group: string;
  color: string | null;
}

/**
 * How money over several accounts is told: one currency, converted to the base currency at the
 * trader's rates, or (a rate missing) one currency at a time, never summed.
 */
export type CurrencyMode =
  | { kind: 'single'; currency: string }
  | { kind: 'converted'; base: string; from: string[]; ratesApplied: number }
  | { kind: 'split'; currencies: string[]; shown: string; missingPairs: string[] };

/** What the worker tells about the trades it holds once a filter is loaded. */
export interface DatasetSummary {
  /** Changes whenever the worker loads again: part of every result's query key. */
  datasetId: string;
  timeZone: string;
  baseCurrency: string;
  weekStartsOn: Weekday;
  range: InstantRange;
  /** Closed trades in the figures (after the currency choice) and open ones left out. */
  closedTradeCount: number;
  openTradeCount: number;
  /** Closed trades without an R multiple (no initial stop). */
  tradesWithoutR: number;
  currencyMode: CurrencyMode;
  /** The one currency the figures are in. */
  currency: string;
  startingEquity: number;
  accounts: AccountInfo[];
  strategies: NamedItem[];
  tags: TagInfo[];
  assetClasses: string[];
}

/** A closed trade as a list on a page shows it (recent trades, a calendar day, the largest losses). */
export interface TradeListItem {
  id: string;
  symbol: string;
  side: 'long' | 'short' | null;
  openedAt: string;
  closedAt: string;
  netPnl: number;
  grossPnl: number;
  rMultiple: number | null;
  accountId: string | null;
  tagIds: string[];
}

export type AnalyticsRequest =
  /**
   * `curvePoints` thins the equity curve sent back (thinEquityCurve) for a chart; every other
   * figure is the whole dataset's either way.
   */
  | { kind: 'statistics'; curvePoints?: number }
  | { kind: 'breakdown'; dimension: Dimension }
  | { kind: 'cross'; rows: Dimension; columns: Dimension }
  | { kind: 'pnl-series'; period: 'day' | 'week' | 'month' }
  /** `points` thins the series sent back for a chart (thinRolling); without it, every closed trade's point. */
  | { kind: 'rolling'; window: number; points?: number }
  | { kind: 'r-distribution'; binWidth: number }
  | { kind: 'excursions' }
  | { kind: 'daily-risk' }
  | { kind: 'risk-of-ruin'; lossThreshold: number }
  | { kind: 'position-size-consistency' }
  | {
      kind: 'monte-carlo';
      trades: number;
      runs: number;
      seed: number;
      drawdownLimitPct: number | null;
    }
  /** Closed trades, newest exit first, optionally of one day (YYYY-MM-DD in the trader's zone). */
  | { kind: 'trades'; day?: string; limit: number; order: 'recent' | 'worst' | 'best' }
  /** How the dataset's closed trades kept a playbook's rules (load it with `strategyIds: [id]`). */
  | { kind: 'adherence'; playbook: Playbook }
  /** The days the dataset broke each rule goal, each goal on its own account (or every account). */
  | { kind: 'rule-breaks'; goals: readonly Goal[] };

export interface AnalyticsResponseMap {
  statistics: Statistics;
  breakdown: BreakdownRow[];
  cross: CrossBreakdown;
  'pnl-series': PeriodPnl[];
  rolling: RollingPoint[];
  'r-distribution': RDistribution;
  excursions: ExcursionStatistics;
  'daily-risk': DailyRisk;
  'risk-of-ruin': RiskOfRuin | null;
  'position-size-consistency': PositionSizeConsistency;
  'monte-carlo': MonteCarloProjection | null;
  trades: TradeListItem[];
  adherence: AdherenceReport;
  'rule-breaks': RuleBreak[];
}

export type AnalyticsResponse<R extends AnalyticsRequest> = AnalyticsResponseMap[R['kind']];

/** What the page gives the worker to load: where to read and as whom. */
export interface LoadRequest {
  /** The server's base URL, the anon key and the signed-in user's access token. */
  url: string;
  apiKey: string;
  accessToken: string;
  filter: AnalyticsFilter;
  /** The instant the presets are resolved against (ISO), so a test can pin it. */
  now: string;
  /**
   * The browser's zone. Presets are resolved in the trader's (profiles.timezone), which the
   * server's answer carries; kept so callers written before stay valid.
   */
  timeZone?: string;
  /** Whose journal: the worker keeps one whole journal and reads it again for another user. */
  userId?: string;
  /**
   * Raised by the page each time the journal changed (a realtime change, a new rate): the worker
   * reads the whole journal again instead of filtering the one it holds.
   */
  generation?: number;
}

/**
 * Goals judged on the whole journal the worker holds (read as `load` reads it). Each goal period is
 * selected as a page filter with that account and those custom dates selects it (the load's
 * currency and basis kept), so a goal's progress is what the analytics pages show.
 */
export interface EvaluateGoalsRequest {
  load: LoadRequest;
  goals: readonly Goal[];
  /** The instant the current periods are found at (ISO). */
  now: string;
  /** Periods told per goal, the current one included (12 unless given). */
  count?: number;
}

/** The worker's surface, exposed with Comlink. */
export interface AnalyticsWorkerApi {
  load(request: LoadRequest): Promise<DatasetSummary>;
  run<R extends AnalyticsRequest>(datasetId: string, request: R): Promise<AnalyticsResponse<R>>;
  evaluateGoals(request: EvaluateGoalsRequest): Promise<GoalEvaluation[]>;
}

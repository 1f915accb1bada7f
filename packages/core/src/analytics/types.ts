// The engine's input and output shapes. The names are the product's contract: the pages, the
// checks and the AI analysis read these fields, and docs/metrics.md defines each one.

/** A tag as a trade carries it: the group decides whether it is a setup, a mistake or an emotion. */
export interface AnalyticsTag {
  id: string;
  name: string;
  group: string;
}

/**
 * One trade as the engine reads it. Money is in the trade's account currency, net of all costs
 * (`netPnl = grossPnl - costs`). A trade with `closedAt: null` is still open and is left out of every
 * closed-trade figure.
 */
export interface AnalyticsTrade {
  id: string;
  symbol?: string;
  /** ISO 8601 instants with an offset or `Z`. */
  openedAt: string;
  closedAt: string | null;
  netPnl: number;
  grossPnl: number;
  costs: number;
  /** Money lost had the initial stop been hit; null or 0 when the trade had no stop. */
  initialRisk: number | null;
  rMultiple: number | null;
  // Dimensions: optional, read by the breakdowns, the currency and excursion functions.
  accountId?: string;
  strategyId?: string | null;
  assetClass?: string;
  side?: 'long' | 'short';
  tags?: readonly AnalyticsTag[];
  /** Entry quantity (shares, contracts, lots in units). */
  quantity?: number;
  /** Entry notional in money: average entry price x quantity x multiplier. */
  positionSize?: number | null;
  /** The account's currency (ISO 4217); absent means the one currency of the figures. */
  currency?: string;
  /** The account's break-even tolerance, when it differs from the options' one. */
  breakEvenTolerance?: number;
  /** Average entry price and contract multiplier, for excursions derived from bars. */
  entryPrice?: number;
  multiplier?: number;
  /** Maximum adverse and favourable excursion in money (>= 0), when known. */
  mae?: number | null;
  mfe?: number | null;
  /** Ids of the strategy's rules the trade followed (its playbook checklist), when known. */
  followedRuleIds?: readonly string[];
}

/** A deposit (> 0) or withdrawal (< 0): it moves equity but is not profit. */
export interface CashFlow {
  time: string;
  amount: number;
  /** The account's currency; absent means the one currency of the figures. */
  currency?: string;
}

export interface StatisticsOptions {
  startingBalance: number;
  /** IANA zone (profiles.timezone) in which days, weeks, months and hours are told. */
  timeZone: string;
  /** |net P&L| at most this much (after rounding to cents) is a break-even, unless the trade carries its own. */
  breakEvenTolerance?: number;
  cashFlows?: readonly CashFlow[];
  /** Annual risk-free rate as a fraction (0.04 = 4 %), 0 unless set. */
  riskFreeRate?: number;
}

export interface EquityPoint {
  time: string;
  equity: number;
  /** The trade whose exit made this point; absent for the start and for cash flows. */
  tradeId?: string;
  /** On a thinned curve (thinEquityCurve), the point's place in the whole curve. */
  at?: number;
}

export interface DailyReturn {
  day: string;
  pnl: number;
  /** The day's P&L over the equity at the previous close, in percent; null when that equity is <= 0. */
  returnPct: number | null;
}

export interface DrawdownPeriod {
  /** The peak the equity fell from, its lowest point, and the point it came back (null: not yet). */
  startTime: string;
  troughTime: string;
  endTime: string | null;
  depth: number;
  depthPct: number | null;
  /** Peak to recovery, or to the last point when not recovered. */
  durationMs: number;
  /** Trough to recovery; null when not recovered. */
  recoveryMs: number | null;
  trades: number;
}

/** The figures of one set of closed trades: a breakdown row has these. */
export interface SummaryStatistics {
  tradeCount: number;
  openTradeCount: number;
  wins: number;
  losses: number;
  breakevens: number;
  netPnl: number;
  grossPnl: number;
  costs: number;
  grossProfit: number;
  grossLoss: number;
  winRatePct: number | null;
  winRateExBreakevenPct: number | null;
  lossRatePct: number | null;
  profitFactor: number | null;
  expectancy: number | null;
  expectancyR: number | null;
  totalR: number | null;
  /** Closed trades with an R multiple, and those without (no initial stop). */
  tradesWithR: number;
  tradesWithoutR: number;
  avgWin: number | null;
  avgLoss: number | null;
  medianWin: number | null;
  medianLoss: number | null;
  payoffRatio: number | null;
  largestWin: number | null;
  largestLoss: number | null;
  maxConsecutiveWins: number;
  maxConsecutiveLosses: number;
  endingEquity: number;
  maxDrawdown: number;
  maxDrawdownPct: number | null;
  longestDrawdownMs: number;
  recoveryFactor: number | null;
  sharpe: number | null;
  sortino: number | null;
  sqn: number | null;
  /** True when SQN rests on fewer than 30 trades with an R multiple. */
  sqnSampleSmall: boolean;
  kellyPct: number | null;
  avgHoldingMinutes: number | null;
  avgHoldingMinutesWins: number | null;
  avgHoldingMinutesLosses: number | null;
}

export interface Statistics extends SummaryStatistics {
  equityCurve: EquityPoint[];
  dailyReturns: DailyReturn[];
  drawdowns: DrawdownPeriod[];
}

// What a playbook holds for the adherence figures, and what they answer. Definitions:
// docs/metrics.md, "Playbooks".

/** One entry of a playbook's checklist, as strategies.rules stores it. */
export interface PlaybookRule {
  id: string;
  text: string;
}

/** The parts of a strategy the adherence figures read. */
export interface Playbook {
  rules: readonly PlaybookRule[];
  /** The most money a trade may risk (its initial risk), in the trade's currency; null = no limit. */
  maxRiskAmount: number | null;
  /** The most trades of this playbook opened on one day in the trader's zone; null = no limit. */
  maxTradesPerDay: number | null;
}

export interface AdherenceOptions {
  /** IANA zone in which the days of the trades-per-day rule are told. */
  timeZone: string;
  /** |net P&L| at most this much is a break-even, unless a trade carries its own. */
  breakEvenTolerance?: number;
}

/** The ids of the two risk rules, next to the checklist's own ids. */
export const MAX_RISK_RULE_ID = 'max-risk';
export const MAX_TRADES_PER_DAY_RULE_ID = 'max-trades-per-day';

export type PlaybookRuleKind = 'checklist' | 'max-risk' | 'max-trades-per-day';

/** The figures of one group of closed trades (from computeStatistics). */
export interface AdherenceGroup {
  tradeCount: number;
  winRatePct: number | null;
  netPnl: number;
  expectancy: number | null;
  expectancyR: number | null;
}

/**
 * What the cost of a broken rule is measured against: the expectancy of the trades that followed
 * every rule, or nothing (no trade followed every rule: the cost is 0, not a figure).
 */
export type CostBasis = 'followed-all' | 'none';

export interface RuleAdherence {
  id: string;
  text: string;
  kind: PlaybookRuleKind;
  /** Closed trades that kept the rule, and those that broke it. */
  followed: number;
  broken: number;
  /** Closed trades the rule cannot be told for (max risk: a trade without a stop). */
  unknown: number;
  /** Closed trades whose checklist was not reviewed yet (nothing ticked): out of the follow rate. */
  unreviewed: number;
  /** followed / (followed + broken) in percent; null when no trade can be told. */
  followRatePct: number | null;
  /** Net P&L of the trades that broke the rule. */
  brokenNetPnl: number;
  /** broken x (expectancy of the trades that followed every rule) - brokenNetPnl. */
  cost: number;
  costBasis: CostBasis;
  /** The ids of the closed trades that broke the rule, in exit order. */
  brokenTradeIds: string[];
}

export interface AdherenceReport {
  /** Closed trades counted. */
  tradeCount: number;
  /**
   * Closed trades whose checklist was not reviewed yet: in neither group until reviewed (they may
   * still break a risk rule, which needs no review).
   */
  unreviewed: number;
  /** Trades that broke no rule (a rule that cannot be told is not broken) and those that broke any. */
  followedAll: AdherenceGroup;
  brokeAny: AdherenceGroup;
  rules: RuleAdherence[];
  costBasis: CostBasis;
}

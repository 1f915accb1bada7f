// What the coach returns: findings ordered by how much money they move, each with the trades behind
// it, and what-if figures. Definitions: docs/metrics.md, "Coach".
import type { SummaryStatistics } from '../analytics/types.ts';
import type { Confidence } from './confidence.ts';

export type { Confidence } from './confidence.ts';

export interface CoachOptions {
  /** IANA zone in which days, hours and sessions are told. */
  timeZone: string;
  startingBalance?: number;
  breakEvenTolerance?: number;
  /** Seeds every resample: the same journal and seed give the same analysis. */
  seed: number;
  /** Groups with fewer trades are only noted as small samples (default 20). */
  minSample?: number;
  /** Bootstrap resamples per interval (default 1000). */
  resamples?: number;
}

export const COACH_DIMENSIONS = [
  'symbol',
  'strategy',
  'tag',
  'weekday',
  'hour',
  'holdingTime',
  'positionSize',
  'side',
] as const;
export type CoachDimension = (typeof COACH_DIMENSIONS)[number];

/** A group of a dimension that does better (strength) or worse (weakness) than the journal. */
export interface EdgeFinding {
  kind: 'strength' | 'weakness';
  /** Stable across runs: `dimension:key`. */
  id: string;
  dimension: CoachDimension;
  key: string;
  label: string;
  sampleSize: number;
  netPnl: number;
  expectancy: number;
  expectancyR: number | null;
  /** Net P&L minus what the group's trades would have made at the journal's expectancy. */
  effect: number;
  /** Total R minus the group's trades with R at the journal's expectancy in R; null without R. */
  effectR: number | null;
  confidence: Confidence;
  /** `effect`: what the finding is worth in money, the order findings are listed in. */
  impact: number;
  tradeIds: string[];
  /** How many trades it rests on, when `tradeIds` lists only the first of them (sent-analysis.ts). */
  tradeCount?: number;
}

export type BehaviourName =
  | 'revenge'
  | 'overtrading'
  | 'losers-held-longer'
  | 'size-after-losses'
  | 'mistake-tag'
  | 'rule-breaks'
  | 'stops-missing'
  | 'stops-overrun'
  | 'last-hour'
  | 'fading';

/** A habit seen in the trades, with what it cost and what to do about it. */
export interface BehaviourFinding {
  kind: 'behaviour';
  /** Stable across runs: `behaviour` or `behaviour:key`. */
  id: string;
  behaviour: BehaviourName;
  title: string;
  /** The trades that show it, in exit order. */
  tradeIds: string[];
  /** How many trades show it, when `tradeIds` lists only the first of them (sent-analysis.ts). */
  tradeCount?: number;
  /** Money the habit cost (< 0) or brought (> 0) against the trader's other trades. */
  cost: number;
  costR: number | null;
  suggestion: string;
  /** The figures behind the finding, named for the page (counts, averages, thresholds). */
  evidence: Record<string, number | string | null>;
  /** How sure the comparison is, when it rests on one. */
  confidence: Confidence | null;
  impact: number;
}

export type Finding = EdgeFinding | BehaviourFinding;

export interface CoachNote {
  kind: 'small-sample' | 'not-measurable';
  text: string;
  dimension?: CoachDimension;
  key?: string;
  label?: string;
  sampleSize?: number;
  netPnl?: number;
}

export interface WhatIf {
  kind: 'without-worst-pattern' | 'losses-capped-1r' | 'best-setups-only';
  title: string;
  /** The journal's net P&L as it is, and as it would have been. */
  actualNetPnl: number;
  whatIfNetPnl: number;
  difference: number;
  /** Trades left out or changed. */
  tradeIds: string[];
  /** How many, when `tradeIds` lists only the first of them (sent-analysis.ts). */
  tradeCount?: number;
  /** What the figure rests on (the pattern, the setups). */
  basis: string;
}

export interface CoachAnalysis {
  tradeCount: number;
  /** The engine's figures of the whole journal (no curves). */
  summary: SummaryStatistics;
  /** Largest money impact first. */
  findings: Finding[];
  whatIfs: WhatIf[];
  notes: CoachNote[];
  /** Small-sample groups not listed in `notes` (sent-analysis.ts keeps the ones moving most money). */
  smallSamplesLeftOut?: number;
}

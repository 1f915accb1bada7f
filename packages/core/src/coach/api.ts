// What the `ai-analysis` function is asked and answers (supabase/functions/ai-analysis): the coach's
// analysis of the caller's own journal under the analytics filter, cached until the journal
// changes, with an optional narrative written by a language model the operator configured.
import type { AnalyticsFilter, InstantRange } from '../analytics-worker/contract.ts';
import type { CoachAnalysis } from './types.ts';

/** The body POSTed to functions/v1/ai-analysis. Every field is optional: `{}` analyses the whole journal. */
export interface CoachAnalysisRequest {
  /**
   * The analytics filter: the object the pages keep (missing fields read as their defaults), or the
   * URL query string the pages write (`period=this-month&account=…`, with or without `?`). Period
   * presets are resolved in the trader's zone at the time of the request.
   */
  filter?: Partial<AnalyticsFilter> | string;
  /** Seeds the bootstrap intervals: the same journal, filter and seed give the same analysis. Default 1. */
  seed?: number;
  /** Ask the configured language model for a narrative (default true; ignored when none is configured). */
  narrative?: boolean;
}

export type NarrativeStatus = 'not-configured' | 'ok' | 'failed' | 'timeout' | 'not-requested';

/** Text a language model wrote about the computed figures; it never saw the trades themselves. */
export interface CoachNarrative {
  text: string;
  model: string;
  generatedAt: string;
}

export interface CoachAnalysisResponse {
  version: 1;
  /** When the analysis was computed (earlier than the request when it comes from the cache). */
  computedAt: string;
  /** The filter as applied, every field present. */
  filter: AnalyticsFilter;
  /** The instants the period resolved to: closed_at in [from, to), null = unbounded. */
  range: InstantRange;
  /** The currency every money figure of the analysis is in. */
  currency: string;
  /** Changes whenever anything the analysis reads changes. */
  journalStamp: string;
  /** Closed trades analysed. */
  tradeCount: number;
  analysis: CoachAnalysis;
  narrative: CoachNarrative | null;
  narrativeStatus: NarrativeStatus;
  /** True when the analysis was read from the cache rather than computed for this request. */
  cached: boolean;
}

/** A refusal (status 400, 401, 500), shaped like the other server errors: `code` from the error catalogue. */
export interface CoachAnalysisError {
  code: string;
  message: string;
  details?: string;
}

export const COACH_API_VERSION = 1;

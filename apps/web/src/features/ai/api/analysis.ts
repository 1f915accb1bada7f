import type { CoachAnalysis, CoachAnalysisRequest, CoachAnalysisResponse } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { aiKeys } from './keys';

function isAnalysis(value: unknown): value is CoachAnalysis {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'findings' in value &&
    Array.isArray(value.findings) &&
    'whatIfs' in value &&
    Array.isArray(value.whatIfs) &&
    'notes' in value &&
    Array.isArray(value.notes) &&
    'tradeCount' in value &&
    typeof value.tradeCount === 'number'
  );
}

const narrative = z.object({ text: z.string(), model: z.string(), generatedAt: z.string() });

// The envelope is checked field by field; the analysis, which core builds and the page only reads,
// for its lists.
const response = z.object({
  version: z.literal(1),
  computedAt: z.string(),
  currency: z.string(),
  journalStamp: z.string(),
  tradeCount: z.number(),
  analysis: z.custom<CoachAnalysis>(isAnalysis, 'not an analysis'),
  narrative: narrative.nullable(),
  narrativeStatus: z.enum(['not-configured', 'ok', 'failed', 'timeout', 'not-requested']),
  cached: z.boolean(),
  range: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
});

/** Seeds the resampled intervals: the page always asks with the same one, so a figure never moves on a re-run. */
export const ANALYSIS_SEED = 1;

export type AnalysisResult = Omit<CoachAnalysisResponse, 'filter'>;

const refusal = z.object({ code: z.string(), message: z.string() });

/**
 * The function's own refusal (its body names a catalogue code) as an error the error handler can
 * classify; anything else as supabase-js gave it.
 */
async function readableError(error: unknown): Promise<unknown> {
  if (typeof error !== 'object' || error === null || !('context' in error)) return error;
  const context = error.context;
  if (!(context instanceof Response)) return error;
  try {
    const body = refusal.safeParse(await context.clone().json());
    if (!body.success) return error;
    return Object.assign(new Error(body.data.message), { code: body.data.code, status: context.status });
  } catch {
    return error;
  }
}

/**
 * The coach's analysis of the trader's trades in the filter (its URL query string). The server
 * keeps it until the journal changes, so asking again is cheap and shows whether it was computed
 * now or read from that cache.
 */
export function analysisQuery(userId: string, filterKey: string) {
  return queryOptions({
    queryKey: aiKeys.analysis(userId, filterKey),
    queryFn: async ({ signal }): Promise<AnalysisResult> => {
      const supabase = await loadSupabase();
      const body: CoachAnalysisRequest = { filter: filterKey, seed: ANALYSIS_SEED };
      const { data, error } = await supabase.functions.invoke<unknown>('ai-analysis', { body, signal });
      if (error) throw await readableError(error);
      return response.parse(data);
    },
    staleTime: 60_000,
    retry: false,
  });
}

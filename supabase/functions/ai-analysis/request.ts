// The request body of ai-analysis, checked field by field: a body that is not what the function
// takes is refused whole (400) rather than half-read.
import type { AnalyticsFilter } from '../../../packages/core/src/analytics-worker/index.ts';
import { filterField, invalid, jsonBody } from '../_shared/analytics-filter.ts';
import { RequestError } from '../_shared/http.ts';

export interface AnalysisRequest {
  filter: AnalyticsFilter;
  seed: number;
  narrative: boolean;
}

export const DEFAULT_SEED = 1;
const MAX_BODY_CHARS = 64 * 1024;
const BODY_KEYS = new Set(['filter', 'seed', 'narrative']);

/** The body as the function uses it; throws RequestError (400) on anything else. */
export function parseAnalysisRequest(text: string): AnalysisRequest {
  const body = jsonBody(text, MAX_BODY_CHARS, BODY_KEYS);

  const { filter: rawFilter, seed: rawSeed, narrative: rawNarrative } = body;
  const filter = filterField(rawFilter);

  let seed = DEFAULT_SEED;
  if (rawSeed !== undefined) {
    if (typeof rawSeed !== 'number' || !Number.isSafeInteger(rawSeed) || rawSeed < 0 || rawSeed > 0xffffffff)
      throw new RequestError('VALIDATION-009', 'seed must be a whole number from 0 to 4294967295.', 'seed');
    seed = rawSeed;
  }

  if (rawNarrative !== undefined && typeof rawNarrative !== 'boolean')
    throw invalid('narrative must be true or false.', 'narrative');
  return { filter, seed, narrative: rawNarrative ?? true };
}

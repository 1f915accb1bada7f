// The request body of ai-analysis, checked field by field: a body that is not what the function
// takes is refused whole (400) rather than half-read.
import {
  ANALYTICS_FILTER_KEYS,
  DATE_PRESETS,
  DEFAULT_ANALYTICS_FILTER,
  analyticsFilterToParams,
  parseAnalyticsFilter,
  type AnalyticsFilter,
} from '../../../packages/core/src/analytics-worker/index.ts';
import { RequestError } from '../_shared/http.ts';

export interface AnalysisRequest {
  filter: AnalyticsFilter;
  seed: number;
  narrative: boolean;
}

export const DEFAULT_SEED = 1;
const MAX_BODY_CHARS = 64 * 1024;
const BODY_KEYS = new Set(['filter', 'seed', 'narrative']);
const LIST_KEYS = ['accountIds', 'strategyIds', 'tagIds', 'assetClasses'] as const;
const NULLABLE_TEXT_KEYS = ['from', 'to', 'currency'] as const;
const FILTER_KEYS = new Set<string>([...LIST_KEYS, ...NULLABLE_TEXT_KEYS, 'preset', 'basis']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const invalid = (message: string, details = '') => new RequestError('VALIDATION-010', message, details);

function filterFromObject(raw: Record<string, unknown>): AnalyticsFilter {
  for (const key of Object.keys(raw))
    if (!FILTER_KEYS.has(key)) throw invalid(`The filter has no field "${key}".`, key);
  const filter: AnalyticsFilter = { ...DEFAULT_ANALYTICS_FILTER };
  for (const key of LIST_KEYS) {
    const value = raw[key];
    if (value === undefined) continue;
    if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string'))
      throw invalid(`filter.${key} must be a list of texts.`, key);
    filter[key] = value;
  }
  for (const key of NULLABLE_TEXT_KEYS) {
    const value = raw[key];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string')
      throw invalid(`filter.${key} must be a text or null.`, key);
    filter[key] = value;
  }
  const preset = raw.preset;
  if (preset !== undefined) {
    if (typeof preset !== 'string' || !(DATE_PRESETS as readonly string[]).includes(preset))
      throw new RequestError(
        'VALIDATION-002',
        `filter.preset must be one of ${DATE_PRESETS.join(', ')}.`,
        'preset',
      );
    filter.preset = preset as AnalyticsFilter['preset'];
  }
  const basis = raw.basis;
  if (basis !== undefined) {
    if (basis !== 'net' && basis !== 'gross')
      throw new RequestError('VALIDATION-002', 'filter.basis must be net or gross.', 'basis');
    filter.basis = basis;
  }
  // Through the URL form and back, so an object and its query string are one filter and one key.
  return parseAnalyticsFilter(analyticsFilterToParams(filter));
}

function filterFromQuery(query: string): AnalyticsFilter {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  for (const key of params.keys())
    if (!ANALYTICS_FILTER_KEYS.includes(key)) throw invalid(`The filter has no parameter "${key}".`, key);
  return parseAnalyticsFilter(params);
}

/** The body as the function uses it; throws RequestError (400) on anything else. */
export function parseAnalysisRequest(text: string): AnalysisRequest {
  if (text.length > MAX_BODY_CHARS) throw new RequestError('VALIDATION-011', 'The request body is too long.');
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new RequestError('VALIDATION-002', 'The request body is not JSON.');
    }
  }
  if (!isRecord(body)) throw invalid('The request body must be a JSON object.');
  for (const key of Object.keys(body))
    if (!BODY_KEYS.has(key)) throw invalid(`The request has no field "${key}".`, key);

  const { filter: rawFilter, seed: rawSeed, narrative: rawNarrative } = body;
  let filter: AnalyticsFilter = DEFAULT_ANALYTICS_FILTER;
  if (typeof rawFilter === 'string') filter = filterFromQuery(rawFilter);
  else if (isRecord(rawFilter)) filter = filterFromObject(rawFilter);
  else if (rawFilter !== undefined && rawFilter !== null)
    throw invalid('filter must be the analytics filter object or its query string.', 'filter');

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

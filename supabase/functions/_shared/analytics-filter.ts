// The analytics filter in a function's request body: the filter object the pages keep in the URL,
// or its query string, checked field by field (a filter that is not one is refused whole, 400).
import {
  ANALYTICS_FILTER_KEYS,
  DATE_PRESETS,
  DEFAULT_ANALYTICS_FILTER,
  analyticsFilterToParams,
  parseAnalyticsFilter,
  type AnalyticsFilter,
} from '../../../packages/core/src/analytics-worker/index.ts';
import { RequestError } from './http.ts';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const invalid = (message: string, details = '') =>
  new RequestError('VALIDATION-010', message, details);

/**
 * A request body as a JSON object of known fields; an empty body is `{}`. Throws RequestError
 * (400) when it is too long, not JSON, not an object, or has a field not in `keys`.
 */
export function jsonBody(text: string, maxChars: number, keys: ReadonlySet<string>): Record<string, unknown> {
  if (text.length > maxChars) throw new RequestError('VALIDATION-011', 'The request body is too long.');
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
    if (!keys.has(key)) throw invalid(`The request has no field "${key}".`, key);
  return body;
}

const LIST_KEYS = ['accountIds', 'strategyIds', 'tagIds', 'assetClasses'] as const;
const NULLABLE_TEXT_KEYS = ['from', 'to', 'currency'] as const;
const FILTER_KEYS = new Set<string>([...LIST_KEYS, ...NULLABLE_TEXT_KEYS, 'preset', 'basis']);

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

/** The body's `filter` field: absent or null is the default filter. */
export function filterField(raw: unknown): AnalyticsFilter {
  if (typeof raw === 'string') return filterFromQuery(raw);
  if (isRecord(raw)) return filterFromObject(raw);
  if (raw === undefined || raw === null) return DEFAULT_ANALYTICS_FILTER;
  throw invalid('filter must be the analytics filter object or its query string.', 'filter');
}

// The request body of the analytics function, checked field by field: a body that is not what the
// function takes is refused whole (400) rather than half-read.
import type { AnalyticsFilter } from '../../../packages/core/src/analytics-worker/index.ts';
import {
  servedRequest,
  type ServedRequest,
} from '../../../packages/core/src/analytics-worker/served-requests.ts';
import { filterField, invalid, isRecord } from '../_shared/analytics-filter.ts';
import { RequestError } from '../_shared/http.ts';

export interface FiguresRequest {
  filter: AnalyticsFilter;
  /** The instant the filter's presets resolve at. */
  now: Date;
  /** A figure of the filter's trades; without one, what the filter holds (the dataset summary). */
  request: ServedRequest | null;
  /** The journal stamp the summary was told at: a figure is answered only on that journal. */
  stamp: string | null;
}

const MAX_BODY_CHARS = 64 * 1024;
const BODY_KEYS = new Set(['filter', 'now', 'request', 'stamp']);
const MAX_STAMP_CHARS = 200;

/** The body as the function uses it; throws RequestError (400) on anything else. */
export function parseFiguresRequest(text: string): FiguresRequest {
  if (text.length > MAX_BODY_CHARS) throw new RequestError('VALIDATION-011', 'The request body is too long.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RequestError('VALIDATION-002', 'The request body is not JSON.');
  }
  if (!isRecord(body)) throw invalid('The request body must be a JSON object.');
  for (const key of Object.keys(body))
    if (!BODY_KEYS.has(key)) throw invalid(`The request has no field "${key}".`, key);

  const filter = filterField(body.filter);
  const now = typeof body.now === 'string' ? new Date(body.now) : null;
  if (now === null || Number.isNaN(now.getTime()))
    throw new RequestError('VALIDATION-002', 'now must be an ISO instant.', 'now');

  let request: ServedRequest | null = null;
  if (body.request !== undefined && body.request !== null) {
    request = servedRequest(body.request);
    if (request === null)
      throw invalid('request is not a figure this function answers, or asks past its bounds.', 'request');
  }
  const stamp = body.stamp;
  if (stamp !== undefined && stamp !== null && (typeof stamp !== 'string' || stamp.length > MAX_STAMP_CHARS))
    throw invalid('stamp must be the journal stamp the summary told.', 'stamp');
  if (request !== null && typeof stamp !== 'string')
    throw invalid('A figure is asked with the journal stamp its summary told.', 'stamp');
  return { filter, now, request, stamp: typeof stamp === 'string' ? stamp : null };
}

// The request body of the analytics function, checked field by field: a body that is not what the
// function takes is refused whole (400) rather than half-read.
import type { AnalyticsFilter } from '../../../packages/core/src/analytics-worker/index.ts';
import { FIGURES_PER_CALL } from '../../../packages/core/src/analytics-worker/server-figures.ts';
import {
  servedRequest,
  type ServedRequest,
} from '../../../packages/core/src/analytics-worker/served-requests.ts';
import { filterField, invalid, jsonBody } from '../_shared/analytics-filter.ts';
import { RequestError } from '../_shared/http.ts';

export interface FiguresRequest {
  filter: AnalyticsFilter;
  /** The instant the filter's presets resolve at. */
  now: Date;
  /** Figures of the filter's trades; without any, what the filter holds (the dataset summary). */
  requests: ServedRequest[] | null;
  /** The journal stamp the summary was told at: a figure is answered only on that journal. */
  stamp: string | null;
  /** Answer only from a journal the server keeps: a period is read faster than a whole journal. */
  keptOnly: boolean;
}

const MAX_BODY_CHARS = 64 * 1024;
const BODY_KEYS = new Set(['filter', 'now', 'requests', 'stamp', 'keptOnly']);
/** The worker asks for at most FIGURES_PER_CALL at once. */
const MAX_REQUESTS = FIGURES_PER_CALL;
const MAX_STAMP_CHARS = 200;

/** The body as the function uses it; throws RequestError (400) on anything else. */
export function parseFiguresRequest(text: string): FiguresRequest {
  const body = jsonBody(text, MAX_BODY_CHARS, BODY_KEYS);

  const filter = filterField(body.filter);
  const now = typeof body.now === 'string' ? new Date(body.now) : null;
  if (now === null || Number.isNaN(now.getTime()))
    throw new RequestError('VALIDATION-002', 'now must be an ISO instant.', 'now');

  let requests: ServedRequest[] | null = null;
  if (body.requests !== undefined && body.requests !== null) {
    if (!Array.isArray(body.requests) || body.requests.length === 0 || body.requests.length > MAX_REQUESTS)
      throw invalid(`requests must be a list of 1 to ${MAX_REQUESTS} figures.`, 'requests');
    requests = body.requests.map((raw, index) => {
      const request = servedRequest(raw);
      if (request === null)
        throw invalid(
          `requests[${index}] is not a figure this function answers, or asks past its bounds.`,
          'requests',
        );
      return request;
    });
  }
  const stamp = body.stamp;
  if (stamp !== undefined && stamp !== null && (typeof stamp !== 'string' || stamp.length > MAX_STAMP_CHARS))
    throw invalid('stamp must be the journal stamp the summary told.', 'stamp');
  if (requests !== null && typeof stamp !== 'string')
    throw invalid('Figures are asked with the journal stamp their summary told.', 'stamp');
  if (body.keptOnly !== undefined && typeof body.keptOnly !== 'boolean')
    throw invalid('keptOnly must be true or false.', 'keptOnly');
  return {
    filter,
    now,
    requests,
    stamp: typeof stamp === 'string' ? stamp : null,
    keptOnly: body.keptOnly === true,
  };
}

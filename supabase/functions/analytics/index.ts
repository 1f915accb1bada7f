// analytics: a first visit's figures computed by the server (docs/decisions/0025). The caller's
// whole journal is read as them (row-level security on) and kept in the server's memory under its
// stamp; the filter's dataset and each figure come from the same engine code the analytics worker
// runs (core's buildAnalyticsDataset and runAnalyticsRequest), so a page draws them before its own
// copy of the journal is in, and they do not change when it is.
//
// POST { filter, now } answers { stamp, summary } (with `keptOnly: true` only from a journal kept
// already, else 409); POST { filter, now, stamp, requests } answers
// { stamp, answers } for the journal at that stamp, each { answer } or the { code, message } of a
// figure the engine refused. Numbers JSON cannot write travel as core's
// wire format (encodeFigures). 409 DASHBOARD-001 when the journal changed since `stamp` or holds
// price data whose bars fill MAE / MFE (the worker's copy answers then).
import type { FunctionContext } from '../../../packages/server/src/functions/types.ts';
import {
  runAnalyticsRequest,
  type AnalyticsDataset,
} from '../../../packages/core/src/analytics-worker/index.ts';
import type { ServedRequest } from '../../../packages/core/src/analytics-worker/served-requests.ts';
import { encodeFigures } from '../../../packages/core/src/analytics-worker/wire.ts';
import { rangeOf, readJournalHead, readWholeJournal } from '../_shared/analytics-journal.ts';
import { errorResponse, RequestError } from '../_shared/http.ts';
import { datasetOf, journalAt, keptJournalAt } from '../_shared/kept-journals.ts';
import { parseFiguresRequest } from './request.ts';

function figures(body: unknown): Response {
  return new Response(encodeFigures(body), {
    status: 200,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

/** One figure, or why the engine refused it (a loss threshold it cannot use). */
function answerOf(dataset: AnalyticsDataset, request: ServedRequest): unknown {
  try {
    return { answer: runAnalyticsRequest(dataset, request) };
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (code.startsWith('VALIDATION-') && error instanceof Error) return { code, message: error.message };
    throw error;
  }
}

const notHere = (message: string) => errorResponse(409, 'DASHBOARD-001', message);

export default async function analytics(req: Request, ctx: FunctionContext): Promise<Response> {
  if (req.method !== 'POST')
    return errorResponse(405, 'VALIDATION-010', 'Ask for figures with POST.', req.method);
  if (ctx.userId === null)
    return errorResponse(401, 'AUTH-001', 'Please log in to continue using this feature.');
  const userId = ctx.userId;

  let asked;
  try {
    asked = parseFiguresRequest(await req.text());
  } catch (error) {
    if (error instanceof RequestError) return errorResponse(400, error.code, error.message, error.details);
    throw error;
  }

  try {
    const head = await ctx.db.transaction((tx) => readJournalHead(tx));
    if (asked.stamp !== null && asked.stamp !== head.stamp)
      return notHere('The journal changed since its figures were asked for: it is read again.');
    const keptWhole = keptJournalAt(userId, head.stamp);
    if (asked.keptOnly && keptWhole === null)
      return notHere('The journal is not kept on the server: the page reads what it shows.');
    const whole = await (keptWhole ?? journalAt(userId, head.stamp, () => readWholeJournal(ctx.db)));
    if (whole.anySeries)
      return notHere('MAE and MFE come from saved price data: the page computes these figures itself.');
    const stamp = whole.stamp ?? head.stamp;
    const dataset = datasetOf(userId, whole, asked.filter, rangeOf(asked.filter, head, asked.now));
    if (asked.requests === null) return figures({ stamp, summary: dataset.summary });
    return figures({ stamp, answers: asked.requests.map((request) => answerOf(dataset, request)) });
  } catch (error) {
    ctx.log.error({ err: error }, 'figures failed');
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
    if (code === 'DASHBOARD-001')
      return errorResponse(500, 'DASHBOARD-001', 'The journal could not be read for its figures.');
    return errorResponse(500, 'SYSTEM-004', 'Something went wrong. Please try again.');
  }
}

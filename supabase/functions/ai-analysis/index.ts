// ai-analysis: the coach's analysis of the caller's own journal under the analytics filter,
// computed from their trades (read as them, row-level security on), cached until the journal
// changes, with a narrative from the operator's language model when one is configured.
// Request and answer: CoachAnalysisRequest / CoachAnalysisResponse (packages/core/src/coach/api.ts).
import type { FunctionContext } from '../../../packages/server/src/functions/types.ts';
import {
  analyzeJournal,
  COACH_API_VERSION,
  type CoachAnalysisResponse,
  type CoachNarrative,
  type NarrativeStatus,
  sentAnalysis,
} from '../../../packages/core/src/coach/index.ts';
import { errorResponse, json, RequestError } from '../_shared/http.ts';
import { cacheKey, readCached, writeCached, type CachedAnalysis } from './cache.ts';
import { breakEvenToleranceOf, rangeOf, readDataset, readJournalHead } from './journal.ts';
import { modelConfig, narrativeFigures, requestNarrative } from './narrative.ts';
import { parseAnalysisRequest } from './request.ts';

export default async function aiAnalysis(req: Request, ctx: FunctionContext): Promise<Response> {
  if (req.method !== 'POST')
    return errorResponse(405, 'VALIDATION-010', 'Ask for an analysis with POST.', req.method);
  if (ctx.userId === null)
    return errorResponse(401, 'AUTH-001', 'Please log in to continue using this feature.');

  let request;
  try {
    request = parseAnalysisRequest(await req.text());
  } catch (error) {
    if (error instanceof RequestError) return errorResponse(400, error.code, error.message, error.details);
    throw error;
  }

  const now = new Date();
  try {
    // The stamp and the zone first: enough to find a kept analysis without reading the journal.
    const lookup = await ctx.db.transaction(async (tx) => {
      const head = await readJournalHead(tx);
      const range = rangeOf(request.filter, head, now);
      const key = cacheKey(request.filter, range, request.seed);
      return { head, range, key, entry: await readCached(tx, key, head.stamp) };
    });
    const { head, range, key } = lookup;
    let entry = lookup.entry;
    const cached = entry !== null;
    if (entry === null) {
      const dataset = await readDataset(ctx, head, request.filter, range);
      // Kept and sent with its lists cut to what the page uses and its groups named (core's
      // sent-analysis.ts): the page draws it before its own copy of the journal is in.
      const analysis = sentAnalysis(
        analyzeJournal(dataset.trades, {
          timeZone: head.timeZone,
          startingBalance: dataset.summary.startingEquity,
          breakEvenTolerance: breakEvenToleranceOf(dataset, request.filter),
          seed: request.seed,
        }),
        { strategies: dataset.summary.strategies, tags: dataset.summary.tags },
      );
      entry = {
        computedAt: now.toISOString(),
        filter: request.filter,
        range,
        currency: dataset.summary.currency,
        tradeCount: analysis.tradeCount,
        analysis,
        narrative: null,
      };
    }

    const config = modelConfig(process.env);
    let narrative: CoachNarrative | null = null;
    let narrativeStatus: NarrativeStatus = 'not-requested';
    let keep = !cached;
    if (request.narrative && config === null) narrativeStatus = 'not-configured';
    else if (request.narrative && config !== null) {
      if (entry.narrative !== null && entry.narrative.model === config.model) {
        narrative = entry.narrative;
        narrativeStatus = 'ok';
      } else {
        const figures = narrativeFigures(entry.analysis, entry.currency, entry.range);
        const outcome = await requestNarrative(config, figures, ctx.signal, () => new Date());
        narrative = outcome.narrative;
        narrativeStatus = outcome.status;
        if (outcome.reason !== undefined)
          ctx.log.warn({ status: outcome.status, reason: outcome.reason }, 'narrative not written');
        if (narrative !== null) {
          entry = { ...entry, narrative };
          keep = true;
        }
      }
    }
    if (keep) await keepAnalysis(ctx, key, head.stamp, entry);

    const body: CoachAnalysisResponse = {
      version: COACH_API_VERSION,
      computedAt: entry.computedAt,
      filter: entry.filter,
      range: entry.range,
      currency: entry.currency,
      journalStamp: head.stamp,
      tradeCount: entry.tradeCount,
      analysis: entry.analysis,
      narrative,
      narrativeStatus,
      cached,
    };
    return json(body);
  } catch (error) {
    ctx.log.error({ err: error }, 'analysis failed');
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
    // A journal the engine cannot read is the dashboard's load failure; anything else is unexpected.
    if (code === 'DASHBOARD-001')
      return errorResponse(500, 'DASHBOARD-001', 'The journal could not be read for the analysis.');
    return errorResponse(500, 'SYSTEM-004', 'Something went wrong. Please try again.');
  }
}

/** A kept analysis only saves time: failing to keep one is logged, never answered. */
async function keepAnalysis(ctx: FunctionContext, key: string, stamp: string, entry: CachedAnalysis) {
  try {
    await writeCached(ctx.db, key, stamp, entry);
  } catch (error) {
    ctx.log.warn({ err: error }, 'analysis not cached');
  }
}

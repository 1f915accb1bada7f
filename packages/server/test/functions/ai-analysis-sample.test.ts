import {
  generateDemoJournal,
  SAMPLE_JOURNAL_SEED,
  SAMPLE_JOURNAL_TRADES,
  SENT_TRADE_IDS,
  tradeCountOf,
  type BehaviourFinding,
  type CoachAnalysisResponse,
} from '@edgelog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoJournal, type SeededJournal } from '../support/demo-journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * The analysis of the sample journal ("Try it with sample data": the same seed and size), whose
 * trader takes revenge trades (tagged "Revenge trade") and has overtrading days.
 */
let test: TestServer;
let trader: TestUser;
let seeded: SeededJournal;
const journal = generateDemoJournal({ seed: SAMPLE_JOURNAL_SEED, trades: SAMPLE_JOURNAL_TRADES });

async function analyse(): Promise<{ answer: CoachAnalysisResponse; ms: number }> {
  const started = performance.now();
  const { data, error } = await trader.client.functions.invoke<CoachAnalysisResponse>('ai-analysis', {
    body: { narrative: false },
  });
  if (error) throw error;
  if (data === null) throw new Error('no answer');
  return { answer: data, ms: performance.now() - started };
}

const behaviour = (answer: CoachAnalysisResponse, name: BehaviourFinding['behaviour']) =>
  answer.analysis.findings.find(
    (finding): finding is BehaviourFinding => finding.kind === 'behaviour' && finding.behaviour === name,
  );

beforeAll(async () => {
  test = await startTestServer();
  trader = await createTestUser(test);
  // The sample trader trades from New York: days and hours are told there.
  const { error } = await trader.client
    .from('profiles')
    .update({ timezone: 'America/New_York' })
    .eq('user_id', trader.id);
  if (error) throw new Error(error.message);
  seeded = await seedDemoJournal(trader.client, journal);
}, 120_000);

afterAll(async () => {
  await test?.stop();
});

describe('ai-analysis on the sample journal', () => {
  it('reports the tagged revenge trades and the overtrading days with their trades, then answers from the cache', async () => {
    const cold = await analyse();
    const revengeTag = journal.tags.find((tag) => tag.name === 'Revenge trade')?.ref;
    // Closed ones (fills adding up to no position) in the analysis's currency: without an exchange
    // rate the analysis is of one currency's accounts.
    const currencyOf = new Map(journal.accounts.map((account) => [account.ref, account.currency]));
    const tagged = journal.trades
      .filter((trade) => revengeTag !== undefined && trade.tagRefs.includes(revengeTag))
      .filter((trade) => currencyOf.get(trade.accountRef) === cold.answer.currency)
      .filter(
        (trade) =>
          Math.abs(
            trade.executions.reduce(
              (net, fill) => net + (fill.side === 'buy' ? 1 : -1) * Number(fill.quantity),
              0,
            ),
          ) < 1e-9,
      )
      .map((trade) => seeded.trades.get(trade.ref));
    expect(tagged.length).toBeGreaterThan(4);

    // The habit itself: trades opened soon after a loss, which here are exactly the tagged ones.
    const revenge = behaviour(cold.answer, 'revenge');
    expect(revenge?.cost).toBeLessThan(0);
    expect([...(revenge?.tradeIds ?? [])].sort()).toEqual([...tagged].sort());

    // The trades the trader tagged "Revenge trade" are a mistake tag's finding, with its cost.
    const revengeTagId = seeded.tags.get(revengeTag ?? '');
    const mistake = cold.answer.analysis.findings.find(
      (finding) => finding.id === `mistake-tag:${revengeTagId}`,
    );
    expect(mistake?.kind).toBe('behaviour');
    expect(mistake?.impact).toBeLessThan(0);
    expect([...(mistake?.tradeIds ?? [])].sort()).toEqual([...tagged].sort());

    const overtrading = behaviour(cold.answer, 'overtrading');
    expect(overtrading?.tradeIds.length).toBeGreaterThan(0);
    const ids = new Set(seeded.trades.values());
    for (const id of overtrading?.tradeIds ?? []) expect(ids.has(id)).toBe(true);

    const warm = await analyse();
    expect(warm.answer.cached).toBe(true);
    expect(warm.answer.analysis).toEqual(cold.answer.analysis);
    console.info(
      `ai-analysis, ${cold.answer.tradeCount} sample trades: computed in ${cold.ms.toFixed(0)} ms, from the cache in ${warm.ms.toFixed(0)} ms`,
    );
  });

  it('sends each finding with its trade count, its list of trades cut to what the page can use', async () => {
    const { answer } = await analyse();
    const items = [...answer.analysis.findings, ...answer.analysis.whatIfs];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      // Every list goes through the cut (core's sent-analysis.ts), which writes the count.
      expect(item.tradeCount).toBeTypeOf('number');
      expect(item.tradeIds).toHaveLength(Math.min(tradeCountOf(item), SENT_TRADE_IDS));
      if (item.kind === 'strength' || item.kind === 'weakness') expect(item.tradeCount).toBe(item.sampleSize);
    }
    expect(answer.analysis.smallSamplesLeftOut).toBeTypeOf('number');
  });
});

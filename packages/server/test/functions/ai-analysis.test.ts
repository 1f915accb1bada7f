import { FunctionsHttpError } from '@supabase/supabase-js';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type {
  BehaviourFinding,
  CoachAnalysisRequest,
  CoachAnalysisResponse,
} from '../../../core/src/coach/index.ts';
import { insertOne, saveTrades, type FillInput, type TradeInput } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

let test: TestServer;
let alice: TestUser;
let bob: TestUser;
const AI_VARIABLES = ['EDGELOG_AI_URL', 'EDGELOG_AI_KEY', 'EDGELOG_AI_MODEL', 'EDGELOG_AI_TIMEOUT_MS'];

/** Alice's journal: the references of her trades by role. */
const alicePlan = { revenge: [] as string[], all: [] as string[], second: [] as string[] };
const bobTrades: string[] = [];
let mainAccount = '';
let secondAccount = '';

/** A long round trip of 10 units with a 1.00 commission on entry. */
function longTrip(
  account: string,
  symbol: string,
  opened: string,
  closed: string,
  entry: number,
  exit: number,
) {
  const executions: FillInput[] = [
    { executed_at: opened, side: 'buy', quantity: '10', price: String(entry), commission: '1' },
    { executed_at: closed, side: 'sell', quantity: '10', price: String(exit) },
  ];
  return { account_id: account, symbol, stop_price: String(entry - 5), executions } satisfies TradeInput;
}

const at = (day: number, time: string) => `2026-01-${String(day).padStart(2, '0')}T${time}:00Z`;

async function analyse(user: TestUser, body: CoachAnalysisRequest = { narrative: false }) {
  const { data, error } = await user.client.functions.invoke<CoachAnalysisResponse>('ai-analysis', { body });
  if (error) throw error;
  if (data === null) throw new Error('no answer');
  return data;
}

async function refusal(user: TestUser | null, body: unknown): Promise<{ status: number; body: unknown }> {
  const client = user?.client ?? test.client();
  const { error } = await client.functions.invoke('ai-analysis', { body: body as Record<string, unknown> });
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

const revengeOf = (answer: CoachAnalysisResponse): BehaviourFinding | undefined =>
  answer.analysis.findings.find(
    (finding): finding is BehaviourFinding => finding.kind === 'behaviour' && finding.behaviour === 'revenge',
  );

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);

  mainAccount = await insertOne(alice.client, 'accounts', {
    name: 'Main',
    currency: 'USD',
    starting_balance: '10000',
  });
  secondAccount = await insertOne(alice.client, 'accounts', {
    name: 'Second',
    currency: 'USD',
    starting_balance: '2000',
  });
  // Eight days of the same habit: a small loss, a larger one entered five minutes after it, then a
  // winner long after. The trades entered right after a loss are the revenge pattern.
  const trades: TradeInput[] = [];
  const roles: ('first' | 'revenge' | 'winner')[] = [];
  for (let day = 5; day <= 12; day++) {
    trades.push(longTrip(mainAccount, 'AAA', at(day, '14:00'), at(day, '14:30'), 100, 98));
    trades.push(longTrip(mainAccount, 'BBB', at(day, '14:35'), at(day, '14:50'), 100, 95 - day / 10));
    trades.push(longTrip(mainAccount, 'CCC', at(day, '16:00'), at(day, '17:00'), 100, 110));
    roles.push('first', 'revenge', 'winner');
  }
  const ids = await saveTrades(alice.client, trades);
  alicePlan.all = ids;
  alicePlan.revenge = ids.filter((_, i) => roles[i] === 'revenge');
  alicePlan.second = await saveTrades(alice.client, [
    longTrip(secondAccount, 'DDD', at(20, '10:00'), at(20, '11:00'), 50, 52),
    longTrip(secondAccount, 'DDD', at(21, '10:00'), at(21, '11:00'), 50, 49),
  ]);

  const bobAccount = await insertOne(bob.client, 'accounts', {
    name: 'Bob',
    currency: 'USD',
    starting_balance: '500',
  });
  bobTrades.push(
    ...(await saveTrades(bob.client, [
      longTrip(bobAccount, 'ZZZ', at(6, '09:00'), at(6, '09:30'), 20, 21),
      longTrip(bobAccount, 'ZZZ', at(7, '09:00'), at(7, '09:30'), 20, 22),
      longTrip(bobAccount, 'ZZZ', at(8, '09:00'), at(8, '09:30'), 20, 19),
    ])),
  );
});

afterAll(async () => {
  await test?.stop();
});

afterEach(() => {
  for (const name of AI_VARIABLES) delete process.env[name];
});

describe('ai-analysis: the computed analysis', () => {
  it("analyses only the caller's own trades", async () => {
    const mine = await analyse(alice);
    const theirs = await analyse(bob);
    expect(mine.tradeCount).toBe(alicePlan.all.length + alicePlan.second.length);
    expect(theirs.tradeCount).toBe(3);
    expect(theirs.analysis.summary.tradeCount).toBe(3);
    const bobText = JSON.stringify(theirs);
    for (const id of [...alicePlan.all, ...alicePlan.second, mainAccount, secondAccount])
      expect(bobText).not.toContain(id);
    const aliceText = JSON.stringify(mine);
    for (const id of bobTrades) expect(aliceText).not.toContain(id);
    expect(mine.journalStamp).not.toBe(theirs.journalStamp);
  });

  it('finds the revenge pattern with the trades that show it', async () => {
    const answer = await analyse(alice);
    expect(answer.version).toBe(1);
    expect(answer.currency).toBe('USD');
    expect(answer.narrative).toBeNull();
    expect(answer.narrativeStatus).toBe('not-requested');
    const revenge = revengeOf(answer);
    expect(revenge, JSON.stringify(answer.analysis.findings.map((f) => f.id))).toBeDefined();
    expect([...(revenge?.tradeIds ?? [])].sort()).toEqual([...alicePlan.revenge].sort());
    expect(revenge?.cost).toBeLessThan(0);
  });

  it('applies the filter, as an object or as its query string, with periods in the trader zone', async () => {
    const second = await analyse(alice, { filter: { accountIds: [secondAccount] }, narrative: false });
    expect(second.tradeCount).toBe(2);
    expect(second.filter.accountIds).toEqual([secondAccount]);
    expect(revengeOf(second)).toBeUndefined();
    // The same filter written as the URL writes it is the same analysis, kept.
    const asQuery = await analyse(alice, { filter: `?account=${secondAccount}`, narrative: false });
    expect(asQuery.cached).toBe(true);
    expect(asQuery.tradeCount).toBe(2);

    const days = await analyse(alice, {
      filter: { preset: 'custom', from: '2026-01-05', to: '2026-01-07' },
      narrative: false,
    });
    expect(days.tradeCount).toBe(9);
    expect(days.range).toEqual({ from: '2026-01-05T00:00:00.000Z', to: '2026-01-08T00:00:00.000Z' });

    // In New York the 16:00-17:00 UTC winners of 7 January are still that day; the morning ones of
    // 5 January too: the same nine trades, the range shifted by the zone's offset.
    const { error } = await alice.client
      .from('profiles')
      .update({ timezone: 'America/New_York' })
      .eq('user_id', alice.id);
    expect(error).toBeNull();
    const zoned = await analyse(alice, {
      filter: { preset: 'custom', from: '2026-01-05', to: '2026-01-07' },
      narrative: false,
    });
    expect(zoned.range).toEqual({ from: '2026-01-05T05:00:00.000Z', to: '2026-01-08T05:00:00.000Z' });
    expect(zoned.tradeCount).toBe(9);
    await alice.client.from('profiles').update({ timezone: 'UTC' }).eq('user_id', alice.id);
  });

  it('keeps an analysis until the journal changes: a trade added, edited or deleted', async () => {
    const first = await analyse(alice, { seed: 7, narrative: false });
    const again = await analyse(alice, { seed: 7, narrative: false });
    expect(again.cached).toBe(true);
    expect(again.journalStamp).toBe(first.journalStamp);
    expect(again.analysis).toEqual(first.analysis);
    expect(again.computedAt).toBe(first.computedAt);

    const [added] = await saveTrades(alice.client, [
      longTrip(mainAccount, 'EEE', at(14, '10:00'), at(14, '11:00'), 100, 104),
    ]);
    const afterAdd = await analyse(alice, { seed: 7, narrative: false });
    expect(afterAdd.cached).toBe(false);
    expect(afterAdd.journalStamp).not.toBe(first.journalStamp);
    expect(afterAdd.tradeCount).toBe(first.tradeCount + 1);
    expect((await analyse(alice, { seed: 7, narrative: false })).cached).toBe(true);

    const { error: editError } = await alice.client.from('trades').update({ symbol: 'FFF' }).eq('id', added);
    expect(editError).toBeNull();
    const afterEdit = await analyse(alice, { seed: 7, narrative: false });
    expect(afterEdit.cached).toBe(false);
    expect(afterEdit.journalStamp).not.toBe(afterAdd.journalStamp);

    const { error: deleteError } = await alice.client.from('trades').delete().eq('id', added);
    expect(deleteError).toBeNull();
    const afterDelete = await analyse(alice, { seed: 7, narrative: false });
    expect(afterDelete.cached).toBe(false);
    expect(afterDelete.tradeCount).toBe(first.tradeCount);
    expect(afterDelete.analysis.findings).toEqual(first.analysis.findings);

    // Bob's journal is his own: Alice's changes leave his kept analysis alone.
    await analyse(bob, { seed: 7, narrative: false });
    await saveTrades(alice.client, [
      longTrip(mainAccount, 'GGG', at(15, '10:00'), at(15, '11:00'), 100, 101),
    ]);
    expect((await analyse(bob, { seed: 7, narrative: false })).cached).toBe(true);
  });

  it('refuses a malformed request (400) and a caller who is not signed in (401)', async () => {
    for (const body of [
      { filter: 12 },
      { seed: -1 },
      { seed: 1.5 },
      { narrative: 'yes' },
      { filter: { preset: 'next-week' } },
      { filter: { accountIds: 'one' } },
      { other: true },
      [1, 2],
    ]) {
      const answer = await refusal(alice, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ code: expect.stringMatching(/^VALIDATION-0\d\d$/) });
    }
    const anonymous = await refusal(null, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'AUTH-001' });
  });
});

/** An OpenAI-compatible endpoint on 127.0.0.1 that keeps what it is sent. */
interface FakeModel {
  url: string;
  received: { headers: IncomingMessage['headers']; body: unknown }[];
  close(): Promise<void>;
}

async function fakeModel(answer: (res: ServerResponse) => void): Promise<FakeModel> {
  const received: FakeModel['received'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const chatAnswer = (text: string) => (res: ServerResponse) =>
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: text } }] }));

function configure(model: FakeModel, extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    EDGELOG_AI_URL: model.url,
    EDGELOG_AI_KEY: 'secret-model-key',
    EDGELOG_AI_MODEL: 'coach-test-model',
    ...extra,
  });
}

describe('ai-analysis: the narrative', () => {
  it('is not configured without an endpoint, and the analysis is whole', async () => {
    const answer = await analyse(alice, { seed: 21 });
    expect(answer.narrativeStatus).toBe('not-configured');
    expect(answer.narrative).toBeNull();
    expect(revengeOf(answer)).toBeDefined();
  });

  it('sends the model the computed figures only, never a trade, and keeps its text', async () => {
    const model = await fakeModel(chatAnswer('Your revenge trades cost you most.'));
    try {
      configure(model);
      const answer = await analyse(alice, { seed: 22 });
      expect(answer.narrativeStatus).toBe('ok');
      expect(answer.narrative).toMatchObject({
        text: 'Your revenge trades cost you most.',
        model: 'coach-test-model',
      });
      expect(model.received).toHaveLength(1);
      const [request] = model.received;
      expect(request?.headers.authorization).toBe('Bearer secret-model-key');
      const sent = JSON.stringify(request?.body);
      expect(request?.body).toMatchObject({ model: 'coach-test-model' });
      // The figures: the journal's count, the pattern's title, its trade count and its cost.
      const messages = z
        .object({ messages: z.array(z.object({ role: z.string(), content: z.string() })) })
        .parse(request?.body).messages;
      const user = messages.find((message) => message.role === 'user')?.content ?? '';
      const figures = z
        .object({
          trades: z.number(),
          findings: z.array(z.object({ title: z.string(), trades: z.number() }).passthrough()),
        })
        .parse(JSON.parse(user.slice(user.indexOf('{'))));
      expect(figures.trades).toBe(answer.tradeCount);
      const revenge = revengeOf(answer);
      expect(figures.findings).toContainEqual(
        expect.objectContaining({
          title: 'Trading again soon after a loss',
          trades: alicePlan.revenge.length,
          cost: Math.round((revenge?.cost ?? 0) * 100) / 100,
        }),
      );
      // Nothing of a single trade: no id of a trade or an account, no fill, no time of a trade.
      for (const id of [...alicePlan.all, ...alicePlan.second, mainAccount, secondAccount])
        expect(sent).not.toContain(id);
      for (const raw of ['executed_at', 'openedAt', 'closedAt', '14:35', 'tradeIds', alice.id])
        expect(sent).not.toContain(raw);
      // The browser never sees where the model is or its key.
      const toBrowser = JSON.stringify(answer);
      expect(toBrowser).not.toContain(model.url);
      expect(toBrowser).not.toContain('secret-model-key');

      const again = await analyse(alice, { seed: 22 });
      expect(again.cached).toBe(true);
      expect(again.narrative).toEqual(answer.narrative);
      expect(model.received).toHaveLength(1);
    } finally {
      await model.close();
    }
  });

  it('times out on a slow endpoint and leaves the analysis intact', async () => {
    const model = await fakeModel((res) => {
      setTimeout(() => chatAnswer('too late')(res), 3000).unref();
    });
    try {
      configure(model, { EDGELOG_AI_TIMEOUT_MS: '300' });
      const started = Date.now();
      const answer = await analyse(alice, { seed: 23 });
      expect(Date.now() - started).toBeLessThan(2500);
      expect(answer.narrativeStatus).toBe('timeout');
      expect(answer.narrative).toBeNull();
      expect([...(revengeOf(answer)?.tradeIds ?? [])].sort()).toEqual([...alicePlan.revenge].sort());
    } finally {
      await model.close();
    }
  });

  it('fails on an error or a malformed answer and leaves the analysis intact', async () => {
    for (const respond of [
      (res: ServerResponse) =>
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}'),
      (res: ServerResponse) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}'),
      (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/plain' }).end('not json'),
    ]) {
      const model = await fakeModel(respond);
      try {
        configure(model);
        const answer = await analyse(alice, { seed: 24 });
        expect(answer.narrativeStatus).toBe('failed');
        expect(answer.narrative).toBeNull();
        expect(model.received).toHaveLength(1);
        expect(revengeOf(answer)).toBeDefined();
      } finally {
        await model.close();
      }
    }
  });
});

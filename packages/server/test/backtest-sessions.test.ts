import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveTrades, type TradeInput } from './support/journal.ts';
import { ownerOnlyTests } from './support/owner-only.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from './support/server.ts';

/**
 * Backtest sessions and their trades through supabase-js: owner-only, trades saved only into the
 * session's backtest account by rpc/save_backtest_trades, and a deleted session taking its trades
 * and nothing else.
 */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

let counter = 0;
const next = () => (counter += 1);

async function accountOf(user: TestUser, kind: 'backtest' | 'live' = 'backtest'): Promise<string> {
  const { data, error } = await user.client
    .from('accounts')
    .insert({ name: `Account ${next()}`, currency: 'USD', kind })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function sessionOf(
  user: TestUser,
  accountId: string,
  kind: 'replay' | 'rule' = 'rule',
): Promise<string> {
  const { data, error } = await user.client
    .from('backtest_sessions')
    .insert({ account_id: accountId, kind, name: `Run ${next()}`, symbol: 'ES', timeframe: '5m' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

/** A closed long round trip: bought at 100, sold at `exit`, on day `day` of January 2026. */
function trade(accountId: string, exit = '102', day = 5): TradeInput {
  const date = `2026-01-${String(day).padStart(2, '0')}`;
  return {
    account_id: accountId,
    symbol: 'ES',
    asset_class: 'future',
    multiplier: '50',
    currency: 'USD',
    executions: [
      { executed_at: `${date}T14:30:00Z`, side: 'buy', quantity: '1', price: '100', commission: '2' },
      { executed_at: `${date}T15:30:00Z`, side: 'sell', quantity: '1', price: exit, commission: '2' },
    ],
  };
}

async function saveSessionTrades(user: TestUser, sessionId: string, trades: TradeInput[]) {
  return user.client.rpc('save_backtest_trades', { session_id: sessionId, trades });
}

async function tradesOfSession(user: TestUser, sessionId: string) {
  const { data, error } = await user.client
    .from('trades')
    .select('id, account_id, status, net:net_pnl::text')
    .eq('backtest_session_id', sessionId)
    .order('opened_at');
  if (error) throw new Error(error.message);
  return data as Array<{ id: string; account_id: string; status: string; net: string }>;
}

describe('backtest sessions', () => {
  const accounts = new Map<string, string>();
  ownerOnlyTests({
    table: 'backtest_sessions',
    row: (overrides = {}) => ({ kind: 'rule', name: `Run ${next()}`, ...overrides }),
    change: { name: 'Taken over' },
    parent: async (user) => {
      const known = accounts.get(user.id) ?? (await accountOf(user));
      accounts.set(user.id, known);
      return { account_id: known };
    },
    context: () => ({ test, alice, bob }),
  });

  it('belongs to a backtest account, never a live one', async () => {
    const live = await accountOf(alice, 'live');
    const { error } = await alice.client
      .from('backtest_sessions')
      .insert({ account_id: live, kind: 'rule', name: 'In a live account' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('backtest account');
  });

  it("refuses another user's account and another user's price series", async () => {
    const bobs = await accountOf(bob);
    const onBobs = await alice.client
      .from('backtest_sessions')
      .insert({ account_id: bobs, kind: 'rule', name: 'On his account' });
    expect(onBobs.error).not.toBeNull();
    const series = await bob.client
      .from('price_series')
      .insert({
        symbol: 'ES',
        timeframe: '5m',
        bars: [{ t: '2026-01-05T14:30:00Z', o: '100', h: '101', l: '99', c: '100.5' }],
      })
      .select('id')
      .single();
    expect(series.error).toBeNull();
    const own = await accountOf(alice);
    const onHisSeries = await alice.client.from('backtest_sessions').insert({
      account_id: own,
      kind: 'rule',
      name: 'On his series',
      series_id: (series.data as { id: string }).id,
    });
    expect(onHisSeries.error?.code).toBe('23503');
  });

  it('keeps its settings and results, checks its kind and name, and keeps the time of its last change', async () => {
    const account = await accountOf(alice);
    const bad = await alice.client
      .from('backtest_sessions')
      .insert({ account_id: account, kind: 'sweep', name: 'x' });
    expect(bad.error?.code).toBe('23514');
    const blank = await alice.client
      .from('backtest_sessions')
      .insert({ account_id: account, kind: 'rule', name: ' ' });
    expect(blank.error?.code).toBe('23514');
    const id = await sessionOf(alice, account);
    const before = await alice.client.from('backtest_sessions').select('updated_at').eq('id', id).single();
    const results = {
      statistics: { tradeCount: 2 },
      equity: [
        [1, '0'],
        [2, '10.5'],
      ],
    };
    const { data, error } = await alice.client
      .from('backtest_sessions')
      .update({ settings: { strategy: 'ma-cross', params: { fast: 10 } }, results })
      .eq('id', id)
      .select('settings, results, updated_at')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ settings: { strategy: 'ma-cross', params: { fast: 10 } }, results });
    expect(Date.parse((data as { updated_at: string }).updated_at)).toBeGreaterThanOrEqual(
      Date.parse((before.data as { updated_at: string }).updated_at),
    );
  });
});

describe('rpc/save_backtest_trades', () => {
  it("saves a session's trades into its account, marked as the session's", async () => {
    const account = await accountOf(alice);
    const session = await sessionOf(alice, account);
    const { data, error } = await saveSessionTrades(alice, session, [
      trade(account, '102'),
      trade(account, '99', 6),
    ]);
    expect(error).toBeNull();
    const ids = data as string[];
    expect(ids).toHaveLength(2);
    const saved = await tradesOfSession(alice, session);
    expect(saved.map((t) => t.id)).toEqual(ids);
    expect(saved.every((t) => t.account_id === account && t.status === 'closed')).toBe(true);
    // (102 - 100) x 50 - 4 and (99 - 100) x 50 - 4: the journal's own figures.
    expect(saved.map((t) => Number(t.net))).toEqual([96, -54]);
  });

  it("refuses another user's session, whoever's account the trades name", async () => {
    const bobAccount = await accountOf(bob);
    const bobSession = await sessionOf(bob, bobAccount);
    const aliceAccount = await accountOf(alice);
    for (const account of [aliceAccount, bobAccount]) {
      const { error } = await saveSessionTrades(alice, bobSession, [trade(account)]);
      expect(error?.message).toContain('DB-004');
    }
    expect(await tradesOfSession(bob, bobSession)).toEqual([]);
  });

  it("refuses a trade of another account than the session's, even the caller's own", async () => {
    const account = await accountOf(alice);
    const other = await accountOf(alice);
    const live = await accountOf(alice, 'live');
    const session = await sessionOf(alice, account);
    for (const elsewhere of [other, live]) {
      const { error } = await saveSessionTrades(alice, session, [trade(account), trade(elsewhere)]);
      expect(error?.code).toBe('23514');
    }
    const missing = await saveSessionTrades(alice, session, [{ ...trade(account), account_id: undefined }]);
    expect(missing.error?.code).toBe('23514');
    // All or nothing: the valid trade of a refused call was not saved.
    expect(await tradesOfSession(alice, session)).toEqual([]);
    const { count } = await alice.client
      .from('trades')
      .select('id', { count: 'exact', head: true })
      .in('account_id', [other, live]);
    expect(count).toBe(0);
  });

  it('refuses a session in a non-backtest account, even one turned live after it was made', async () => {
    const account = await accountOf(alice);
    const session = await sessionOf(alice, account);
    const turned = await alice.client.from('accounts').update({ kind: 'live' }).eq('id', account);
    expect(turned.error).toBeNull();
    const { error } = await saveSessionTrades(alice, session, [trade(account)]);
    expect(error?.code).toBe('23514');
    expect(await tradesOfSession(alice, session)).toEqual([]);
  });

  it('cannot take over a trade already saved by another session or in the journal', async () => {
    const account = await accountOf(alice);
    const first = await sessionOf(alice, account);
    const second = await sessionOf(alice, account);
    const [taken] = (await saveSessionTrades(alice, first, [trade(account)])).data as string[];
    const [journal] = await saveTrades(alice.client, [trade(account)]);
    for (const id of [taken, journal]) {
      const { error } = await saveSessionTrades(alice, second, [{ ...trade(account, '110'), id }]);
      expect(error?.code).toBe('23514');
    }
    expect((await tradesOfSession(alice, first)).map((t) => t.id)).toEqual([taken]);
    expect(await tradesOfSession(alice, second)).toEqual([]);
  });

  it('cannot take over a live trade named by its id in capitals', async () => {
    const live = await accountOf(alice, 'live');
    const [liveTrade = ''] = await saveTrades(alice.client, [trade(live)]);
    const account = await accountOf(alice);
    const session = await sessionOf(alice, account);
    const { error } = await saveSessionTrades(alice, session, [
      { ...trade(account, '110'), id: liveTrade.toUpperCase() },
    ]);
    expect(error?.code).toBe('23514');
    const { data } = await alice.client
      .from('trades')
      .select('account_id, backtest_session_id')
      .eq('id', liveTrade)
      .single();
    expect(data).toEqual({ account_id: live, backtest_session_id: null });
  });

  it('refuses anon', async () => {
    const account = await accountOf(alice);
    const session = await sessionOf(alice, account);
    const { error } = await test.client().rpc('save_backtest_trades', { session_id: session, trades: [] });
    expect(error).not.toBeNull();
  });
});

describe('deleting a session', () => {
  it('deletes its trades and nothing else, and the account balance follows', async () => {
    const account = await accountOf(alice);
    const kept = await sessionOf(alice, account);
    const gone = await sessionOf(alice, account, 'replay');
    await saveSessionTrades(alice, kept, [trade(account, '101')]);
    const goneIds = (await saveSessionTrades(alice, gone, [trade(account, '104'), trade(account, '98', 7)]))
      .data as string[];
    const [journalTrade] = await saveTrades(alice.client, [trade(account, '103', 8)]);
    const bobAccount = await accountOf(bob);
    const bobSession = await sessionOf(bob, bobAccount);
    await saveSessionTrades(bob, bobSession, [trade(bobAccount)]);

    const balance = async () =>
      (
        (await alice.client.from('accounts').select('balance:balance::text').eq('id', account).single())
          .data as {
          balance: string;
        }
      ).balance;
    // 46 + 196 - 104 + 146
    expect(Number(await balance())).toBe(284);

    const { error } = await alice.client.from('backtest_sessions').delete().eq('id', gone);
    expect(error).toBeNull();

    const { data: left } = await alice.client.from('trades').select('id').eq('account_id', account);
    const leftIds = (left as Array<{ id: string }>).map((t) => t.id);
    expect(leftIds).toHaveLength(2);
    expect(leftIds).toContain(journalTrade);
    expect(leftIds.some((id) => goneIds.includes(id))).toBe(false);
    expect(await tradesOfSession(alice, kept)).toHaveLength(1);
    expect(Number(await balance())).toBe(192);
    const { rows } = await test.server.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from public.trade_executions where trade_id = any($1::uuid[])`,
      [goneIds],
    );
    expect(rows[0]?.n).toBe(0);
    expect(await tradesOfSession(bob, bobSession)).toHaveLength(1);
    const { count } = await alice.client
      .from('accounts')
      .select('id', { count: 'exact', head: true })
      .eq('id', account);
    expect(count).toBe(1);
  });

  it("is refused for another user's session", async () => {
    const account = await accountOf(bob);
    const session = await sessionOf(bob, account);
    await saveSessionTrades(bob, session, [trade(account)]);
    const { data } = await alice.client.from('backtest_sessions').delete().eq('id', session).select('id');
    expect(data).toEqual([]);
    expect(await tradesOfSession(bob, session)).toHaveLength(1);
  });
});

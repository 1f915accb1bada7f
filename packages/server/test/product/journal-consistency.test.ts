import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIGURES, saveTrades, type FillInput } from '../support/journal.ts';
import {
  createTestUser,
  startTestServer,
  tokenClient,
  type TestServer,
  type TestUser,
} from '../support/server.ts';

/**
 * The stored figures stay what the fills say when writers race, and the log's counts and totals
 * cover the whole journal even when a page of rows is capped (REST_MAX_ROWS).
 */

const MAX_ROWS = 50;

let test: TestServer;
let alice: TestUser;
let laptop: TestUser;
let phone: TestUser;

beforeAll(async () => {
  test = await startTestServer({ restMaxRows: MAX_ROWS });
  alice = await createTestUser(test);
  // Two devices of one trader: two clients with the same user's token.
  laptop = alice;
  phone = { ...alice, client: tokenClient(test, alice.accessToken) };
});
afterAll(async () => {
  await test?.stop();
});

const minute = (n: number) => new Date(Date.UTC(2026, 3, 1, 14, 30 + n)).toISOString();

/** A valid round trip of `legs` entries and one exit, its prices moved by `shift`. */
function roundTrip(legs: number, shift: number): FillInput[] {
  const entries = Array.from({ length: legs }, (_, i): FillInput => ({
    executed_at: minute(i),
    side: 'buy',
    quantity: String(i + 1),
    price: (100 + shift + i / 4).toFixed(2),
    commission: '0.35',
  }));
  const total = (legs * (legs + 1)) / 2;
  return [
    ...entries,
    { executed_at: minute(legs + 5), side: 'sell', quantity: String(total), price: (101 + shift).toFixed(2) },
  ];
}

/** The trade's stored figures, and the same trade's figures re-derived from its fills as they are now. */
async function storedAndRederived(id: string) {
  const db = test.server.ctx.db;
  const select = `select ${FIGURES.replaceAll('::text', '')} from public.trades where id = $1`;
  const stored = (await db.query(select, [id])).rows[0];
  await db.query('update public.trades set fill_count = fill_count where id = $1', [id]);
  const rederived = (await db.query(select, [id])).rows[0];
  return { stored, rederived };
}

async function ledgerOf(accountId: string) {
  const { rows } = await test.server.ctx.db.query<{ realized: string; sum: string | null }>(
    `select a.realized_pnl::text as realized,
       (select sum(net_pnl)::text from public.trades t where t.account_id = a.id and t.status = 'closed') as sum
     from public.accounts a where a.id = $1`,
    [accountId],
  );
  return rows[0]!;
}

describe('two devices editing one trade at once', () => {
  it('leave the figures and the account equal to a re-derivation from the final fills', async () => {
    const account = await laptop.client
      .from('accounts')
      .insert({ name: 'Race', currency: 'USD', starting_balance: '1000' })
      .select('id')
      .single();
    const accountId = (account.data as { id: string }).id;
    const [id] = await saveTrades(laptop.client, [
      { account_id: accountId, symbol: 'RACE', executions: roundTrip(2, 0) },
    ]);

    for (let round = 0; round < 12; round++) {
      const saves = await Promise.allSettled([
        saveTrades(laptop.client, [{ id, executions: roundTrip(1 + (round % 3), round) }]),
        saveTrades(phone.client, [{ id, executions: roundTrip(4 - (round % 3), -round), stop_price: '90' }]),
        // A third write edits the trade's own columns through rest/v1 meanwhile.
        phone.client
          .from('trades')
          .update({ notes: `round ${round}` })
          .eq('id', id!),
      ]);
      for (const save of saves) expect(save.status).toBe('fulfilled');
      const { stored, rederived } = await storedAndRederived(id!);
      expect(stored).toEqual(rederived);
      const fills = await laptop.client.from('trade_executions').select('side').eq('trade_id', id!);
      expect([2, 3, 4, 5]).toContain(fills.data?.length);
      const ledger = await ledgerOf(accountId);
      expect(Number(ledger.realized)).toBeCloseTo(Number(ledger.sum ?? 0), 9);
    }
  });

  it('adding fills one by one from both devices keeps every fill in the figures', async () => {
    const [id] = await saveTrades(laptop.client, [
      { symbol: 'ADDS', executions: [{ executed_at: minute(0), side: 'buy', quantity: '1', price: '50' }] },
    ]);
    const adds = Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? laptop : phone).client.from('trade_executions').insert({
        trade_id: id,
        executed_at: minute(i + 1),
        side: 'buy',
        quantity: '1',
        price: String(50 + i),
      }),
    );
    for (const { error } of await Promise.all(adds)) expect(error).toBeNull();
    const { stored, rederived } = await storedAndRederived(id!);
    expect(stored).toEqual(rederived);
    expect(stored).toMatchObject({ fill_count: 21 });
    expect(String(stored!.quantity)).toBe('21');
  });
});

describe(`a journal larger than a page (REST_MAX_ROWS ${MAX_ROWS})`, () => {
  it('counts and totals the whole filtered journal', async () => {
    const trades = Array.from({ length: 130 }, (_, i) => ({
      symbol: i % 2 ? 'EVEN' : 'ODD',
      executions: [
        { executed_at: minute(i), side: 'buy' as const, quantity: '3', price: '10.10' },
        {
          executed_at: minute(i + 1),
          side: 'sell' as const,
          quantity: '3',
          price: (10 + (i % 7) / 10).toFixed(2),
          commission: '0.01',
        },
      ],
    }));
    await saveTrades(alice.client, trades);

    const page = await alice.client
      .from('trades')
      .select('id', { count: 'exact' })
      .in('symbol', ['EVEN', 'ODD'])
      .order('opened_at', { ascending: false });
    expect(page.data).toHaveLength(MAX_ROWS);
    expect(page.count).toBe(130);

    const { rows } = await test.server.ctx.db.query<{ n: number; net: string; wins: number }>(
      `select count(*)::int as n, sum(net_pnl)::text as net, count(*) filter (where result = 'win')::int as wins
       from public.trades where user_id = $1 and symbol = 'EVEN'`,
      [alice.id],
    );
    const totals = await alice.client.from('trades').select('count(), net_pnl.sum()').eq('symbol', 'EVEN');
    expect(totals.error).toBeNull();
    expect(totals.data).toHaveLength(1);
    const [row] = totals.data as Array<{ count: number; sum: number }>;
    expect(row!.count).toBe(65);
    expect(row!.count).toBe(rows[0]!.n);
    expect(row!.sum).toBeCloseTo(Number(rows[0]!.net), 6);
    // Exact totals as text, by result: what the log's footer reads.
    const byResult = await alice.client
      .from('trades')
      .select('result, count(), net_pnl.sum()::text')
      .eq('symbol', 'EVEN');
    const wins = (byResult.data as Array<{ result: string; count: number }>).find((r) => r.result === 'win');
    expect(wins?.count).toBe(rows[0]!.wins);
  });
});

import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeClients, collector, POLL, subscribe } from '../realtime/helpers.ts';
import { saveTrades } from '../support/journal.ts';
import {
  createTestUser,
  startTestServer,
  tokenClient,
  type TestServer,
  type TestUser,
} from '../support/server.ts';

/**
 * The trade log and the trade page follow changes made on another device: every journal table is in
 * the supabase_realtime publication, a trade's row changes when only its fills were written (its
 * figures follow), a delete reaches a subscription filtered on user_id, and nobody hears of another
 * user's journal.
 */

type Row = Record<string, unknown>;
type Payload = RealtimePostgresChangesPayload<Row>;

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await closeClients(alice.client, bob.client);
  await test?.stop();
});

describe('the journal live', () => {
  it('publishes every journal table', async () => {
    const { rows } = await test.server.ctx.db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
    );
    expect(rows.map((r) => r.tablename)).toEqual(
      expect.arrayContaining([
        'trades',
        'trade_executions',
        'tags',
        'trade_tags',
        'accounts',
        'account_transactions',
        'journal_days',
        'strategies',
        'trade_attachments',
      ]),
    );
  });

  it('shows a trade saved, its figures changed by a fill, and its deletion, to its owner only', async () => {
    const aliceSees = collector<Payload>();
    const bobSees = collector<Payload>();
    await subscribe(
      alice.client
        .channel('alice-trades')
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'trades', filter: `user_id=eq.${alice.id}` },
          aliceSees.push,
        ),
    );
    await subscribe(
      bob.client
        .channel('bob-trades')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'trades' }, bobSees.push),
    );

    // Another device of Alice's.
    const phone = tokenClient(test, alice.accessToken);
    const [id] = await saveTrades(phone, [
      {
        symbol: 'LIVE',
        executions: [{ executed_at: '2026-05-04T14:30:00Z', side: 'buy', quantity: '2', price: '10' }],
      },
    ]);
    await expect
      .poll(
        () =>
          aliceSees.items.some((p) => p.eventType === 'UPDATE' && p.new.id === id && p.new.status === 'open'),
        POLL,
      )
      .toBe(true);

    // A fill alone, through rest/v1: the trade's row follows.
    const exit = await phone.from('trade_executions').insert({
      trade_id: id,
      executed_at: '2026-05-04T15:30:00Z',
      side: 'sell',
      quantity: '2',
      price: '11',
    });
    expect(exit.error).toBeNull();
    await expect
      .poll(
        () =>
          aliceSees.items.some(
            (p) => p.eventType === 'UPDATE' && p.new.id === id && p.new.status === 'closed',
          ),
        POLL,
      )
      .toBe(true);
    const closed = aliceSees.items.find((p) => p.eventType === 'UPDATE' && p.new.status === 'closed');
    expect(closed?.new).toMatchObject({ net_pnl: 2, fill_count: 2, result: 'win' });

    await phone.from('trades').delete().eq('id', id!);
    await expect.poll(() => aliceSees.items.some((p) => p.eventType === 'DELETE'), POLL).toBe(true);
    expect(bobSees.items).toEqual([]);
    await phone.removeAllChannels();
  });
});

import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
 * The playbook and goals pages follow changes made on another device: goals and playbook examples
 * are in the supabase_realtime publication, their deletes (an example going with its playbook
 * included) reach a subscription filtered on user_id, and nobody hears of another user's rows.
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

const idOf = (data: unknown) => z.object({ id: z.string() }).parse(data).id;

describe('playbooks and goals live', () => {
  it('publishes goals and playbook examples', async () => {
    const { rows } = await test.server.ctx.db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
    );
    expect(rows.map((r) => r.tablename)).toEqual(expect.arrayContaining(['goals', 'strategy_examples']));
  });

  it('shows a goal added, changed and deleted on another device, to its owner only', async () => {
    const aliceSees = collector<Payload>();
    const bobSees = collector<Payload>();
    await subscribe(
      alice.client
        .channel('alice-goals')
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'goals', filter: `user_id=eq.${alice.id}` },
          aliceSees.push,
        ),
    );
    await subscribe(
      bob.client
        .channel('bob-goals')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'goals' }, bobSees.push),
    );

    const phone = tokenClient(test, alice.accessToken);
    const inserted = await phone
      .from('goals')
      .insert({ name: 'Daily stop', kind: 'rule', rule: 'max_daily_loss', target: '500' })
      .select('id')
      .single();
    const id = idOf(inserted.data);
    await phone.from('goals').update({ target: '400' }).eq('id', id);
    await phone.from('goals').delete().eq('id', id);
    await expect
      .poll(() => aliceSees.items.map((p) => p.eventType), POLL)
      .toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(aliceSees.items[1]?.new).toMatchObject({ id, target: 400 });
    expect(aliceSees.items[2]?.old).toMatchObject({ id });
    expect(bobSees.items).toEqual([]);
    await phone.removeAllChannels();
  });

  it('shows an example going with its playbook', async () => {
    const aliceSees = collector<Payload>();
    await subscribe(
      alice.client
        .channel('alice-examples')
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'strategy_examples', filter: `user_id=eq.${alice.id}` },
          aliceSees.push,
        ),
    );
    const strategy = idOf(
      (await alice.client.from('strategies').insert({ name: 'Live' }).select('id').single()).data,
    );
    const [trade] = await saveTrades(alice.client, [
      {
        symbol: 'LIVE',
        strategy_id: strategy,
        executions: [{ executed_at: '2026-05-04T14:30:00Z', side: 'buy', quantity: '2', price: '10' }],
      },
    ]);
    const example = idOf(
      (
        await alice.client
          .from('strategy_examples')
          .insert({ strategy_id: strategy, trade_id: trade })
          .select('id')
          .single()
      ).data,
    );
    await alice.client.from('strategies').delete().eq('id', strategy);
    await expect
      .poll(() => aliceSees.items.map((p) => ('id' in p.old ? p.old.id : undefined)), POLL)
      .toEqual([example]);
  });
});

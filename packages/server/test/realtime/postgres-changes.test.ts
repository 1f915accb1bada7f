import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import {
  asUser,
  closeClients,
  collector,
  createNotesTable,
  POLL,
  secondClient,
  subscribe,
} from './helpers.ts';

type Note = {
  id: number;
  user_id: string;
  body: string;
  n: number;
  tags: string[];
  details: unknown;
  amount: number | null;
  done: boolean;
  created_at: string;
};
type Payload = RealtimePostgresChangesPayload<Note>;

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  await createNotesTable(test);
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await closeClients(alice.client, bob.client);
  await test?.stop();
});

describe('postgres_changes', () => {
  it('delivers a user their own INSERT, UPDATE and DELETE, and never to another user', async () => {
    const aliceSees = collector<Payload>();
    const bobSees = collector<Payload>();
    await subscribe(
      alice.client
        .channel('alice-notes')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, aliceSees.push),
    );
    await subscribe(
      bob.client
        .channel('bob-notes')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, bobSees.push),
    );

    // Alice writes from another client (another tab) through the data API.
    const writer = secondClient(test, alice);
    const inserted = await writer
      .from('rt_notes')
      .insert({ body: 'hello', n: 1, tags: ['a', 'b'], details: { k: [1, true] }, amount: 12.5 })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const id = (inserted.data as { id: number }).id;
    await expect.poll(() => aliceSees.items.length, POLL).toBe(1);
    const insert = aliceSees.items[0]!;
    expect(insert).toMatchObject({
      schema: 'public',
      table: 'rt_notes',
      eventType: 'INSERT',
      new: {
        id,
        user_id: alice.id,
        body: 'hello',
        n: 1,
        tags: ['a', 'b'],
        details: { k: [1, true] },
        amount: 12.5,
        done: false,
      },
      old: {},
      errors: null,
    });
    expect(insert.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    expect((await writer.from('rt_notes').update({ body: 'edited', n: 2 }).eq('id', id)).error).toBeNull();
    await expect.poll(() => aliceSees.items.length, POLL).toBe(2);
    expect(aliceSees.items[1]).toMatchObject({
      eventType: 'UPDATE',
      new: { id, body: 'edited', n: 2 },
      old: { id },
    });

    expect((await writer.from('rt_notes').delete().eq('id', id)).error).toBeNull();
    await expect.poll(() => aliceSees.items.length, POLL).toBe(3);
    expect(aliceSees.items[2]).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
    // Under RLS a DELETE carries only the primary key, as Supabase sends it.
    expect(Object.keys(aliceSees.items[2]!.old)).toEqual(['id']);

    // Bob's own change is delivered after Alice's were processed; by then nothing of hers reached him.
    await asUser(test, bob, `insert into rt_notes (body) values ('sentinel')`);
    await expect.poll(() => bobSees.items.length, POLL).toBe(1);
    expect(bobSees.items.map((p) => p.eventType)).toEqual(['INSERT']);
    expect(bobSees.items[0]!.new).toMatchObject({ user_id: bob.id, body: 'sentinel' });
    await closeClients(alice.client, bob.client);
  });

  it('applies filters (eq, neq, lt, lte, gt, gte, in) per binding of one channel', async () => {
    const filters = [
      'n=eq.5',
      'n=neq.5',
      'n=lt.5',
      'n=lte.5',
      'n=gt.5',
      'n=gte.5',
      'n=in.(1,5,9)',
      `user_id=eq.${alice.id}`,
      'body=eq.with space',
    ];
    const seen = new Map(filters.map((f) => [f, collector<Payload>()]));
    const all = collector<Payload>();
    let channel = alice.client.channel('alice-filters');
    for (const filter of filters) {
      channel = channel.on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'rt_notes', filter },
        seen.get(filter)!.push,
      );
    }
    channel = channel.on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'rt_notes' },
      all.push,
    );
    await subscribe(channel);

    for (const n of [4, 5, 6, 9])
      await asUser(test, alice, `insert into rt_notes (body, n) values ($1, $2)`, [
        n === 9 ? 'with space' : 'x',
        n,
      ]);
    await expect.poll(() => all.items.length, POLL).toBe(4);
    const ns = (f: string) => seen.get(f)!.items.map((p) => (p.new as Note).n);
    expect(ns('n=eq.5')).toEqual([5]);
    expect(ns('n=neq.5')).toEqual([4, 6, 9]);
    expect(ns('n=lt.5')).toEqual([4]);
    expect(ns('n=lte.5')).toEqual([4, 5]);
    expect(ns('n=gt.5')).toEqual([6, 9]);
    expect(ns('n=gte.5')).toEqual([5, 6, 9]);
    expect(ns('n=in.(1,5,9)')).toEqual([5, 9]);
    expect(ns(`user_id=eq.${alice.id}`)).toEqual([4, 5, 6, 9]);
    expect(ns('body=eq.with space')).toEqual([9]);
    await alice.client.removeChannel(channel);
  });

  it('signs a user out on the DELETE of their own profile only', async () => {
    const carol = await createTestUser(test);
    const dave = await createTestUser(test);
    const carolSees = collector<Payload>();
    const daveSees = collector<Payload>();
    const daveSeesAny = collector<Payload>();
    await subscribe(
      carol.client
        .channel('carol-profile')
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'profiles', filter: `user_id=eq.${carol.id}` },
          carolSees.push,
        ),
    );
    await subscribe(
      dave.client
        .channel('dave-profile')
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'profiles', filter: `user_id=eq.${dave.id}` },
          daveSees.push,
        )
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'profiles' }, daveSeesAny.push),
    );
    const profileId = async (user: TestUser) =>
      (
        await test.server.ctx.db.query<{ id: string }>('select id from public.profiles where user_id = $1', [
          user.id,
        ])
      ).rows[0]!.id;
    const carolProfile = await profileId(carol);
    const daveProfile = await profileId(dave);

    // The account goes (as an admin would delete it): the profile row cascades away.
    await test.server.ctx.db.query('delete from auth.users where id = $1', [carol.id]);
    await expect.poll(() => carolSees.items.length, POLL).toBe(1);
    expect(carolSees.items[0]).toMatchObject({
      eventType: 'DELETE',
      table: 'profiles',
      old: { id: carolProfile },
    });

    await test.server.ctx.db.query('delete from public.profiles where user_id = $1', [dave.id]);
    await expect.poll(() => daveSeesAny.items.length, POLL).toBe(1);
    expect(daveSees.items.map((p) => p.old)).toEqual([{ id: daveProfile }]);
    expect(daveSeesAny.items.map((p) => p.old)).toEqual([{ id: daveProfile }]);
    await closeClients(carol.client, dave.client);
  });

  it('delivers rows far larger than a NOTIFY payload, and trims rows over 1 MiB with a 413', async () => {
    const seen = collector<Payload>();
    await subscribe(
      alice.client
        .channel('alice-large')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, seen.push),
    );
    const big = 'x'.repeat(100_000);
    await asUser(test, alice, `insert into rt_notes (body, n) values ($1, 1)`, [big]);
    await expect.poll(() => seen.items.length, POLL).toBe(1);
    expect((seen.items[0]!.new as Note).body).toBe(big);
    expect(seen.items[0]!.errors).toBeNull();

    await asUser(test, alice, `insert into rt_notes (body, n) values ($1, 2)`, ['y'.repeat(1_100_000)]);
    await expect.poll(() => seen.items.length, POLL).toBe(2);
    expect(seen.items[1]!.errors).toEqual(['Error 413: Payload Too Large']);
    expect(seen.items[1]!.new).toMatchObject({ n: 2, user_id: alice.id });
    expect(seen.items[1]!.new).not.toHaveProperty('body');
    await closeClients(alice.client);
  });

  it('listens to a whole schema, and limits columns with select', async () => {
    const wholeSchema = collector<Payload>();
    const narrow = collector<Payload>();
    await subscribe(
      alice.client
        .channel('alice-schema')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public' }, wholeSchema.push)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes', select: ['body'] },
          narrow.push,
        ),
    );
    const [row] = await asUser<{ id: string }>(
      test,
      alice,
      `insert into rt_notes (body, n) values ('narrow', 7) returning id`,
    );
    await asUser(test, alice, `update public.profiles set full_name = 'Alice' where user_id = $1`, [
      alice.id,
    ]);
    await asUser(test, alice, `update rt_notes set n = 8 where id = $1`, [row!.id]);
    await expect.poll(() => wholeSchema.items.map((p) => p.table), POLL).toEqual(['profiles', 'rt_notes']);
    expect(wholeSchema.items[0]!.new).toMatchObject({ user_id: alice.id, full_name: 'Alice' });
    expect(narrow.items).toHaveLength(1);
    expect(narrow.items[0]!.new).toEqual({ id: Number(row!.id), body: 'narrow' });
    await closeClients(alice.client);
  });

  it('follows a row handed to another user: the new owner hears of it, the old one no more', async () => {
    const aliceSees = collector<Payload>();
    const bobSees = collector<Payload>();
    await subscribe(
      alice.client
        .channel('handover-a')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'rt_notes' }, aliceSees.push),
    );
    await subscribe(
      bob.client
        .channel('handover-b')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'rt_notes' }, bobSees.push),
    );
    const [row] = await asUser<{ id: string }>(
      test,
      alice,
      `insert into rt_notes (body) values ('gift') returning id`,
    );
    await test.server.ctx.db.query('update rt_notes set user_id = $1 where id = $2', [bob.id, row!.id]);
    await expect.poll(() => bobSees.items.length, POLL).toBe(1);
    expect(bobSees.items[0]!.new).toMatchObject({ body: 'gift', user_id: bob.id });
    await asUser(test, alice, `insert into rt_notes (body) values ('mine') returning id`).then(([mine]) =>
      asUser(test, alice, `update rt_notes set n = 1 where id = $1`, [mine!.id]),
    );
    await expect.poll(() => aliceSees.items.length, POLL).toBe(1);
    expect(aliceSees.items[0]!.new).toMatchObject({ body: 'mine' });
    await closeClients(alice.client, bob.client);
  });
});

import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../src/app.ts';
import { testMode } from '../support/database.ts';
import {
  createTestUser,
  startTestServer,
  tokenClient,
  type TestServer,
  type TestUser,
} from '../support/server.ts';
import { asUser, collector, createNotesTable, POLL, subscribe } from './helpers.ts';

type Payload = RealtimePostgresChangesPayload<{ body: string }>;

interface Notice {
  extension: string;
  status: string;
  message: string;
}

/** The realtime upkeep's period (MAINTENANCE_EVERY_MS in realtime/index.ts). */
const UPKEEP_MS = 15_000;

let test: TestServer;
let alice: TestUser;

beforeAll(async () => {
  // Only intervals are faked: the upkeep runs when the test says so, everything else in real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  test = await startTestServer();
  await createNotesTable(test, 'rt_notes');
  await createNotesTable(test, 'rt_other');
  alice = await createTestUser(test);
});
afterEach(async () => {
  await alice.client.removeAllChannels();
  await expect.poll(afterUpkeep(listening), POLL).toEqual([]);
});
afterAll(async () => {
  await test?.stop();
  vi.useRealTimers();
});

/** Captured rows of a table, read as the server itself (the API roles may not). */
async function captured(table: string): Promise<string[]> {
  const { rows } = await test.server.ctx.db.query<{ body: string }>(
    `select coalesce(record, old_record) ->> 'body' as body from realtime.changes
      where schema_name = 'public' and table_name = $1 order by id`,
    [table],
  );
  return rows.map((r) => r.body);
}

async function listening(): Promise<Array<{ process_id: string; schema_name: string; table_name: string }>> {
  const { rows } = await test.server.ctx.db.query<{
    process_id: string;
    schema_name: string;
    table_name: string;
  }>('select process_id, schema_name, table_name from realtime.listening order by 1, 2, 3');
  return rows;
}

/**
 * Runs the upkeep, then reads. realtime-js counts a channel as left before the server has heard
 * the leave, so a poll runs the upkeep again until it went by what the server holds.
 */
function afterUpkeep<T>(read: () => Promise<T>): () => Promise<T> {
  return () => {
    vi.advanceTimersByTime(UPKEEP_MS);
    return read();
  };
}

async function write(table: string, body: string): Promise<void> {
  await asUser(test, alice, `insert into public.${table} (body) values ($1)`, [body]);
}

describe('change capture follows the tables someone listens to', () => {
  it('captures nothing of a table nobody listens to, and everything once someone does', async () => {
    await write('rt_notes', 'unheard');
    expect(await captured('rt_notes')).toEqual([]);
    expect(await listening()).toEqual([]);

    const seen = collector<Payload>();
    await subscribe(
      alice.client
        .channel('notes')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, seen.push),
    );
    // Written right after SUBSCRIBED: the join was answered only once capture was on.
    await write('rt_notes', 'heard');
    await expect.poll(() => seen.items.map((p) => (p.new as { body: string }).body), POLL).toEqual(['heard']);
    expect(await captured('rt_notes')).toEqual(['heard']);
    expect(await captured('rt_other')).toEqual([]);
    expect((await listening()).map((r) => [r.schema_name, r.table_name])).toEqual([['public', 'rt_notes']]);
  });

  it('captures every table of a schema, or of every schema, for a binding on all of them', async () => {
    const schemaWide = collector<Payload>();
    const everywhere = collector<Payload>();
    await subscribe(
      alice.client
        .channel('schema-wide')
        .on('postgres_changes', { event: '*', schema: 'public', table: '*' }, schemaWide.push),
    );
    await subscribe(
      alice.client.channel('everywhere').on('postgres_changes', { event: '*', schema: '*' }, everywhere.push),
    );
    expect((await listening()).map((r) => [r.schema_name, r.table_name])).toEqual([
      ['*', '*'],
      ['public', '*'],
    ]);
    await write('rt_other', 'wide');
    await expect.poll(() => schemaWide.items.map((p) => p.table), POLL).toEqual(['rt_other']);
    await expect.poll(() => everywhere.items.map((p) => p.table), POLL).toEqual(['rt_other']);

    // With only the schema-wide binding left, the tables of public are still captured.
    await alice.client.removeChannel(alice.client.getChannels().find((c) => c.subTopic === 'everywhere')!);
    await expect
      .poll(
        afterUpkeep(async () => (await listening()).map((r) => [r.schema_name, r.table_name])),
        POLL,
      )
      .toEqual([['public', '*']]);
    await write('rt_other', 'still wide');
    await expect.poll(() => schemaWide.items.length, POLL).toBe(2);
  });

  it('stops capturing a table once its last subscriber left and the upkeep ran', async () => {
    const seen = collector<Payload>();
    const channel = alice.client
      .channel('leaving')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_other' }, seen.push);
    await subscribe(channel);
    await write('rt_other', 'before leaving');
    await expect.poll(() => seen.items.length, POLL).toBe(1);

    await alice.client.removeChannel(channel);
    await expect.poll(afterUpkeep(listening), POLL).toEqual([]);
    const before = await captured('rt_other');
    await write('rt_other', 'after leaving');
    expect(await captured('rt_other')).toEqual(before);
  });

  it("ignores and deletes a process's tables once it was not seen for 35 s", async () => {
    const { db } = test.server.ctx;
    // Another process on the database: one stopped 36 s ago, one that renewed its row just now.
    await db.query(
      `insert into realtime.listening (process_id, schema_name, table_name, seen_at) values
         ('stopped', 'public', 'rt_other', now() - interval '36 seconds'),
         ('running', 'elsewhere', 'table', now())`,
    );
    const before = await captured('rt_other');
    await write('rt_other', 'for a stopped process');
    expect(await captured('rt_other')).toEqual(before);

    vi.advanceTimersByTime(UPKEEP_MS);
    await expect.poll(async () => (await listening()).map((r) => r.process_id), POLL).toEqual(['running']);
    await db.query('delete from realtime.listening');
  });

  it('tells a channel whose table was not captured for 35 s, and captures it again', async () => {
    const seen = collector<Payload>();
    const notices: Notice[] = [];
    await subscribe(
      alice.client
        .channel('lapsed')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, seen.push)
        .on('system', {}, (notice: Notice) => void notices.push(notice)),
    );
    // This process's own row, as if the database had not answered its renewals for 36 s.
    await test.server.ctx.db.query(`update realtime.listening set seen_at = now() - interval '36 seconds'`);
    const before = await captured('rt_notes');
    await write('rt_notes', 'missed');
    expect(await captured('rt_notes')).toEqual(before);

    vi.advanceTimersByTime(UPKEEP_MS);
    await expect
      .poll(() => notices.filter((n) => n.status === 'error'), POLL)
      .toEqual([
        expect.objectContaining({
          extension: 'postgres_changes',
          message: 'Changes may have been missed; read the data again',
        }),
      ]);
    await write('rt_notes', 'heard again');
    await expect
      .poll(() => seen.items.map((p) => (p.new as { body: string }).body), POLL)
      .toEqual(['heard again']);
  });

  it('fails a join whose capture cannot be switched on, as for any database error', async () => {
    const { db } = test.server.ctx;
    await db.exec('alter table realtime.listening rename to listening_away');
    try {
      const joined = subscribe(
        alice.client
          .channel('no-capture')
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, () => {}),
      );
      await expect(joined).rejects.toThrow('CHANNEL_ERROR: Unknown Error on Channel');
    } finally {
      await db.exec('alter table realtime.listening_away rename to listening');
    }
  });
});

// Several processes can share only a PostgreSQL server; the embedded database belongs to one.
describe.skipIf(testMode !== 'postgres')('change capture with two processes on one database', () => {
  it("captures a write made through one process for the other's subscriber, until that one stops", async () => {
    const second = await buildServer({ ...test.server.ctx.config, port: 0 });
    const elsewhere = tokenClient({ ...test, url: await second.listen() }, alice.accessToken);
    try {
      // The token must be in force before the first join, or the channel joins as anon.
      await elsewhere.realtime.setAuth();
      const seen = collector<Payload>();
      await subscribe(
        elsewhere
          .channel('on-second')
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_other' }, seen.push),
      );
      await write('rt_other', 'through the first');
      await expect.poll(() => seen.items.length, POLL).toBe(1);
      expect((await listening()).map((r) => r.table_name)).toEqual(['rt_other']);

      await second.close();
      // Its rows go with it, not 35 s later.
      expect(await listening()).toEqual([]);
      const before = await captured('rt_other');
      await write('rt_other', 'after it stopped');
      expect(await captured('rt_other')).toEqual(before);
    } finally {
      await elsewhere.removeAllChannels();
      elsewhere.realtime.disconnect();
      await second.close();
    }
  });
});

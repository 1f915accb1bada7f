import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './index.ts';
import { readMigrations, runMigrations } from './migrate.ts';
import { platformMigrationsDir } from './platform/index.ts';
import { createTestDatabase } from '../../test/support/database.ts';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let db: Db;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database?.drop;
  db = await openDatabase({ databaseUrl: database?.url, inMemory: true });
  await runMigrations(db, readMigrations(platformMigrationsDir, 'platform'));
  await db.exec(`
    create table public.notes (id serial primary key, owner uuid not null, body text);
    alter table public.notes enable row level security;
    create policy own on public.notes using (owner = auth.uid()) with check (owner = auth.uid());
    grant all on public.notes to anon, authenticated, service_role;
    grant usage on sequence public.notes_id_seq to authenticated, service_role;
  `);
});

afterAll(async () => {
  await db.close();
  await drop?.();
});

const alice = '00000000-0000-4000-8000-00000000000a';
const bob = '00000000-0000-4000-8000-00000000000b';
const as = (sub: string) => ({ role: 'authenticated', claims: { sub } });

describe('database layer', () => {
  it('returns the same value types on both drivers', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select 1::int4 as i, 2::int8 as big, 1.50::numeric as n, true as b, '{"a":1}'::jsonb as j,
              '2026-01-02'::date as d, '2026-01-02T03:04:05Z'::timestamptz as t, $1::text[] as arr, $2::jsonb as obj`,
      [['x', 'y'], { k: 'v' }],
    );
    expect(rows[0]).toEqual({
      i: 1,
      big: '2',
      n: '1.50',
      b: true,
      j: { a: 1 },
      d: '2026-01-02',
      t: new Date('2026-01-02T03:04:05Z'),
      arr: ['x', 'y'],
      obj: { k: 'v' },
    });
  });

  it('applies row-level security for the identity of the transaction', async () => {
    await db.asIdentity(as(alice), (tx) =>
      tx.query('insert into public.notes (owner, body) values ($1, $2)', [alice, 'a']),
    );
    await db.asIdentity(as(bob), (tx) =>
      tx.query('insert into public.notes (owner, body) values ($1, $2)', [bob, 'b']),
    );
    const seen = await db.asIdentity(as(alice), (tx) =>
      tx.query<{ body: string }>('select body from public.notes'),
    );
    expect(seen.rows.map((r) => r.body)).toEqual(['a']);
    const anon = await db.asIdentity({ role: 'anon', claims: {} }, (tx) =>
      tx.query('select * from public.notes'),
    );
    expect(anon.rows).toEqual([]);
    const service = await db.asIdentity({ role: 'service_role', claims: {} }, (tx) =>
      tx.query('select * from public.notes'),
    );
    expect(service.rows).toHaveLength(2);
    await expect(
      db.asIdentity(as(alice), (tx) =>
        tx.query('insert into public.notes (owner, body) values ($1, $2)', [bob, 'x']),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('exposes the claims through auth.uid(), auth.role() and auth.jwt()', async () => {
    const { rows } = await db.asIdentity(
      { role: 'authenticated', claims: { sub: alice, email: 'a@x.io' } },
      (tx) =>
        tx.query<{ uid: string; role: string; email: string }>(
          `select auth.uid()::text as uid, auth.role() as role, auth.jwt() ->> 'email' as email`,
        ),
    );
    expect(rows[0]).toEqual({ uid: alice, role: 'authenticated', email: 'a@x.io' });
    const after = await db.query<{ claims: string | null }>(
      `select current_setting('request.jwt.claims', true) as claims`,
    );
    expect(after.rows[0]?.claims ?? '').toBe('');
  });

  it('refuses an unknown role instead of running without one', async () => {
    await expect(
      db.asIdentity({ role: 'no_such_role', claims: {} }, (tx) => tx.query('select 1')),
    ).rejects.toThrow();
    // The statements sent behind a failed switch must neither run nor hide why they failed.
    await expect(
      db.asIdentity({ role: 'no_such_role', claims: {} }, (tx) =>
        tx.query(`insert into public.notes (owner, body) values ($1, 'no role')`, [alice], { prepare: true }),
      ),
    ).rejects.toThrow(/no_such_role/);
    const { rows } = await db.query(`select 1 from public.notes where body = 'no role'`);
    expect(rows).toHaveLength(0);
  });

  it('applies each identity to a prepared statement run again as someone else', async () => {
    const read = (sub: string) =>
      db.asIdentity(
        as(sub),
        (tx) => tx.query<{ owner: string }>('select owner::text from public.notes', [], { prepare: true }),
        {
          readOnly: true,
        },
      );
    for (let round = 0; round < 8; round++) {
      expect((await read(alice)).rows.map((r) => r.owner)).toEqual([alice]);
      expect((await read(bob)).rows.map((r) => r.owner)).toEqual([bob]);
    }
    const anon = await db.asIdentity({ role: 'anon', claims: {} }, (tx) =>
      tx.query('select owner::text from public.notes', [], { prepare: true }),
    );
    expect(anon.rows).toEqual([]);
  });

  it('commits a write in an identity transaction before answering', async () => {
    await db.asIdentity(as(alice), (tx) =>
      tx.query(`insert into public.notes (owner, body) values ($1, 'kept')`, [alice], { prepare: true }),
    );
    const { rows } = await db.query(`select 1 from public.notes where body = 'kept'`);
    expect(rows).toHaveLength(1);
  });

  it('never lets one transaction see another identity while both are in flight', async () => {
    const users = Array.from(
      { length: 20 },
      (_, i) => `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
    );
    const results = await Promise.all(
      users.map((sub) =>
        db.asIdentity(as(sub), async (tx) => {
          await new Promise((r) => setTimeout(r, Math.random() * 5));
          const { rows } = await tx.query<{ uid: string }>('select auth.uid()::text as uid');
          return rows[0]?.uid;
        }),
      ),
    );
    expect(results).toEqual(users);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into public.notes (owner, body) values ($1, 'rolled back')`, [alice]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query(`select 1 from public.notes where body = 'rolled back'`);
    expect(rows).toHaveLength(0);
  });

  it('delivers NOTIFY to listeners', async () => {
    const received: string[] = [];
    const stop = await db.listen('edgelog_test', (p) => received.push(p));
    await db.notify('edgelog_test', 'hello');
    await db.transaction((tx) => tx.query(`select pg_notify('edgelog_test', 'after commit')`));
    await expect.poll(() => received).toEqual(['hello', 'after commit']);
    await stop();
  });

  it('keeps delivering NOTIFY after the listening connection is lost', async () => {
    const received: string[] = [];
    const stop = await db.listen('edgelog_reconnect', (p) => received.push(p));
    if (db.driver === 'postgres') {
      // Ends the server side of every LISTEN connection, as a database restart would.
      const killed = await db.query<{ ok: boolean }>(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
      );
      expect(killed.rows.length).toBeGreaterThan(0);
    }
    await expect
      .poll(
        async () => {
          await db.notify('edgelog_reconnect', 'again');
          return received.includes('again');
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    await stop();
  });
});

describe('migration runner', () => {
  it('applies each migration once, in order, and stops on a failure with its name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edgelog-mig-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '20260101000000_a.sql'), 'create table public.mig_a (id int);');
    writeFileSync(join(dir, '20260102000000_b.sql'), 'insert into public.mig_a values (1);');
    const first = await runMigrations(db, readMigrations(dir, 'product'));
    expect(first).toEqual(['product/20260101000000_a.sql', 'product/20260102000000_b.sql']);
    expect(await runMigrations(db, readMigrations(dir, 'product'))).toEqual([]);

    writeFileSync(
      join(dir, '20260103000000_bad.sql'),
      'insert into public.mig_a values (2); select * from nope;',
    );
    await expect(runMigrations(db, readMigrations(dir, 'product'))).rejects.toThrow(
      /Migration product\/20260103000000_bad\.sql failed and was rolled back/,
    );
    const { rows } = await db.query('select id from public.mig_a order by id');
    expect(rows).toEqual([{ id: 1 }]);
  });

  it.runIf(process.env.EDGELOG_TEST_DATABASE_URL)(
    'lets processes started at once on an empty database migrate it together',
    async () => {
      // Each round is a fresh database, so every start-up races to make the migrations' own table.
      for (let round = 0; round < 4; round += 1) {
        const database = (await createTestDatabase())!;
        const starters = await Promise.all(
          Array.from({ length: 4 }, () => openDatabase({ databaseUrl: database.url, inMemory: true })),
        );
        try {
          const outcomes = await Promise.allSettled(starters.map((each) => runMigrations(each, [])));
          expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
        } finally {
          await Promise.all(starters.map((each) => each.close()));
          await database.drop();
        }
      }
    },
    60_000,
  );
});

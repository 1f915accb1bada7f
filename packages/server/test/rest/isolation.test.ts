import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * Two users and anon against every product table (every table of `public` with a `user_id`
 * column, found in the catalogue, so new tables are covered as they arrive): nobody reads,
 * changes, deletes or creates another user's rows, through any verb.
 *
 * Rows are seeded as the database owner. A table whose rows the generic seeder cannot make (check
 * constraints, foreign keys to non-user tables) gets an entry in SEEDS.
 */
/**
 * Tables whose rows a user reads but cannot rewrite: journal versions (raised by triggers), the
 * import history (written by the import, only its undone_at set by an undo) and the trash (written
 * by its functions).
 */
const OWNER_READS_ONLY = new Set(['journal_versions', 'import_batches', 'trash']);

const SEEDS: Record<string, (user: TestUser) => Promise<Record<string, unknown>>> = {
  accounts: async (user) => ({ user_id: user.id, name: 'Isolation', currency: 'USD', starting_balance: 1 }),
  trades: async (user) => ({
    user_id: user.id,
    account_id: await idOf('accounts', user),
    asset_class: 'stock',
    symbol: 'ISO',
    side: 'long',
    status: 'planned',
    entry_price: 1,
  }),
  price_series: async (user) => ({
    user_id: user.id,
    symbol: 'ISO',
    timeframe: '1d',
    bars: JSON.stringify([{ t: '2024-01-01T00:00:00Z', o: '1', h: '1', l: '1', c: '1' }]),
  }),
  // Children name their parent by (id, user_id): the user's own parent row.
  account_transactions: async (user) => ({
    user_id: user.id,
    account_id: await idOf('accounts', user),
    kind: 'deposit',
    amount: 1,
  }),
  trade_executions: async (user) => ({
    user_id: user.id,
    trade_id: await idOf('trades', user),
    executed_at: '2024-01-01T00:00:00Z',
    side: 'buy',
    quantity: 1,
    price: 1,
  }),
  trade_tags: async (user) => ({
    user_id: user.id,
    trade_id: await idOf('trades', user),
    tag_id: await idOf('tags', user),
  }),
  trade_attachments: async (user) => {
    const trade = await idOf('trades', user);
    return {
      user_id: user.id,
      trade_id: trade,
      object_path: `${user.id}/${String(trade)}/isolation.png`,
      file_name: 'isolation.png',
      content_type: 'image/png',
      size_bytes: 1,
    };
  },
  journal_days: async (user) => ({ user_id: user.id, day: '2024-01-01', mood: 3 }),
  instruments: async (user) => ({ user_id: user.id, symbol: 'ISO', asset_class: 'stock' }),
  fx_rates: async (user) => ({ user_id: user.id, pair: 'EURUSD', day: '2024-01-01', rate: 1.1 }),
  drawboards: async (user) => ({
    user_id: user.id,
    name: 'Isolation',
    scene: JSON.stringify({ version: 2, elements: [], appState: {}, files: {} }),
  }),
  drawboard_links: async (user) => ({
    user_id: user.id,
    drawboard_id: await idOf('drawboards', user),
    day: '2024-01-01',
  }),
  strategy_examples: async (user) => ({
    user_id: user.id,
    strategy_id: await idOf('strategies', user),
    trade_id: await idOf('trades', user),
  }),
  // A session lives in a backtest account, the user's own.
  backtest_sessions: async (user) => {
    const [account] = await q<{ id: string }>(
      `insert into public.accounts (user_id, name, currency, kind) values ($1, 'Isolation backtests', 'USD', 'backtest')
       returning id`,
      [user.id],
    );
    return { user_id: user.id, account_id: account?.id, kind: 'rule', name: 'Isolation' };
  },
  import_batches: async (user) => ({
    user_id: user.id,
    account_id: await idOf('accounts', user),
    file_names: ['isolation.csv'],
  }),
  goals: async (user) => ({
    user_id: user.id,
    name: 'Isolation',
    kind: 'metric',
    metric: 'net_pnl',
    target: 1,
    account_id: await idOf('accounts', user),
  }),
  trash: async (user) => ({ user_id: user.id, kind: 'trade', label: 'Isolation' }),
};

/** The id of the user's first row of a table, seeding one first if there is none. */
async function idOf(table: string, user: TestUser): Promise<unknown> {
  await seed(table, user);
  const [row] = await q<{ id: unknown }>(
    `select id from public.${JSON.stringify(table)} where user_id = $1 limit 1`,
    [user.id],
  );
  return row?.id;
}

interface ColumnInfo {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: string;
  fk_table: string | null;
  fk_column: string | null;
}

let test: TestServer;
let alice: TestUser;
let bob: TestUser;
let tables: string[] = [];
let columns: ColumnInfo[] = [];
const rowsOf = new Map<string, Map<string, Record<string, unknown>>>();

async function q<T = Record<string, unknown>>(sql: string, params: unknown[] = []) {
  return (await test.server.ctx.db.query<T>(sql, params)).rows;
}

function sampleValue(c: ColumnInfo): unknown {
  const t = c.data_type;
  if (/int|numeric|double|real/.test(t)) return 1;
  if (t === 'boolean') return false;
  if (t === 'uuid') return randomUUID();
  if (t === 'date') return '2024-01-01';
  if (t.startsWith('timestamp')) return '2024-01-01T00:00:00Z';
  if (t === 'json' || t === 'jsonb') return {};
  if (t === 'ARRAY') return '{}';
  return 'isolation';
}

async function seed(table: string, user: TestUser) {
  const existing = await q(`select * from public.${JSON.stringify(table)} where user_id = $1`, [user.id]);
  if (existing.length > 0) return;
  const row: Record<string, unknown> = (await SEEDS[table]?.(user)) ?? { user_id: user.id };
  for (const c of columns.filter((c) => c.table_name === table)) {
    if (
      c.column_name in row ||
      c.is_nullable === 'YES' ||
      c.column_default !== null ||
      c.is_identity === 'YES' ||
      c.is_generated !== 'NEVER'
    )
      continue;
    if (c.fk_table && c.fk_column) {
      const [ref] = await q(
        `select ${JSON.stringify(c.fk_column)} as v from public.${JSON.stringify(c.fk_table)} where user_id = $1 limit 1`,
        [user.id],
      );
      row[c.column_name] = ref?.v;
    } else row[c.column_name] = sampleValue(c);
  }
  const keys = Object.keys(row);
  await q(
    `insert into public.${JSON.stringify(table)} (${keys.map((k) => JSON.stringify(k)).join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
    keys.map((k) => row[k]),
  );
}

async function snapshot(table: string) {
  return q<{ r: unknown }>(
    `select to_jsonb(t) as r from public.${JSON.stringify(table)} t order by to_jsonb(t)::text`,
  );
}

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test, undefined, { full_name: 'Alice' });
  bob = await createTestUser(test, undefined, { full_name: 'Bob' });
  columns = await q<ColumnInfo>(`
    select c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_identity, c.is_generated,
      fk.ftable as fk_table, fk.fcolumn as fk_column
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    left join lateral (
      select cf.relname as ftable, af.attname as fcolumn
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid and cl.relname = c.table_name
      join pg_namespace n on n.oid = cl.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1] and a.attname = c.column_name
      join pg_class cf on cf.oid = con.confrelid
      join pg_attribute af on af.attrelid = con.confrelid and af.attnum = con.confkey[1]
      where con.contype = 'f' and array_length(con.conkey, 1) = 1 and cf.relnamespace = n.oid
      limit 1
    ) fk on true
    where c.table_schema = 'public'
    order by c.table_name, c.ordinal_position`);
  tables = [...new Set(columns.filter((c) => c.column_name === 'user_id').map((c) => c.table_name))];
  // Tables referenced by others first, so foreign keys find their rows.
  tables.sort(
    (a, b) =>
      Number(columns.some((c) => c.table_name === a && c.fk_table === b)) -
      Number(columns.some((c) => c.table_name === b && c.fk_table === a)),
  );
  for (const table of tables) {
    const byUser = new Map<string, Record<string, unknown>>();
    for (const user of [alice, bob]) {
      await seed(table, user);
      const [row] = await q(`select * from public.${JSON.stringify(table)} where user_id = $1 limit 1`, [
        user.id,
      ]);
      byUser.set(user.id, row!);
    }
    rowsOf.set(table, byUser);
  }
});
afterAll(async () => {
  await test?.stop();
});

const pkOf = (table: string) => {
  const cols = columns.filter((c) => c.table_name === table);
  return cols.find((c) => c.column_name === 'id')?.column_name ?? cols[0]!.column_name;
};

describe('isolation between users on every product table', () => {
  it('finds the product tables (profiles at least)', () => {
    expect(tables).toContain('profiles');
  });

  it('lets each user see and change their own rows (the checks below are not vacuous)', async () => {
    for (const table of tables) {
      for (const user of [alice, bob]) {
        const { data, error } = await user.client.from(table).select('*').eq('user_id', user.id);
        expect(error, table).toBeNull();
        expect(data!.length, table).toBeGreaterThan(0);
        const upd = await user.client
          .from(table)
          .update({ user_id: user.id })
          .eq('user_id', user.id)
          .select('user_id');
        if (OWNER_READS_ONLY.has(table)) {
          expect(upd.error?.message, table).toMatch(/permission denied/);
          continue;
        }
        expect(upd.error, table).toBeNull();
        expect(upd.data!.length, table).toBeGreaterThan(0);
      }
    }
  });

  for (const [actorName, victimName] of [
    ['alice', 'bob'],
    ['bob', 'alice'],
  ] as const) {
    it(`${actorName} can neither read, change, delete nor create ${victimName}'s rows, through any verb`, async () => {
      const actor = actorName === 'alice' ? alice : bob;
      const victim = victimName === 'alice' ? alice : bob;
      for (const table of tables) {
        const before = await snapshot(table);
        const pk = pkOf(table);
        const victimRow = rowsOf.get(table)!.get(victim.id)!;
        const c: SupabaseClient = actor.client;

        const all = await c.from(table).select('*');
        expect(all.error, table).toBeNull();
        expect(
          (all.data as Array<{ user_id: string }>).every((r) => r.user_id === actor.id),
          table,
        ).toBe(true);
        expect((await c.from(table).select('*').eq('user_id', victim.id)).data, table).toEqual([]);
        expect(
          (
            await c
              .from(table)
              .select('*')
              .eq(pk, victimRow[pk] as string)
          ).data,
          table,
        ).toEqual([]);
        expect(
          (await c.from(table).select('*', { count: 'exact', head: true }).eq('user_id', victim.id)).count,
          table,
        ).toBe(0);
        expect(
          (
            await c
              .from(table)
              .select('*')
              .eq(pk, victimRow[pk] as string)
              .maybeSingle()
          ).data,
          table,
        ).toBeNull();
        expect(
          (await c.from(table).select('*').or(`user_id.eq.${victim.id},${pk}.eq.${victimRow[pk]}`)).data,
          table,
        ).toEqual([]);
        const csv = await c.from(table).select('user_id').csv();
        expect(String(csv.data), table).not.toContain(victim.id);

        const upd = await c.from(table).update({ user_id: actor.id }).eq('user_id', victim.id).select();
        expect(upd.data ?? [], table).toEqual([]);
        const give = await c.from(table).update({ user_id: victim.id }).eq('user_id', actor.id);
        expect(give.status, table).toBeGreaterThanOrEqual(400);
        const del = await c.from(table).delete().eq('user_id', victim.id).select();
        expect(del.data ?? [], table).toEqual([]);
        const delAll = await c.from(table).delete().neq('user_id', actor.id).select();
        expect(delAll.data ?? [], table).toEqual([]);

        const forged: Record<string, unknown> = { ...rowsOf.get(table)!.get(actor.id)!, user_id: victim.id };
        delete forged[pk];
        const ins = await c.from(table).insert(forged);
        expect(ins.status, table).toBeGreaterThanOrEqual(400);
        // Where the owner is the key (one row per user), the victim's row under the actor's id is
        // just the actor's own row; the attack there is writing the victim's key.
        const ups = await c
          .from(table)
          .upsert(pk === 'user_id' ? { ...victimRow } : { ...victimRow, user_id: actor.id });
        expect(ups.status, table).toBeGreaterThanOrEqual(400);
        const upsIgnore = await c
          .from(table)
          .upsert({ ...victimRow }, { ignoreDuplicates: true })
          .select();
        expect(upsIgnore.status, table).toBeGreaterThanOrEqual(400);

        expect(await snapshot(table), table).toEqual(before);
      }
    });
  }

  it('anon sees nothing private and changes nothing', async () => {
    const anon = test.client();
    for (const table of tables) {
      const before = await snapshot(table);
      const read = await anon.from(table).select('*');
      if (read.error) expect(read.status, table).toBe(401);
      else expect(read.data, table).toEqual([]);
      const head = await anon.from(table).select('*', { count: 'exact', head: true });
      expect(head.count ?? 0, table).toBe(0);
      expect(
        (await anon.from(table).update({ user_id: alice.id }).eq('user_id', bob.id).select()).data ?? [],
        table,
      ).toEqual([]);
      expect((await anon.from(table).delete().eq('user_id', alice.id).select()).data ?? [], table).toEqual(
        [],
      );
      const ins = await anon
        .from(table)
        .insert({ ...rowsOf.get(table)!.get(alice.id)!, [pkOf(table)]: undefined });
      expect(ins.status, table).toBeGreaterThanOrEqual(400);
      expect(await snapshot(table), table).toEqual(before);
    }
  });

  it('keeps identities apart when the users interleave requests', async () => {
    const table = tables[0]!;
    const runs = Array.from({ length: 40 }, (_, i) => {
      const user = i % 2 ? alice : bob;
      return user.client
        .from(table)
        .select('user_id')
        .then((r) => ({ user, rows: (r.data ?? []) as Array<{ user_id: string }> }));
    });
    for (const { user, rows } of await Promise.all(runs)) {
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.user_id === user.id)).toBe(true);
    }
  });
});

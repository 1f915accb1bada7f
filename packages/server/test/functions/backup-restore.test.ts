import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BACKUP_TABLES } from '../../../core/src/backup/index.ts';
import { saveTrades } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

// The full backup end to end on real servers: a journal with every table filled and a file in each
// bucket, taken as an archive, restored on another server, into another account of the same server
// and into the same account after its data was deleted; damaged archives refused with nothing written.

let home: TestServer;
let other: TestServer;
let alice: TestUser;
let bob: TestUser;
let archive: Uint8Array;

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 1, 2, 3, 250, 251]);
const PDF = strToU8('%PDF-1.4 a chart of the day');

async function insert(user: TestUser, table: string, row: Record<string, unknown>): Promise<string> {
  const { data, error } = await user.client.from(table).insert(row).select('id').single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return z.object({ id: z.string() }).parse(data).id;
}

async function upload(user: TestUser, bucket: string, path: string, bytes: Uint8Array, type: string) {
  const { error } = await user.client.storage
    .from(bucket)
    .upload(path, new Blob([new Uint8Array(bytes)], { type }));
  if (error) throw new Error(`${bucket}/${path}: ${error.message}`);
}

/** A journal touching every table of the backup, with a file in each bucket. */
async function fillJournal(user: TestUser): Promise<void> {
  const u = user.id;
  await upload(user, 'avatars', `${u}/avatar.png`, PNG, 'image/png');
  const profile = await user.client
    .from('profiles')
    .update({
      full_name: 'Ann Trader',
      trading_style: 'day',
      markets: ['future', 'stock'],
      bio: 'Opening range.',
      base_currency: 'EUR',
      timezone: 'Europe/Berlin',
      avatar_path: `${u}/avatar.png`,
    })
    .eq('user_id', u);
  if (profile.error) throw new Error(profile.error.message);
  const main = await insert(user, 'accounts', {
    name: 'Main',
    currency: 'USD',
    starting_balance: '10000.123456789012345678',
    break_even_tolerance: '2.5',
  });
  const lab = await insert(user, 'accounts', { name: 'Lab', currency: 'USD', kind: 'backtest' });
  await insert(user, 'account_transactions', { account_id: main, kind: 'deposit', amount: '500.25' });
  const strategy = await insert(user, 'strategies', {
    name: 'ORB',
    rules: [{ id: 'r1', text: 'Wait for the range' }],
    max_risk_amount: '150.5',
  });
  const [calm, fomo] = [
    await insert(user, 'tags', { name: 'calm', tag_group: 'emotion' }),
    await insert(user, 'tags', { name: 'fomo', tag_group: 'mistake' }),
  ];
  await insert(user, 'instruments', {
    symbol: 'ES',
    asset_class: 'future',
    multiplier: '50',
    tick_size: '0.25',
  });
  await insert(user, 'commission_defaults', { account_id: main, symbol: 'ES', per_unit: '1.25' });
  await insert(user, 'fx_rates', { pair: 'EURUSD', day: '2026-01-05', rate: '1.0912345678901234567' });
  const series = await insert(user, 'price_series', {
    symbol: 'ES',
    timeframe: '5m',
    bars: [{ t: '2026-01-05T14:30:00Z', o: '4800.25', h: '4801', l: '4799.5', c: '4800.75' }],
  });
  const session = await insert(user, 'backtest_sessions', {
    account_id: lab,
    kind: 'rule',
    name: 'Run 1',
    series_id: series,
    settings: { stop: '2' },
  });
  const batch = await insert(user, 'import_batches', {
    account_id: main,
    file_names: ['march.csv'],
    format: 'generic',
    counts: { fills: 2 },
  });
  const settings = await user.client
    .from('user_settings')
    .upsert({ default_account_id: main, theme: 'dark', default_risk_pct: '1.5', week_start: 0 });
  if (settings.error) throw new Error(settings.error.message);
  const [winner, loser] = await saveTrades(user.client, [
    {
      account_id: main,
      symbol: 'ES',
      asset_class: 'future',
      multiplier: '50',
      strategy_id: strategy,
      followed_rule_ids: ['r1'],
      stop_price: '4795',
      notes: 'Clean break.',
      tag_ids: [calm],
      executions: [
        {
          executed_at: '2026-01-05T14:30:00Z',
          side: 'buy',
          quantity: '2',
          price: '4800.25',
          commission: '2.1',
        },
        { executed_at: '2026-01-05T15:00:00Z', side: 'sell', quantity: '1', price: '4806.5' },
        { executed_at: '2026-01-05T15:00:00Z', side: 'sell', quantity: '1', price: '4807.75' },
      ],
    },
    {
      account_id: main,
      symbol: 'AAPL',
      tag_ids: [fomo, calm],
      executions: [
        { executed_at: '2026-01-06T14:30:00Z', side: 'sell', quantity: '10', price: '190.123456' },
        { executed_at: '2026-01-06T16:00:00Z', side: 'buy', quantity: '10', price: '191' },
      ],
    },
  ]);
  if (winner === undefined || loser === undefined) throw new Error('no trades');
  await saveTrades(user.client, [
    {
      account_id: lab,
      symbol: 'ES',
      backtest_session_id: session,
      executions: [{ executed_at: '2026-01-07T14:30:00Z', side: 'buy', quantity: '1', price: '4810' }],
    },
  ]);
  const marked = await user.client
    .from('trade_executions')
    .update({ import_batch_id: batch })
    .eq('trade_id', loser);
  if (marked.error) throw new Error(marked.error.message);
  await upload(user, 'trade-attachments', `${u}/${winner}/chart.pdf`, PDF, 'application/pdf');
  await insert(user, 'trade_attachments', {
    trade_id: winner,
    object_path: `${u}/${winner}/chart.pdf`,
    file_name: 'chart.pdf',
    content_type: 'application/pdf',
    size_bytes: PDF.length,
  });
  await insert(user, 'strategy_examples', { strategy_id: strategy, trade_id: winner, caption: 'Textbook' });
  await insert(user, 'journal_days', { day: '2026-01-05', plan: 'Trade the open', mood: 4 });
  await insert(user, 'goals', { name: 'Green month', kind: 'metric', metric: 'net_pnl', target: '1000.5' });
  const board = await insert(user, 'drawboards', {
    name: 'Review',
    scene: { version: 2, elements: [{ id: 'e1', type: 'text', text: 'plan' }], files: {} },
  });
  await upload(user, 'drawboard-files', `${u}/${board}/thumbnail.png`, PNG, 'image/png');
  const thumb = await user.client
    .from('drawboards')
    .update({ thumbnail_path: `${u}/${board}/thumbnail.png` })
    .eq('id', board);
  if (thumb.error) throw new Error(thumb.error.message);
  await insert(user, 'drawboard_links', { drawboard_id: board, trade_id: winner });
  await insert(user, 'drawboard_links', { drawboard_id: board, day: '2026-01-05' });
}

/** Every table of a user's journal as text, ids kept, the user's id and write times left out. */
async function journalOf(server: TestServer, userId: string): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of BACKUP_TABLES) {
    const drop = ['user_id', 'updated_at', ...(table.name === 'profiles' ? ['id', 'created_at'] : [])];
    const { rows } = await server.server.ctx.db.query<{ row: string }>(
      `select (to_jsonb(t) - $2::text[])::text as row from public.${table.name} t where user_id = $1 order by 1`,
      [userId, drop],
    );
    dump[table.name] = rows.map((row) => row.row.replaceAll(userId, 'USER'));
  }
  return dump;
}

async function filesOf(server: TestServer, user: TestUser): Promise<Record<string, string>> {
  const { rows } = await server.server.ctx.db.query<{ bucket: string; name: string }>(
    `select bucket_id as bucket, name from storage.objects where (storage.foldername(name))[1] = $1 order by 1, 2`,
    [user.id],
  );
  const files: Record<string, string> = {};
  for (const { bucket, name } of rows) {
    const { data, error } = await user.client.storage.from(bucket).download(name);
    if (error) throw new Error(error.message);
    files[`${bucket}/${name.replace(user.id, 'USER')}`] = Buffer.from(await data.arrayBuffer()).toString(
      'hex',
    );
  }
  return files;
}

async function call(server: TestServer, user: TestUser, name: string, body?: Uint8Array, query = '') {
  return fetch(`${server.url}/functions/v1/${name}${query}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      apikey: server.anonKey,
      'content-type': 'application/zip',
    },
    body: body === undefined ? undefined : new Uint8Array(body),
  });
}

const summary = z.object({
  restored: z.boolean(),
  remapped: z.boolean(),
  files: z.number(),
  tables: z.array(z.object({ name: z.string(), add: z.number(), existing: z.number() })),
});

async function restore(server: TestServer, user: TestUser, bytes: Uint8Array, query = '') {
  const response = await call(server, user, 'restore', bytes, query);
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return summary.parse(body);
}

async function refusal(server: TestServer, user: TestUser, bytes: Uint8Array) {
  const response = await call(server, user, 'restore', bytes);
  return {
    status: response.status,
    body: z.object({ code: z.string(), message: z.string() }).parse(await response.json()),
  };
}

/** Rows a restore adds, the profile and settings (replaced each time) aside. */
const journalRows = (result: z.infer<typeof summary>) =>
  result.tables
    .filter((table) => table.name !== 'profiles' && table.name !== 'user_settings')
    .reduce((sum, table) => sum + table.add, 0);

const added = (result: z.infer<typeof summary>) =>
  Object.fromEntries(result.tables.map((t) => [t.name, t.add]));

beforeAll(async () => {
  [home, other] = await Promise.all([startTestServer(), startTestServer()]);
  alice = await createTestUser(home);
  bob = await createTestUser(home);
  await insert(bob, 'accounts', { name: 'Bob', currency: 'USD' });
  await fillJournal(alice);
  const response = await call(home, alice, 'backup');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="edgelog-backup-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  archive = new Uint8Array(await response.arrayBuffer());
}, 120_000);

afterAll(async () => {
  await Promise.all([home?.stop(), other?.stop()]);
});

describe('backup', () => {
  it('holds every table and file of the caller, numbers as exact decimal text, and nothing of anyone else', () => {
    const zip = unzipSync(archive);
    const manifest = z
      .object({
        format: z.string(),
        version: z.number(),
        user: z.object({ id: z.string() }),
        tables: z.record(z.string(), z.number()),
      })
      .parse(JSON.parse(strFromU8(zip['manifest.json'] ?? new Uint8Array())));
    expect(manifest).toMatchObject({ format: 'edgelog-backup', version: 1, user: { id: alice.id } });
    for (const table of BACKUP_TABLES) expect(manifest.tables[table.name], table.name).toBeGreaterThan(0);
    const accounts = strFromU8(zip['tables/accounts.json'] ?? new Uint8Array());
    expect(accounts).toContain('"starting_balance":"10000.123456789012345678"');
    expect(strFromU8(zip['tables/fx_rates.json'] ?? new Uint8Array())).toContain('"1.0912345678901234567"');
    expect(
      Object.keys(zip)
        .filter((path) => path.startsWith('files/'))
        .sort(),
    ).toHaveLength(3);
    expect(Object.values(zip).some((bytes) => strFromU8(bytes, true).includes(bob.id))).toBe(false);
  });
});

describe('restore', () => {
  it('rebuilds the same journal on another server, every row and every file byte, and a second time adds nothing', async () => {
    const ann = await createTestUser(other);
    const check = await restore(other, ann, archive, '?check=1');
    expect(check).toMatchObject({ restored: false, remapped: false, files: 3 });
    expect(added(check)).toMatchObject({ trades: 3, trade_executions: 6, accounts: 2, trade_tags: 3 });
    expect(await journalOf(other, ann.id)).toMatchObject({ trades: [] });

    // Sent in parts, as the app sends an archive over one request's limit.
    const upload = crypto.randomUUID();
    const cut = [0, 1000, 4000, archive.length];
    for (let part = 0; part < 3; part += 1) {
      const slice = archive.slice(cut[part], cut[part + 1]);
      const response = await call(other, ann, 'restore', slice, `?upload=${upload}&part=${part}&parts=3`);
      expect(await response.json()).toEqual({ received: part + 1, parts: 3 });
    }
    const result = await restore(other, ann, new Uint8Array(), `?upload=${upload}`);
    expect(result.restored).toBe(true);
    expect((await call(other, ann, 'restore', undefined, `?upload=${upload}`)).status).toBe(400);
    expect(await journalOf(other, ann.id)).toEqual(await journalOf(home, alice.id));
    expect(await filesOf(other, ann)).toEqual(await filesOf(home, alice));

    const again = await restore(other, ann, archive);
    expect(journalRows(again)).toBe(0);
    expect(again.tables.find((table) => table.name === 'trades')).toEqual({
      name: 'trades',
      add: 0,
      existing: 3,
    });
    expect(await journalOf(other, ann.id)).toEqual(await journalOf(home, alice.id));
  }, 60_000);

  it('gives every row a new id in another account of the same server, leaving the first account untouched', async () => {
    const before = await journalOf(home, alice.id);
    const carol = await createTestUser(home);
    const result = await restore(home, carol, archive);
    expect(result.remapped).toBe(true);
    const restored = await journalOf(home, carol.id);
    for (const table of BACKUP_TABLES)
      expect(restored[table.name], table.name).toHaveLength(before[table.name]?.length ?? 0);
    const aliceIds = new Set(
      (await journalOf(home, alice.id)).trades?.map(
        (row) => z.object({ id: z.string() }).parse(JSON.parse(row)).id,
      ),
    );
    for (const row of restored.trades ?? [])
      expect(aliceIds.has(z.object({ id: z.string() }).parse(JSON.parse(row)).id)).toBe(false);
    const pnl = (dump: Record<string, string[]>) =>
      (dump.trades ?? [])
        .map((row) => z.object({ net_pnl: z.unknown() }).parse(JSON.parse(row)).net_pnl)
        .sort();
    expect(pnl(restored)).toEqual(pnl(before));
    expect(Object.values(await filesOf(home, carol)).sort()).toEqual(
      Object.values(await filesOf(home, alice)).sort(),
    );
    expect(await journalOf(home, alice.id)).toEqual(before);

    const again = await restore(home, carol, archive);
    expect(again.remapped).toBe(true);
    expect(journalRows(again)).toBe(0);
    expect((await journalOf(home, carol.id)).trades).toEqual(restored.trades);
  }, 60_000);

  it('puts the journal back exactly, ids and all, after its data was deleted', async () => {
    const before = await journalOf(home, alice.id);
    const files = await filesOf(home, alice);
    await home.server.ctx.db.query('delete from public.accounts where user_id = $1', [alice.id]);
    for (const table of [
      'strategies',
      'tags',
      'instruments',
      'fx_rates',
      'price_series',
      'journal_days',
      'goals',
      'drawboards',
      'user_settings',
    ])
      await home.server.ctx.db.query(`delete from public.${table} where user_id = $1`, [alice.id]);
    for (const bucket of ['avatars', 'trade-attachments', 'drawboard-files'])
      await alice.client.storage.from(bucket).remove(
        Object.keys(files)
          .filter((k) => k.startsWith(`${bucket}/`))
          .map((k) => k.slice(bucket.length + 1).replace('USER', alice.id)),
      );
    expect((await journalOf(home, alice.id)).trades).toEqual([]);

    const result = await restore(home, alice, archive);
    expect(result.remapped).toBe(false);
    expect(await journalOf(home, alice.id)).toEqual(before);
    expect(await filesOf(home, alice)).toEqual(files);
  }, 60_000);

  it('refuses what is not a backup, a newer format and a damaged file, saying why, and writes nothing', async () => {
    const dave = await createTestUser(home);
    const notZip = await refusal(home, dave, strToU8('date,symbol\n2026-01-05,ES\n'));
    expect(notZip).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'STORAGE-009', message: 'This file is not a zip archive.' }),
    });

    const zip = unzipSync(archive);
    const manifest = JSON.parse(strFromU8(zip['manifest.json'] ?? new Uint8Array())) as Record<
      string,
      unknown
    >;
    const newer = await refusal(
      home,
      dave,
      zipSync({ ...zip, 'manifest.json': strToU8(JSON.stringify({ ...manifest, version: 2 })) }),
    );
    expect(newer.status).toBe(400);
    expect(newer.body.message).toContain('newer Edgelog');

    const damaged = Object.fromEntries(
      Object.entries(zip).map(([path, bytes]) => [
        path,
        path.endsWith('chart.pdf') ? bytes.map((byte, i) => (i === 0 ? byte ^ 1 : byte)) : bytes,
      ]),
    );
    const broken = await refusal(home, dave, zipSync(damaged));
    expect(broken.status).toBe(400);
    expect(broken.body.message).toContain('chart.pdf');

    // One flipped byte in a table that still reads as JSON: the mood 4 would come back as 5.
    const stored = zipSync({
      ...zip,
      'tables/journal_days.json': [zip['tables/journal_days.json']!, { level: 0 }],
    });
    const at = strFromU8(stored, true).indexOf('"mood":4');
    expect(at).toBeGreaterThan(0);
    const flipped = stored.slice();
    flipped[at + 7] = flipped[at + 7]! ^ 1;
    const silent = await refusal(home, dave, flipped);
    expect(silent.status).toBe(400);
    expect(silent.body).toMatchObject({ code: 'STORAGE-009' });
    expect(silent.body.message).toContain('tables/journal_days.json does not match its checksum');

    // Refused by the database half-way: the rows before it and the files already stored go too.
    const days = JSON.parse(strFromU8(zip['tables/journal_days.json'] ?? new Uint8Array())) as Record<
      string,
      unknown
    >[];
    const moody = zipSync({
      ...zip,
      'tables/journal_days.json': strToU8(JSON.stringify(days.map((day) => ({ ...day, mood: 9 })))),
    });
    const refused = await refusal(home, dave, moody);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('journal days');

    const dump = await journalOf(home, dave.id);
    for (const table of BACKUP_TABLES.filter((t) => t.mode === 'insert'))
      expect(dump[table.name], table.name).toEqual([]);
    expect(await filesOf(home, dave)).toEqual({});
  });

  it('backs up only the caller’s rows and files', async () => {
    const response = await call(home, bob, 'backup');
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const manifest = z
      .object({ tables: z.record(z.string(), z.number()), files: z.array(z.unknown()) })
      .parse(JSON.parse(strFromU8(zip['manifest.json'] ?? new Uint8Array())));
    expect(manifest.tables.accounts).toBe(1);
    expect(manifest.tables.trades).toBe(0);
    expect(manifest.files).toEqual([]);
    expect(Object.values(zip).some((bytes) => strFromU8(bytes, true).includes(alice.id))).toBe(false);
  });
});

import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeClients, collector, POLL, subscribe } from '../realtime/helpers.ts';
import { saveTrades } from '../support/journal.ts';
import { ownerOnlyTests } from '../support/owner-only.ts';
import {
  createTestUser,
  startTestServer,
  tokenClient,
  type TestServer,
  type TestUser,
} from '../support/server.ts';

/**
 * The draw board's tables through rest/v1: owner-only, their rules as checks, the revision that
 * lets a tab save only over the version it read, links to trades and days, and everything (rows
 * and board files) gone with the user.
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
  await closeClients(alice.client, bob.client);
  await test?.stop();
});

let counter = 0;
const next = () => (counter += 1);
const context = () => ({ test, alice, bob });

const scene = (text = 'plan') => ({
  version: 2,
  elements: [{ id: `e${next()}`, type: 'text', text }],
  appState: { viewBackgroundColor: '#ffffff' },
  files: {},
});

async function boardOf(user: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await user.client
    .from('drawboards')
    .insert({ name: `Board ${next()}`, scene: scene(), ...overrides })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function tradeOf(user: TestUser): Promise<string> {
  const [id] = await saveTrades(user.client, [
    {
      symbol: 'AAPL',
      executions: [{ executed_at: '2026-01-05T14:30:00Z', side: 'buy', quantity: '1', price: '100' }],
    },
  ]);
  return id!;
}

describe('drawboards', () => {
  ownerOnlyTests({
    table: 'drawboards',
    row: (overrides = {}) => ({ name: `Board ${next()}`, scene: scene(), ...overrides }),
    change: { name: 'Taken over' },
    context,
  });

  it('starts at revision 1 and raises it by one on every update, whatever the writer sends', async () => {
    const id = await boardOf(alice, { revision: 40 });
    const first = await alice.client
      .from('drawboards')
      .update({ name: 'Renamed' })
      .eq('id', id)
      .select('revision');
    expect(first.data).toEqual([{ revision: 41 }]);
    const forced = await alice.client
      .from('drawboards')
      .update({ scene: scene('b'), revision: 1 })
      .eq('id', id)
      .select('revision');
    expect(forced.data).toEqual([{ revision: 42 }]);
    const fresh = await boardOf(alice);
    const { data } = await alice.client.from('drawboards').select('revision').eq('id', fresh).single();
    expect(data).toEqual({ revision: 1 });
  });

  it('saves over the revision a tab read, and a save with a stale revision updates nothing', async () => {
    const id = await boardOf(alice);
    const read = async () =>
      (await alice.client.from('drawboards').select('revision, scene, updated_at').eq('id', id).single())
        .data as {
        revision: number;
        scene: { elements: Array<{ text: string }> };
        updated_at: string;
      };
    const start = await read();
    // Two tabs read revision 1; the first saves, the second's save finds no row at that revision.
    const tabA = await alice.client
      .from('drawboards')
      .update({ scene: scene('from tab A') })
      .eq('id', id)
      .eq('revision', start.revision)
      .select('revision');
    expect(tabA.error).toBeNull();
    expect(tabA.data).toEqual([{ revision: start.revision + 1 }]);
    const tabB = await alice.client
      .from('drawboards')
      .update({ scene: scene('from tab B') })
      .eq('id', id)
      .eq('revision', start.revision)
      .select('revision');
    expect(tabB.error).toBeNull();
    expect(tabB.data).toEqual([]);
    const after = await read();
    expect(after.revision).toBe(start.revision + 1);
    expect(after.scene.elements[0]!.text).toBe('from tab A');
    expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(start.updated_at));
  });

  it('refuses a blank, padded or long name, a scene that is not an object, and an unknown template', async () => {
    const bad = async (row: Record<string, unknown>) =>
      (await alice.client.from('drawboards').insert({ name: 'Ok', scene: scene(), ...row })).error?.message;
    expect(await bad({ name: '' })).toContain('drawboards_name_length');
    expect(await bad({ name: '  padded ' })).toContain('drawboards_name_length');
    expect(await bad({ name: 'x'.repeat(121) })).toContain('drawboards_name_length');
    expect(await bad({ name: 'x'.repeat(120) })).toBeUndefined();
    expect(await bad({ scene: [1, 2] })).toContain('drawboards_scene_shape');
    expect(await bad({ scene: 'text' })).toContain('drawboards_scene_shape');
    expect(await bad({ template: 'monthly' })).toContain('drawboards_template');
    for (const template of ['daily-plan', 'trade-review', 'weekly-review']) {
      expect(await bad({ template })).toBeUndefined();
    }
  });

  it('refuses a scene over 5 MiB: images belong in the bucket, not the row', async () => {
    const big = { ...scene(), elements: [{ id: 'img', type: 'text', text: 'x'.repeat(5 * 1024 * 1024) }] };
    const { error } = await alice.client.from('drawboards').insert({ name: 'Too big', scene: big });
    expect(error?.message).toContain('drawboards_scene_shape');
  });

  it("keeps a thumbnail path under the owner's folder and the board's", async () => {
    const id = await boardOf(alice);
    const set = (path: string) =>
      alice.client.from('drawboards').update({ thumbnail_path: path }).eq('id', id);
    expect((await set(`${bob.id}/${id}/thumbnail.png`)).error?.message).toContain(
      'drawboards_thumbnail_path',
    );
    expect((await set(`${alice.id}/other/thumbnail.png`)).error?.message).toContain(
      'drawboards_thumbnail_path',
    );
    expect((await set(`${alice.id}/${id}/thumbnail.png`)).error).toBeNull();
  });
});

describe('drawboard_links', () => {
  ownerOnlyTests({
    table: 'drawboard_links',
    parent: async (user) => ({ drawboard_id: await boardOf(user) }),
    row: (overrides = {}) => ({ day: '2026-01-05', ...overrides }),
    change: { day: '2001-01-01' },
    context,
  });

  it('links a board to trades and days, once each, and to exactly one of them per link', async () => {
    const board = await boardOf(alice);
    const trade = await tradeOf(alice);
    const links = alice.client.from('drawboard_links');
    expect((await links.insert({ drawboard_id: board, trade_id: trade })).error).toBeNull();
    expect((await links.insert({ drawboard_id: board, day: '2026-01-05' })).error).toBeNull();
    expect((await links.insert({ drawboard_id: board, trade_id: trade })).error?.code).toBe('23505');
    expect((await links.insert({ drawboard_id: board, day: '2026-01-05' })).error?.code).toBe('23505');
    expect((await links.insert({ drawboard_id: board })).error?.message).toContain(
      'drawboard_links_one_target',
    );
    expect(
      (await links.insert({ drawboard_id: board, trade_id: trade, day: '2026-01-06' })).error?.message,
    ).toContain('drawboard_links_one_target');
    const { data } = await alice.client
      .from('drawboard_links')
      .select('drawboards(name)')
      .eq('trade_id', trade);
    expect(data).toHaveLength(1);
  });

  it("embeds a link's trade (figures as text) and board, as the links panel and the trade page read them", async () => {
    const board = await boardOf(alice, { name: 'Review 100%_done' });
    const trade = await tradeOf(alice);
    await alice.client.from('drawboard_links').insert([
      { drawboard_id: board, trade_id: trade },
      { drawboard_id: board, day: '2026-01-08' },
    ]);
    const panel = await alice.client
      .from('drawboard_links')
      .select(
        'id, drawboard_id, trade_id, day, created_at, trades(id, symbol, side, status, opened_at, closed_at, net:net_pnl::text, currency)',
      )
      .eq('drawboard_id', board)
      .order('day', { nullsFirst: true });
    expect(panel.error).toBeNull();
    expect(panel.data).toMatchObject([
      {
        trade_id: trade,
        day: null,
        trades: { id: trade, symbol: 'AAPL', side: 'long', status: 'open', net: '0' },
      },
      { trade_id: null, day: '2026-01-08', trades: null },
    ]);
    const onTrade = await alice.client
      .from('drawboard_links')
      .select('id, drawboards(id, name, template, updated_at)')
      .eq('trade_id', trade);
    expect(onTrade.data).toMatchObject([
      { drawboards: { id: board, name: 'Review 100%_done', template: null } },
    ]);
    const search = async (pattern: string) =>
      (await alice.client.from('drawboards').select('id').ilike('name', pattern)).data?.map((row) => row.id);
    expect(await search('%100\\%\\_done%')).toEqual([board]);
    expect(await search('%100\\%\\_dona%')).toEqual([]);
  });

  it("refuses a link to another user's board or trade", async () => {
    const mine = await boardOf(alice);
    const theirs = await boardOf(bob);
    const theirTrade = await tradeOf(bob);
    const links = alice.client.from('drawboard_links');
    expect((await links.insert({ drawboard_id: theirs, day: '2026-01-05' })).error?.code).toBe('23503');
    expect((await links.insert({ drawboard_id: mine, trade_id: theirTrade })).error?.code).toBe('23503');
  });

  it('goes with its board and with its trade', async () => {
    const board = await boardOf(alice);
    const trade = await tradeOf(alice);
    await alice.client.from('drawboard_links').insert([
      { drawboard_id: board, trade_id: trade },
      { drawboard_id: board, day: '2026-01-07' },
    ]);
    const count = async () =>
      (
        await test.server.ctx.db.query('select 1 from public.drawboard_links where drawboard_id = $1', [
          board,
        ])
      ).rows.length;
    expect(await count()).toBe(2);
    expect((await alice.client.from('trades').delete().eq('id', trade)).error).toBeNull();
    expect(await count()).toBe(1);
    expect((await alice.client.from('drawboards').delete().eq('id', board)).error).toBeNull();
    expect(await count()).toBe(0);
  });
});

describe('a user deleted', () => {
  it('takes their boards, links and board files along', async () => {
    const dave = await createTestUser(test);
    const board = await boardOf(dave);
    await dave.client.from('drawboard_links').insert({ drawboard_id: board, trade_id: await tradeOf(dave) });
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const files = dave.client.storage.from('drawboard-files');
    expect((await files.upload(`${dave.id}/${board}/file-1`, png)).error).toBeNull();
    expect((await files.upload(`${dave.id}/${board}/thumbnail.png`, png)).error).toBeNull();
    const left = async () =>
      (
        await test.server.ctx.db.query<{ n: number }>(
          `select (select count(*) from public.drawboards where user_id = $1)::int
            + (select count(*) from public.drawboard_links where user_id = $1)::int
            + (select count(*) from storage.objects where (storage.foldername(name))[1] = $1::text)::int as n`,
          [dave.id],
        )
      ).rows[0]!.n;
    expect(await left()).toBe(4);
    expect((await test.admin().auth.admin.deleteUser(dave.id)).error).toBeNull();
    expect(await left()).toBe(0);
  });
});

describe('boards live', () => {
  type Payload = RealtimePostgresChangesPayload<Record<string, unknown>>;

  it("tells the owner's other tabs of a save and a delete, and nobody else", async () => {
    const aliceSees = collector<Payload>();
    const bobSees = collector<Payload>();
    await subscribe(
      alice.client
        .channel('alice-boards')
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'drawboards', filter: `user_id=eq.${alice.id}` },
          aliceSees.push,
        ),
    );
    await subscribe(
      bob.client
        .channel('bob-boards')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'drawboards' }, bobSees.push),
    );
    const otherTab = tokenClient(test, alice.accessToken);
    const id = await boardOf(alice);
    const saved = await otherTab
      .from('drawboards')
      .update({ scene: scene('from the other tab') })
      .eq('id', id)
      .eq('revision', 1)
      .select('revision');
    expect(saved.data).toEqual([{ revision: 2 }]);
    await expect
      .poll(
        () =>
          aliceSees.items.some((p) => p.eventType === 'UPDATE' && p.new.id === id && p.new.revision === 2),
        POLL,
      )
      .toBe(true);
    await otherTab.from('drawboards').delete().eq('id', id);
    await expect
      .poll(() => aliceSees.items.some((p) => p.eventType === 'DELETE' && p.old.id === id), POLL)
      .toBe(true);
    expect(bobSees.items).toEqual([]);
    await otherTab.removeAllChannels();
  });
});

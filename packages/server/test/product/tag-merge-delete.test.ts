import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { figuresOf, saveTrades } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * rpc/merge_tags, rpc/delete_tag and rpc/restore_tag: a merge leaves each trade with the target
 * once and the source gone, a delete answers what its undo needs and the undo gives back the same
 * tag on the same trades; trades are never touched; another trader's tags are out of reach, and a
 * tag is never merged into itself.
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

async function tagOf(user: TestUser, row: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await user.client
    .from('tags')
    .insert({ name: `Tag ${next()}`, ...row })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return z.object({ id: z.string() }).parse(data).id;
}

async function tradeOf(user: TestUser, tagIds: string[]): Promise<string> {
  const [id] = await saveTrades(user.client, [
    {
      symbol: `T${next()}`,
      asset_class: 'stock',
      tag_ids: tagIds,
      executions: [
        { executed_at: '2026-01-05T14:30:00Z', side: 'buy', quantity: '5', price: '20', commission: '1' },
        { executed_at: '2026-01-05T15:30:00Z', side: 'sell', quantity: '5', price: '21.5' },
      ],
    },
  ]);
  return id!;
}

/** Each trade's tag ids, sorted, straight from the table. */
async function linksOf(tradeIds: string[]): Promise<Record<string, string[]>> {
  const { rows } = await test.server.ctx.db.query<{ trade_id: string; tag_id: string }>(
    'select trade_id::text, tag_id::text from public.trade_tags where trade_id = any ($1::uuid[]) order by tag_id',
    [tradeIds],
  );
  const links = Object.fromEntries(tradeIds.map((id): [string, string[]] => [id, []]));
  for (const row of rows) links[row.trade_id]?.push(row.tag_id);
  return links;
}

async function tagRow(id: string) {
  const { rows } = await test.server.ctx.db.query(
    'select id::text, user_id::text, name, color, tag_group, is_sample, created_at from public.tags where id = $1',
    [id],
  );
  return rows[0];
}

const sorted = (ids: string[]) => [...ids].sort();

describe('rpc/merge_tags', () => {
  it('moves the source’s trades to the target once each and deletes the source', async () => {
    const source = await tagOf(alice, { name: 'Late', tag_group: 'mistake' });
    const target = await tagOf(alice, { name: 'Late entry', tag_group: 'mistake' });
    const other = await tagOf(alice);
    const onlySource = await tradeOf(alice, [source]);
    const both = await tradeOf(alice, [source, target]);
    const onlyTarget = await tradeOf(alice, [target]);
    const sourceAndOther = await tradeOf(alice, [source, other]);
    const untagged = await tradeOf(alice, []);
    const trades = [onlySource, both, onlyTarget, sourceAndOther, untagged];
    const figures = await Promise.all(trades.map((id) => figuresOf(alice.client, id)));

    const { data, error } = await alice.client.rpc('merge_tags', { p_source: source, p_target: target });
    expect(error).toBeNull();
    expect(data).toEqual({ moved: 2, already_tagged: 1 });

    expect(await linksOf(trades)).toEqual({
      [onlySource]: [target],
      [both]: [target],
      [onlyTarget]: [target],
      [sourceAndOther]: sorted([target, other]),
      [untagged]: [],
    });
    expect(await tagRow(source)).toBeUndefined();
    expect(await tagRow(target)).toMatchObject({ name: 'Late entry' });
    expect(await Promise.all(trades.map((id) => figuresOf(alice.client, id)))).toEqual(figures);
  });

  it('answers zero moves for a source on no trade', async () => {
    const source = await tagOf(alice);
    const target = await tagOf(alice);
    const { data } = await alice.client.rpc('merge_tags', { p_source: source, p_target: target });
    expect(data).toEqual({ moved: 0, already_tagged: 0 });
    expect(await tagRow(source)).toBeUndefined();
  });

  it('refuses to merge a tag into itself, changing nothing', async () => {
    const tag = await tagOf(alice);
    const trade = await tradeOf(alice, [tag]);
    const { data, error, status } = await alice.client.rpc('merge_tags', { p_source: tag, p_target: tag });
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect([error?.code, error?.message]).toEqual(['22023', 'A tag cannot be merged into itself.']);
    expect(await linksOf([trade])).toEqual({ [trade]: [tag] });
  });

  it('finds no tag of another trader, nor one that does not exist, and changes nothing', async () => {
    const mine = await tagOf(alice);
    const mineToo = await tagOf(alice);
    const theirs = await tagOf(bob);
    const myTrade = await tradeOf(alice, [mine]);
    const theirTrade = await tradeOf(bob, [theirs]);
    for (const [source, target] of [
      [mine, theirs],
      [theirs, mine],
      [randomUUID(), mine],
      [mine, randomUUID()],
      [theirs, mineToo],
    ]) {
      const { error, status } = await alice.client.rpc('merge_tags', { p_source: source, p_target: target });
      expect([status, error?.code, error?.message]).toEqual([404, 'P0002', 'Tag not found.']);
    }
    expect(await linksOf([myTrade, theirTrade])).toEqual({ [myTrade]: [mine], [theirTrade]: [theirs] });
    expect(await tagRow(theirs)).toBeDefined();
    expect(await tagRow(mine)).toBeDefined();
  });

  it('is refused to anon', async () => {
    const source = await tagOf(alice);
    const target = await tagOf(alice);
    const { status } = await test.client().rpc('merge_tags', { p_source: source, p_target: target });
    expect([401, 403]).toContain(status);
    expect(await tagRow(source)).toBeDefined();
  });
});

const deletedSchema = z.object({
  tag: z.record(z.string(), z.unknown()),
  trade_ids: z.array(z.string()),
});

describe('rpc/delete_tag and rpc/restore_tag', () => {
  it('deletes a tag with its links, and the undo gives back the same tag on the same trades', async () => {
    const tag = await tagOf(alice, { name: 'Revenge', color: '#aa1122', tag_group: 'emotion' });
    const other = await tagOf(alice);
    const trades = [
      await tradeOf(alice, [tag]),
      await tradeOf(alice, [tag, other]),
      await tradeOf(alice, [tag]),
    ];
    const untouched = await tradeOf(alice, [other]);
    const all = [...trades, untouched];
    const row = await tagRow(tag);
    const links = await linksOf(all);
    const figures = await Promise.all(all.map((id) => figuresOf(alice.client, id)));

    const deleted = await alice.client.rpc('delete_tag', { p_tag: tag });
    expect(deleted.error).toBeNull();
    const answer = deletedSchema.parse(deleted.data);
    expect(sorted(answer.trade_ids)).toEqual(sorted(trades));
    expect(answer.tag).toMatchObject({ id: tag, name: 'Revenge', color: '#aa1122', tag_group: 'emotion' });
    expect(await tagRow(tag)).toBeUndefined();
    expect(await linksOf(all)).toEqual({
      [trades[0]!]: [],
      [trades[1]!]: [other],
      [trades[2]!]: [],
      [untouched]: [other],
    });
    expect(await Promise.all(all.map((id) => figuresOf(alice.client, id)))).toEqual(figures);

    const restored = await alice.client.rpc('restore_tag', {
      p_tag: answer.tag,
      p_trade_ids: answer.trade_ids,
    });
    expect(restored.error).toBeNull();
    expect(restored.data).toBe(3);
    expect(await tagRow(tag)).toEqual(row);
    expect(await linksOf(all)).toEqual(links);
  });

  it('on undo, leaves out trades deleted meanwhile and trades that are not the caller’s', async () => {
    const tag = await tagOf(alice);
    const kept = await tradeOf(alice, [tag]);
    const removed = await tradeOf(alice, [tag]);
    const theirs = await tradeOf(bob, []);
    const answer = deletedSchema.parse((await alice.client.rpc('delete_tag', { p_tag: tag })).data);
    expect((await alice.client.from('trades').delete().eq('id', removed)).error).toBeNull();
    const { data, error } = await alice.client.rpc('restore_tag', {
      p_tag: answer.tag,
      p_trade_ids: [...answer.trade_ids, theirs],
    });
    expect(error).toBeNull();
    expect(data).toBe(1);
    expect(await linksOf([kept, theirs])).toEqual({ [kept]: [tag], [theirs]: [] });
  });

  it('refuses the undo when the name was taken meanwhile, linking nothing', async () => {
    const tag = await tagOf(alice, { name: 'Chased' });
    const trade = await tradeOf(alice, [tag]);
    const answer = deletedSchema.parse((await alice.client.rpc('delete_tag', { p_tag: tag })).data);
    await tagOf(alice, { name: 'CHASED' });
    const { error, status } = await alice.client.rpc('restore_tag', {
      p_tag: answer.tag,
      p_trade_ids: answer.trade_ids,
    });
    expect([status, error?.code]).toEqual([409, '23505']);
    expect(error?.message).toContain('tags_user_name_key');
    expect(await tagRow(tag)).toBeUndefined();
    expect(await linksOf([trade])).toEqual({ [trade]: [] });
  });

  it('finds no tag of another trader and leaves it with its links', async () => {
    const theirs = await tagOf(bob);
    const theirTrade = await tradeOf(bob, [theirs]);
    for (const id of [theirs, randomUUID()]) {
      const { error, status } = await alice.client.rpc('delete_tag', { p_tag: id });
      expect([status, error?.code, error?.message]).toEqual([404, 'P0002', 'Tag not found.']);
    }
    expect(await tagRow(theirs)).toBeDefined();
    expect(await linksOf([theirTrade])).toEqual({ [theirTrade]: [theirs] });
    const anon = await test.client().rpc('delete_tag', { p_tag: theirs });
    expect([401, 403]).toContain(anon.status);
  });

  it('restores a tag only for the caller, whatever owner its row names', async () => {
    const tag = await tagOf(alice, { name: 'Moved' });
    const answer = deletedSchema.parse((await alice.client.rpc('delete_tag', { p_tag: tag })).data);
    const { data, error } = await bob.client.rpc('restore_tag', { p_tag: answer.tag, p_trade_ids: [] });
    expect([data, error]).toEqual([0, null]);
    expect(await tagRow(tag)).toMatchObject({ user_id: bob.id, name: 'Moved' });
  });
});

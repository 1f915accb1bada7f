import { expect, it } from 'vitest';
import { createTestUser, type TestServer, type TestUser } from './server.ts';

export interface OwnerOnlyTable {
  table: string;
  /** A valid new row for the signed-in user; `overrides` replace its columns. */
  row: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  /** An update the other user and anon attempt; its columns are read back to see it did not land. */
  change: Record<string, unknown>;
  /**
   * Columns naming the user's own parent rows (a fill's trade, a tag link's trade and tag), made
   * for each user the tests insert as; the row's overrides still win.
   */
  parent?: (user: TestUser) => Promise<Record<string, unknown>>;
  /** The file's server and users, made in its beforeAll. */
  context: () => { test: TestServer; alice: TestUser; bob: TestUser };
}

/**
 * What every owner-only product table promises through rest/v1, as tests for the calling describe:
 * the owner comes from the token, another user reads, changes and deletes none of the owner's rows,
 * anon reads and writes nothing, and the rows go with their owner. The cross-user isolation test
 * (test/rest/isolation.test.ts) covers every table generically; these run each table's real rows.
 */
export function ownerOnlyTests({ table, row, change, parent, context }: OwnerOnlyTable): void {
  const columns = Object.keys(change).join(', ');
  const rowOf = async (user: TestUser, overrides: Record<string, unknown> = {}) =>
    row({ ...(await parent?.(user)), ...overrides });

  const insertAs = async (user: TestUser, overrides?: Record<string, unknown>) => {
    const { data, error } = await user.client
      .from(table)
      .insert(await rowOf(user, overrides))
      .select('id')
      .single();
    expect(error).toBeNull();
    return (data as { id: string }).id;
  };
  const readBack = async (id: string) => {
    const { test } = context();
    const { rows } = await test.server.ctx.db.query(`select ${columns} from public.${table} where id = $1`, [
      id,
    ]);
    return rows;
  };

  it('sets the owner from the token and refuses a row for someone else', async () => {
    const { alice, bob } = context();
    const own = await alice.client
      .from(table)
      .insert(await rowOf(alice))
      .select('user_id')
      .single();
    expect(own.data).toEqual({ user_id: alice.id });
    const forged = await alice.client.from(table).insert(await rowOf(alice, { user_id: bob.id }));
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
  });

  it('hides every row from another user, who can change or delete none of them', async () => {
    const { alice, bob } = context();
    const id = await insertAs(alice);
    const before = await readBack(id);
    expect(before).toHaveLength(1);
    expect((await bob.client.from(table).select('id').eq('id', id)).data).toEqual([]);
    expect((await bob.client.from(table).update(change).eq('id', id).select()).data).toEqual([]);
    expect((await bob.client.from(table).delete().eq('id', id).select()).data).toEqual([]);
    expect(await readBack(id)).toEqual(before);
  });

  it('shows anon nothing and lets it write nothing', async () => {
    const { test, alice } = context();
    const id = await insertAs(alice);
    const before = await readBack(id);
    const anon = test.client();
    const read = await anon.from(table).select('id');
    if (read.error) expect(read.status).toBe(401);
    else expect(read.data).toEqual([]);
    const write = await anon.from(table).insert(await rowOf(alice, { user_id: alice.id }));
    expect(write.status).toBeGreaterThanOrEqual(400);
    const changed = await anon.from(table).update(change).eq('id', id).select();
    expect(changed.data ?? []).toEqual([]);
    expect((await anon.from(table).delete().eq('id', id).select()).data ?? []).toEqual([]);
    expect(await readBack(id)).toEqual(before);
  });

  it('goes with its owner when the user is deleted', async () => {
    const { test } = context();
    const carol = await createTestUser(test);
    await insertAs(carol);
    const { error } = await test.admin().auth.admin.deleteUser(carol.id);
    expect(error).toBeNull();
    const left = await test.server.ctx.db.query(`select 1 from public.${table} where user_id = $1`, [
      carol.id,
    ]);
    expect(left.rows).toEqual([]);
  });
}

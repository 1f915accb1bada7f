import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeClients, collector, POLL, subscribe } from '../realtime/helpers.ts';
import { filesOnDisk } from '../storage/helpers.ts';
import {
  createTestUser,
  startTestServer,
  tokenClient,
  type TestServer,
  type TestUser,
} from '../support/server.ts';

/**
 * rpc/delete_my_account: refused until the caller types their own e-mail address; then the user,
 * every row hanging off them, their objects in every bucket and the files on disk are gone at once,
 * their open tabs hear the profile's DELETE, and another user keeps everything.
 */

const REFUSED = { code: '22023', message: 'Type your e-mail address to confirm.' };

interface Seeded {
  user: TestUser;
  /** Object paths by bucket. */
  objects: Record<string, string>;
  /** The versions (file names on disk) of those objects. */
  versions: string[];
}

let test: TestServer;
let alice: Seeded;
let bob: Seeded;

const png = (text: string) => new Blob([text], { type: 'image/png' });

async function seed(user: TestUser): Promise<Seeded> {
  const account = await user.client
    .from('accounts')
    .insert({ name: 'Main', currency: 'USD', balance: '10000' })
    .select('id')
    .single();
  expect(account.error).toBeNull();
  const settings = await user.client
    .from('user_settings')
    .upsert(
      { default_account_id: (account.data as { id: string }).id, theme: 'dark' },
      { onConflict: 'user_id' },
    );
  expect(settings.error).toBeNull();
  expect((await user.client.from('tags').insert({ name: 'A+ setup' })).error).toBeNull();
  const objects: Record<string, string> = {
    avatars: `${user.id}/avatar-1764000000000.webp`,
    'trade-attachments': `${user.id}/trade/chart.png`,
    'drawboard-files': `${user.id}/board/file-a`,
  };
  for (const [bucket, path] of Object.entries(objects)) {
    const { error } = await user.client.storage.from(bucket).upload(path, png(`${bucket} of ${user.email}`));
    expect(error).toBeNull();
  }
  const updated = await user.client
    .from('profiles')
    .update({ avatar_path: objects.avatars })
    .eq('user_id', user.id);
  expect(updated.error).toBeNull();
  const { rows } = await test.server.ctx.db.query<{ version: string }>(
    'select version from storage.objects where (storage.foldername(name))[1] = $1',
    [user.id],
  );
  expect(rows).toHaveLength(3);
  return { user, objects, versions: rows.map((r) => r.version) };
}

/** How many rows of the user each table holds, read past row-level security. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const { rows } = await test.server.ctx.db.query<Record<string, number>>(
    `select
       (select count(*)::int from auth.users where id = $1) as users,
       (select count(*)::int from public.profiles where user_id = $1) as profiles,
       (select count(*)::int from public.user_settings where user_id = $1) as settings,
       (select count(*)::int from public.accounts where user_id = $1) as accounts,
       (select count(*)::int from public.tags where user_id = $1) as tags,
       (select count(*)::int from storage.objects where (storage.foldername(name))[1] = $1::text) as objects`,
    [userId],
  );
  return rows[0]!;
}

const EVERYTHING = { users: 1, profiles: 1, settings: 1, accounts: 1, tags: 1, objects: 3 };
const NOTHING = { users: 0, profiles: 0, settings: 0, accounts: 0, tags: 0, objects: 0 };

beforeAll(async () => {
  test = await startTestServer();
  alice = await seed(await createTestUser(test, `Alice.${Date.now().toString(36)}@Example.test`));
  bob = await seed(await createTestUser(test));
});
afterAll(async () => {
  await test?.stop();
});

describe('deleting one’s own account', () => {
  it.each<[string, string | null]>([
    ['no confirmation', null],
    ['an empty one', ''],
    ['another address', 'someone@example.test'],
    ["another user's address", 'BOB'],
  ])('is refused with %s, and nothing goes', async (_name, typed) => {
    const confirmation = typed === 'BOB' ? bob.user.email : typed;
    const { error } = await alice.user.client.rpc('delete_my_account', { p_confirmation: confirmation });
    expect(error).toMatchObject(REFUSED);
    expect(await rowsOf(alice.user.id)).toEqual(EVERYTHING);
  });

  it('is closed to anonymous callers', async () => {
    const { error } = await test.client().rpc('delete_my_account', { p_confirmation: alice.user.email });
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for function delete_my_account',
    });
    expect(await rowsOf(alice.user.id)).toEqual(EVERYTHING);
  });

  it('removes the user, their rows, objects and files at once, signing their tabs out', async () => {
    const otherTab = collector<RealtimePostgresChangesPayload<{ id: string }>>();
    await subscribe(
      alice.user.client
        .channel('profile-deletion')
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'profiles', filter: `user_id=eq.${alice.user.id}` },
          otherTab.push,
        ),
    );
    for (const version of [...alice.versions, ...bob.versions])
      expect(filesOnDisk(test).objects).toContain(version);

    const typed = `  ${alice.user.email.toUpperCase()} `;
    const { error } = await alice.user.client.rpc('delete_my_account', { p_confirmation: typed });
    expect(error).toBeNull();

    expect(await rowsOf(alice.user.id)).toEqual(NOTHING);
    // The storage folder is listed, not the database: the bytes themselves are gone.
    await expect
      .poll(() => filesOnDisk(test).objects.filter((file) => alice.versions.includes(file)), POLL)
      .toEqual([]);
    await expect.poll(() => otherTab.items.length, POLL).toBe(1);
    expect(otherTab.items[0]).toMatchObject({ eventType: 'DELETE', table: 'profiles' });
    await closeClients(alice.user.client);
  });

  it('asks a user with two-factor on for a code first (an aal2 session)', async () => {
    const carol = await createTestUser(test);
    await test.server.ctx.db.query(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       values ($1, 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`,
      [carol.id],
    );
    const refused = await carol.client.rpc('delete_my_account', { p_confirmation: carol.email });
    expect(refused.error).toMatchObject({
      code: '42501',
      message: 'Enter a code from your authenticator app before deleting your account.',
    });
    expect((await rowsOf(carol.id)).users).toBe(1);
    const aal2 = await test.server.ctx.keys.sign(
      { sub: carol.id, aud: 'authenticated', role: 'authenticated', email: carol.email, aal: 'aal2' },
      3600,
    );
    const { error } = await tokenClient(test, aal2).rpc('delete_my_account', { p_confirmation: carol.email });
    expect(error).toBeNull();
    expect((await rowsOf(carol.id)).users).toBe(0);
  });

  it('leaves another user everything', async () => {
    expect(await rowsOf(bob.user.id)).toEqual(EVERYTHING);
    const onDisk = filesOnDisk(test).objects;
    for (const version of bob.versions) expect(onDisk).toContain(version);
    for (const [bucket, path] of Object.entries(bob.objects)) {
      const { data } = await bob.user.client.storage.from(bucket).download(path);
      expect(await data?.text()).toBe(`${bucket} of ${bob.user.email}`);
    }
  });

  it('records the deletion in the audit log', async () => {
    const { rows } = await test.server.ctx.db.query<{ action: string }>(
      `select payload ->> 'action' as action from auth.audit_log_entries where payload ->> 'actor_id' = $1`,
      [alice.user.id],
    );
    expect(rows).toEqual([{ action: 'user_deleted' }]);
  });
});

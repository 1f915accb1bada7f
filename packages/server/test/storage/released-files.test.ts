import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL } from '../realtime/helpers.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { expectDiskMatchesRows, filesOnDisk } from './helpers.ts';

/**
 * Files the database releases: the storage service deletes the file of an object row the
 * database removed as soon as it is told (channel storage_files_removed), never a file a row
 * still names, and never anything a message names that is not a stored version.
 */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

const png = (text: string) => new Blob([text], { type: 'image/png' });

async function versionOf(bucket: string, name: string): Promise<string> {
  const { rows } = await test.server.ctx.db.query<{ version: string }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0]!.version;
}

const notify = (payload: string) =>
  test.server.ctx.db.query(`select pg_notify('storage_files_removed', $1)`, [payload]);

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
  for (const user of [alice, bob]) {
    const { error } = await user.client.storage.from('avatars').upload(`${user.id}/avatar.png`, png(user.id));
    expect(error).toBeNull();
  }
});
afterAll(async () => {
  await test?.stop();
});

describe('released files', () => {
  it('keeps a file some row still names, whatever the message says', async () => {
    const version = await versionOf('avatars', `${alice.id}/avatar.png`);
    await notify(`${version},not-a-version,../../etc/passwd`);
    // A second message behind the first: once it is handled, the first one was too.
    const marker = await alice.client.storage.from('avatars').upload(`${alice.id}/marker.png`, png('m'));
    expect(marker.error).toBeNull();
    await test.server.ctx.db.query('delete from auth.users where id = $1', [bob.id]);
    await expect.poll(() => filesOnDisk(test).objects.length, POLL).toBe(2);
    expect(filesOnDisk(test).objects).toContain(version);
    expect(
      await (await alice.client.storage.from('avatars').download(`${alice.id}/avatar.png`)).data?.text(),
    ).toBe(alice.id);
  });

  it("deletes a user's files when an administrator deletes the user", async () => {
    const files = [
      await versionOf('avatars', `${alice.id}/avatar.png`),
      await versionOf('avatars', `${alice.id}/marker.png`),
    ];
    const { error } = await test.admin().auth.admin.deleteUser(alice.id);
    expect(error).toBeNull();
    await expect.poll(() => filesOnDisk(test).objects.filter((f) => files.includes(f)), POLL).toEqual([]);
    await expectDiskMatchesRows(test);
  });
});

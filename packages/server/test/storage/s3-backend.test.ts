import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectBytesFor } from '../../src/storage/index.ts';
import type { StorageContext } from '../../src/storage/services/context.ts';
import { sweepOrphanFiles } from '../../src/storage/services/sweep.ts';
import { POLL } from '../realtime/helpers.ts';
import { testMode } from '../support/database.ts';
import { startTestS3, type TestS3 } from '../support/s3-server.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { expectStoreMatchesRows, filesOnDisk, objectRows, storageUrl, storedVersions } from './helpers.ts';

/**
 * The storage API with its bytes in an S3-compatible bucket (STORAGE_BACKEND=s3): the same answers
 * as with the local folder, nothing kept in the folder but uploads on their way, and the bucket
 * shared by every server on the same database.
 */
let s3: TestS3;
let test: TestServer;
let user: TestUser;
const bucket = 'trade-attachments';
const files = () => user.client.storage.from(bucket);
const key = (name: string) => `${user.id}/${name}`;
const auth = () => ({ apikey: test.anonKey, authorization: `Bearer ${user.accessToken}` });

async function downloadText(name: string): Promise<string | undefined> {
  const { data, error } = await files().download(key(name));
  expect(error).toBeNull();
  return data?.text();
}

beforeAll(async () => {
  s3 = await startTestS3();
  test = await startTestServer({ s3: s3.settings({ prefix: 'journal/', timeoutMs: 1_000 }) });
  user = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
  await s3?.close();
});

describe('objects in an S3 bucket', () => {
  it('uploads, downloads whole and by range, and keeps only the bytes in the bucket', async () => {
    const png = randomBytes(20_000);
    expect((await files().upload(key('shot.png'), new Blob([png], { type: 'image/png' }))).error).toBeNull();
    const { data } = await files().download(key('shot.png'));
    expect(Buffer.from(await data!.arrayBuffer()).equals(png)).toBe(true);

    const ranged = await fetch(storageUrl(test, `/object/authenticated/${bucket}/${key('shot.png')}`), {
      headers: { ...auth(), range: 'bytes=100-199' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 100-199/20000');
    expect(Buffer.from(await ranged.arrayBuffer()).equals(png.subarray(100, 200))).toBe(true);
    const head = await fetch(storageUrl(test, `/object/authenticated/${bucket}/${key('shot.png')}`), {
      method: 'HEAD',
      headers: auth(),
    });
    expect(head.headers.get('content-length')).toBe('20000');
    const etag = head.headers.get('etag')!;
    const again = await fetch(storageUrl(test, `/object/authenticated/${bucket}/${key('shot.png')}`), {
      headers: { ...auth(), 'if-none-match': etag },
    });
    expect(again.status).toBe(304);

    expect(filesOnDisk(test).objects).toEqual([]);
    await expectStoreMatchesRows(test);
  });

  it('uploads through a signed upload URL and serves a signed download URL', async () => {
    const upload = await files().createSignedUploadUrl(key('signed.txt'));
    expect(upload.error).toBeNull();
    const anonymous = test.client().storage.from(bucket);
    expect(
      (await anonymous.uploadToSignedUrl(key('signed.txt'), upload.data!.token, 'by token')).error,
    ).toBeNull();
    const signed = await files().createSignedUrl(key('signed.txt'), 60);
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('by token');
  });

  it('replaces, copies, moves, lists and removes, the bucket following the rows', async () => {
    await files().upload(key('notes/a.txt'), 'v1');
    expect((await files().upload(key('notes/a.txt'), 'v2', { upsert: true })).error).toBeNull();
    expect(await downloadText('notes/a.txt')).toBe('v2');
    expect((await files().copy(key('notes/a.txt'), key('notes/b.txt'))).error).toBeNull();
    expect((await files().move(key('notes/b.txt'), key('notes/c.txt'))).error).toBeNull();
    expect(await downloadText('notes/c.txt')).toBe('v2');
    const listed = await files().list(key('notes'));
    expect(listed.data?.map((f) => f.name)).toEqual(['a.txt', 'c.txt']);
    await expectStoreMatchesRows(test);

    const removed = await files().remove([key('notes/a.txt'), key('notes/c.txt')]);
    expect(removed.data).toHaveLength(2);
    await expectStoreMatchesRows(test);
  });

  it("holds a bucket's size limit and keeps nothing of a refused upload", async () => {
    const admin = test.admin().storage;
    expect((await admin.createBucket('tiny', { public: false, fileSizeLimit: 10 })).error).toBeNull();
    const refused = await admin.from('tiny').upload('big.bin', new Blob([randomBytes(11)]));
    expect(refused.error).toMatchObject({ statusCode: '413' });
    expect(await objectRows(test, 'tiny')).toEqual([]);
    await expectStoreMatchesRows(test);
  });

  it('sweeps bytes no row names, and deletes the files of a deleted user', async () => {
    const store = objectBytesFor(test.server.ctx.config);
    const orphan = await store.write(Readable.from([Buffer.from('left by a crash')]), 100);
    store.close?.();
    expect(await storedVersions(test)).toContain(orphan.version);
    const ctx = { db: test.server.ctx.db, blobs: objectBytesFor(test.server.ctx.config) } as StorageContext;
    // Everything older than now: a real sweep waits an hour, for uploads still in flight.
    expect(await sweepOrphanFiles(ctx, 0, Date.now() + 60_000)).toBe(1);
    ctx.blobs.close?.();
    await expectStoreMatchesRows(test);

    const leaving = await createTestUser(test);
    expect(
      (
        await leaving.client.storage
          .from('avatars')
          .upload(`${leaving.id}/me.png`, new Blob(['me'], { type: 'image/png' }))
      ).error,
    ).toBeNull();
    const version = (await objectRows(test, 'avatars'))[0]!.version;
    expect(await storedVersions(test)).toContain(version);
    expect((await test.admin().auth.admin.deleteUser(leaving.id)).error).toBeNull();
    await expect.poll(async () => (await storedVersions(test)).includes(version), POLL).toBe(false);
    await expectStoreMatchesRows(test);
  });
});

describe('an object store that fails', () => {
  it('answers 503 in the storage error shape and saves no row while the store is down; /ready says so', async () => {
    await s3.stop();
    try {
      const { error } = await files().upload(key('while-down.txt'), 'lost?');
      expect(error).toMatchObject({
        status: 503,
        statusCode: '503',
        message: expect.stringMatching(/object store/),
      });
      expect((await objectRows(test, bucket)).map((r) => r.name)).not.toContain(key('while-down.txt'));
      expect(filesOnDisk(test).temp).toEqual([]);
      const ready = await fetch(`${test.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ failing: ['storage'] });
    } finally {
      await s3.start();
    }
    expect((await fetch(`${test.url}/ready`)).status).toBe(200);
    expect((await files().upload(key('while-down.txt'), 'kept')).error).toBeNull();
    expect(await downloadText('while-down.txt')).toBe('kept');
  });

  it('gives up on a store that takes requests and never answers, within its time-out', async () => {
    s3.freeze();
    try {
      const started = Date.now();
      const { error } = await files().upload(key('hung.txt'), 'waiting');
      expect(error).toMatchObject({ status: 503, statusCode: '503' });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await objectRows(test, bucket)).map((r) => r.name)).not.toContain(key('hung.txt'));
    } finally {
      s3.thaw();
    }
  });
});

describe.runIf(testMode === 'postgres')('two servers on one database and one bucket', () => {
  it("serve each other's files", async () => {
    // A machine of its own: its own data folder, holding only the keys every server shares.
    const dataDir = mkdtempSync(join(tmpdir(), 'edgelog-second-'));
    copyFileSync(join(test.dataDir, 'keys.json'), join(dataDir, 'keys.json'));
    const second = await startTestServer({
      databaseUrl: test.databaseUrl,
      dataDir,
      s3: s3.settings({ prefix: 'journal/' }),
    });
    try {
      expect((await files().upload(key('shared.txt'), 'from the first')).error).toBeNull();
      const viaSecond = await fetch(
        `${second.url}/storage/v1/object/authenticated/${bucket}/${key('shared.txt')}`,
        {
          headers: { apikey: second.anonKey, authorization: `Bearer ${user.accessToken}` },
        },
      );
      expect(viaSecond.status).toBe(200);
      expect(await viaSecond.text()).toBe('from the first');

      const upload = await fetch(`${second.url}/storage/v1/object/${bucket}/${key('back.txt')}`, {
        method: 'POST',
        headers: {
          apikey: second.anonKey,
          authorization: `Bearer ${user.accessToken}`,
          'content-type': 'text/plain',
        },
        body: 'from the second',
      });
      expect(upload.status).toBe(200);
      expect(await downloadText('back.txt')).toBe('from the second');
    } finally {
      await second.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

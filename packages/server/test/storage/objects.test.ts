import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { expectDiskMatchesRows, filesOnDisk, storageUrl } from './helpers.ts';

let test: TestServer;
let user: TestUser;
const bucket = 'trade-attachments';
const files = () => user.client.storage.from(bucket);
const key = (name: string) => `${user.id}/${name}`;
const authHeaders = () => ({ apikey: test.anonKey, authorization: `Bearer ${user.accessToken}` });

beforeAll(async () => {
  test = await startTestServer();
  user = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

async function downloadBytes(name: string): Promise<Buffer> {
  const { data, error } = await files().download(key(name));
  expect(error).toBeNull();
  return Buffer.from(await data!.arrayBuffer());
}

describe('uploads', () => {
  it('stores a Blob (multipart, empty field name) with its type', async () => {
    const { data, error } = await files().upload(key('blob.txt'), new Blob(['from a blob'], { type: 'text/plain' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: key('blob.txt'), fullPath: `${bucket}/${key('blob.txt')}` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await downloadBytes('blob.txt')).toString()).toBe('from a blob');
    expect((await files().info(key('blob.txt'))).data).toMatchObject({ contentType: 'text/plain', size: 11 });
  });

  it('stores a File (multipart) and binary Buffers and Uint8Arrays (raw bodies) byte for byte', async () => {
    const png = randomBytes(4096);
    expect((await files().upload(key('shot.png'), new File([png], 'shot.png', { type: 'image/png' }))).error).toBeNull();
    expect((await downloadBytes('shot.png')).equals(png)).toBe(true);

    const raw = randomBytes(70_000);
    const buffer = await files().upload(key('raw.png'), raw, { contentType: 'image/png' });
    expect(buffer.error).toBeNull();
    expect((await downloadBytes('raw.png')).equals(raw)).toBe(true);
    const info = await files().info(key('raw.png'));
    expect(info.data).toMatchObject({ contentType: 'image/png', size: 70_000 });

    const bytes = new Uint8Array([1, 2, 3, 250]);
    expect((await files().upload(key('bytes.png'), bytes, { contentType: 'image/png' })).error).toBeNull();
    expect([...(await downloadBytes('bytes.png'))]).toEqual([1, 2, 3, 250]);
  });

  it('stores a string as text/plain;charset=UTF-8 by default, with user metadata', async () => {
    const { error } = await files().upload(key('note.txt'), 'plain text é', { metadata: { tradeId: 't-1' } });
    expect(error).toBeNull();
    expect((await downloadBytes('note.txt')).toString()).toBe('plain text é');
    const info = await files().info(key('note.txt'));
    expect(info.data).toMatchObject({ contentType: 'text/plain;charset=UTF-8', metadata: { tradeId: 't-1' } });
    expect(info.data!.etag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('refuses a second upload to the same path without upsert (409 Duplicate) and keeps the first', async () => {
    await files().upload(key('dup.txt'), 'first');
    const { data, error } = await files().upload(key('dup.txt'), 'second');
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect((await downloadBytes('dup.txt')).toString()).toBe('first');
    await expectDiskMatchesRows(test);
  });

  it('replaces with upsert and with update(), dropping the replaced file from disk', async () => {
    await files().upload(key('replace.txt'), 'v1');
    const filesBefore = filesOnDisk(test).objects.length;
    expect((await files().upload(key('replace.txt'), 'v2', { upsert: true })).error).toBeNull();
    expect((await downloadBytes('replace.txt')).toString()).toBe('v2');
    expect((await files().update(key('replace.txt'), new Blob(['v3'], { type: 'text/plain' }))).error).toBeNull();
    expect((await downloadBytes('replace.txt')).toString()).toBe('v3');
    expect(filesOnDisk(test).objects.length).toBe(filesBefore);
    await expectDiskMatchesRows(test);
  });

  it('keeps cache-control (default 3600) and serves ETag, Last-Modified, HEAD and ranges', async () => {
    await files().upload(key('cached.txt'), '0123456789', { cacheControl: '60' });
    await files().upload(key('default.txt'), '0123456789');
    const url = (name: string) => storageUrl(test, `/object/${bucket}/${key(name)}`);

    const res = await fetch(url('cached.txt'), { headers: authHeaders() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect(res.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(res.headers.get('content-length')).toBe('10');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get('last-modified')).toBeTruthy();
    expect(await res.text()).toBe('0123456789');
    const defaults = await fetch(url('default.txt'), { headers: authHeaders() });
    expect(defaults.headers.get('cache-control')).toBe('max-age=3600');

    const head = await fetch(url('cached.txt'), { method: 'HEAD', headers: authHeaders() });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('10');
    expect(await head.text()).toBe('');

    const range = await fetch(url('cached.txt'), { headers: { ...authHeaders(), range: 'bytes=2-5' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await range.text()).toBe('2345');
    const suffix = await fetch(url('cached.txt'), { headers: { ...authHeaders(), range: 'bytes=-3' } });
    expect(await suffix.text()).toBe('789');
    const outside = await fetch(url('cached.txt'), { headers: { ...authHeaders(), range: 'bytes=50-60' } });
    expect(outside.status).toBe(416);

    const cached = await fetch(url('cached.txt'), { headers: { ...authHeaders(), 'if-none-match': etag! } });
    expect(cached.status).toBe(304);

    const attachment = await fetch(`${url('cached.txt')}?download=report.txt`, { headers: authHeaders() });
    expect(attachment.headers.get('content-disposition')).toContain('filename="report.txt"');
  });

  it('handles names with spaces, unicode and deep folders', async () => {
    const name = 'deep/er folder/Übersicht 2026 (1).txt';
    expect((await files().upload(key(name), 'unicode')).error).toBeNull();
    expect((await downloadBytes(name)).toString()).toBe('unicode');
    const { data } = await files().list(key('deep/er folder'));
    expect(data!.map((e) => e.name)).toEqual(['Übersicht 2026 (1).txt']);
  });
});

describe('edge cases', () => {
  it('stores and serves empty objects', async () => {
    expect((await files().upload(key('empty.txt'), '')).error).toBeNull();
    expect((await files().upload(key('empty-blob.txt'), new Blob([], { type: 'text/plain' }))).error).toBeNull();
    expect((await downloadBytes('empty.txt')).length).toBe(0);
    expect((await downloadBytes('empty-blob.txt')).length).toBe(0);
    expect((await files().info(key('empty.txt'))).data).toMatchObject({ size: 0 });
  });

  it('answers unknown routes in the storage error shape', async () => {
    const res = await fetch(storageUrl(test, '/nothing/here'), { method: 'POST', headers: authHeaders() });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: '404', error: 'Not Found' });
  });

  it('refuses a malformed JSON body as InvalidRequest', async () => {
    const res = await fetch(storageUrl(test, `/object/list/${bucket}`), {
      method: 'POST',
      headers: { ...authHeaders(), 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });
});

describe('missing objects', () => {
  it('answers HTTP 400 with statusCode "404" and code NoSuchKey, so exists() is false', async () => {
    const { data, error } = await files().download(key('nope.txt'));
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchKey', message: 'Object not found' });
    const info = await files().info(key('nope.txt'));
    expect(info.error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    expect((await files().exists(key('nope.txt'))).data).toBe(false);
    await files().upload(key('here.txt'), 'x');
    expect((await files().exists(key('here.txt'))).data).toBe(true);

    const raw = await fetch(storageUrl(test, `/object/${bucket}/${key('nope.txt')}`), { headers: authHeaders() });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
  });

  it('answers NoSuchBucket for an unknown bucket', async () => {
    const { error } = await user.client.storage.from('no-such-bucket').upload('x.txt', 'x');
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });
});

describe('listing', () => {
  let lister: TestUser;
  const list = (prefix?: string, options?: Parameters<ReturnType<typeof files>['list']>[1]) =>
    lister.client.storage.from(bucket).list(prefix, options);

  beforeAll(async () => {
    lister = await createTestUser(test);
    const up = (name: string) => lister.client.storage.from(bucket).upload(`${lister.id}/${name}`, name);
    for (const name of ['b.txt', 'a.txt', 'C.txt', 'docs/one.txt', 'docs/two.txt', 'docs/deeper/three.txt', 'zeta/z.txt']) {
      const { error } = await up(name);
      expect(error).toBeNull();
      await new Promise((r) => setTimeout(r, 5));
    }
  });

  it('lists one level: folders with null id and files, sorted by name ascending', async () => {
    const { data, error } = await list(lister.id);
    expect(error).toBeNull();
    expect(data!.map((e) => e.name)).toEqual(['a.txt', 'b.txt', 'C.txt', 'docs', 'zeta']);
    const docs = data!.find((e) => e.name === 'docs')!;
    expect(docs).toMatchObject({ id: null, metadata: null });
    const file = data!.find((e) => e.name === 'a.txt')!;
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.metadata).toMatchObject({ size: 5, mimetype: 'text/plain;charset=UTF-8' });
    expect((await list(`${lister.id}/docs`)).data!.map((e) => e.name)).toEqual(['deeper', 'one.txt', 'two.txt']);
    expect((await list(`${lister.id}/docs/`)).data!.map((e) => e.name)).toEqual(['deeper', 'one.txt', 'two.txt']);
  });

  it('pages with limit and offset and sorts descending or by time', async () => {
    expect((await list(lister.id, { limit: 2 })).data!.map((e) => e.name)).toEqual(['a.txt', 'b.txt']);
    expect((await list(lister.id, { limit: 2, offset: 2 })).data!.map((e) => e.name)).toEqual(['C.txt', 'docs']);
    expect((await list(lister.id, { sortBy: { column: 'name', order: 'desc' } })).data!.map((e) => e.name)).toEqual([
      'zeta',
      'docs',
      'C.txt',
      'b.txt',
      'a.txt',
    ]);
    const byTime = await list(lister.id, { sortBy: { column: 'created_at', order: 'desc' } });
    expect(byTime.data!.map((e) => e.name)).toEqual(['zeta', 'docs', 'C.txt', 'a.txt', 'b.txt']);
  });

  it('narrows with search (a case-insensitive name prefix)', async () => {
    expect((await list(lister.id, { search: 'c' })).data!.map((e) => e.name)).toEqual(['C.txt']);
    expect((await list(lister.id, { search: 'do' })).data!.map((e) => e.name)).toEqual(['docs']);
    expect((await list(`${lister.id}/docs`, { search: 't' })).data!.map((e) => e.name)).toEqual(['two.txt']);
  });
});

describe('move, copy, remove', () => {
  it('moves an object: the old path is gone, the new one has the bytes', async () => {
    await files().upload(key('move/src.txt'), 'moving');
    const { data, error } = await files().move(key('move/src.txt'), key('move/dst.txt'));
    expect(error).toBeNull();
    expect(data).toMatchObject({ message: 'Successfully moved' });
    expect((await files().exists(key('move/src.txt'))).data).toBe(false);
    expect((await downloadBytes('move/dst.txt')).toString()).toBe('moving');
  });

  it('refuses to move onto an existing object or from a missing one', async () => {
    await files().upload(key('move/a.txt'), 'a');
    await files().upload(key('move/b.txt'), 'b');
    const onto = await files().move(key('move/a.txt'), key('move/b.txt'));
    expect(onto.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const missing = await files().move(key('move/none.txt'), key('move/c.txt'));
    expect(missing.error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    expect((await downloadBytes('move/b.txt')).toString()).toBe('b');
  });

  it('copies an object with its metadata; the copy is independent of the source', async () => {
    await files().upload(key('copy/src.txt'), 'copied', { metadata: { kind: 'note' } });
    const { data, error } = await files().copy(key('copy/src.txt'), key('copy/dst.txt'));
    expect(error).toBeNull();
    expect(data).toEqual({ path: `${bucket}/${key('copy/dst.txt')}` });
    expect((await downloadBytes('copy/dst.txt')).toString()).toBe('copied');
    expect((await files().info(key('copy/dst.txt'))).data).toMatchObject({ metadata: { kind: 'note' }, size: 6 });
    await files().remove([key('copy/src.txt')]);
    expect((await downloadBytes('copy/dst.txt')).toString()).toBe('copied');
    const again = await files().copy(key('copy/dst.txt'), key('copy/dst.txt'));
    expect(again.error).toMatchObject({ statusCode: '409' });
    await expectDiskMatchesRows(test);
  });

  it('removes many objects at once, returns them, and deletes their files', async () => {
    await files().upload(key('rm/1.txt'), '1');
    await files().upload(key('rm/2.txt'), '2');
    const before = filesOnDisk(test).objects.length;
    const { data, error } = await files().remove([key('rm/1.txt'), key('rm/2.txt'), key('rm/missing.txt')]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name).sort()).toEqual([key('rm/1.txt'), key('rm/2.txt')]);
    expect(data![0]).toMatchObject({ bucket_id: bucket });
    expect(filesOnDisk(test).objects.length).toBe(before - 2);
    expect((await files().list(key('rm'))).data).toEqual([]);
    await expectDiskMatchesRows(test);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { expectDiskMatchesRows, filesOnDisk, storageUrl } from './helpers.ts';

let test: TestServer;
let user: TestUser;
const admin = () => test.admin().storage;

beforeAll(async () => {
  test = await startTestServer();
  user = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

describe('bucket management with the service_role key', () => {
  it('creates, reads, lists, updates and deletes buckets', async () => {
    const created = await admin().createBucket('screens', { public: false, fileSizeLimit: '1KB', allowedMimeTypes: ['image/*'] });
    expect(created).toEqual({ data: { name: 'screens' }, error: null });
    const { data: bucket } = await admin().getBucket('screens');
    expect(bucket).toMatchObject({
      id: 'screens',
      name: 'screens',
      public: false,
      file_size_limit: 1000,
      allowed_mime_types: ['image/*'],
    });
    expect(typeof bucket!.created_at).toBe('string');

    const listed = await admin().listBuckets();
    expect(listed.data!.map((b) => b.id)).toEqual(['avatars', 'drawboard-files', 'screens', 'trade-attachments']);
    expect((await admin().listBuckets({ search: 'scr' })).data!.map((b) => b.id)).toEqual(['screens']);
    expect((await admin().listBuckets({ limit: 1, offset: 2 })).data!.map((b) => b.id)).toEqual(['screens']);
    expect((await admin().listBuckets({ sortColumn: 'name', sortOrder: 'desc' })).data![0]!.id).toBe('trade-attachments');

    const updated = await admin().updateBucket('screens', { public: true, fileSizeLimit: 5000, allowedMimeTypes: null });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await admin().getBucket('screens')).data).toMatchObject({ public: true, file_size_limit: 5000, allowed_mime_types: null });

    expect(await admin().deleteBucket('screens')).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expect((await admin().getBucket('screens')).error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('refuses duplicates, bad names, bad limits and bad MIME patterns', async () => {
    await admin().createBucket('dup', { public: false });
    expect((await admin().createBucket('dup', { public: false })).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await admin().createBucket('bad/name', { public: false })).error).toMatchObject({ statusCode: '400' });
    expect((await admin().createBucket('..', { public: false })).error).toMatchObject({ statusCode: '400' });
    expect((await admin().createBucket('limits', { public: false, fileSizeLimit: 'lots' })).error).toMatchObject({ statusCode: '400' });
    expect((await admin().createBucket('mimes', { public: false, allowedMimeTypes: ['not a type'] })).error).toMatchObject({
      statusCode: '400',
    });
    expect((await admin().updateBucket('no-such', { public: true })).error).toMatchObject({ statusCode: '404' });
    expect((await admin().deleteBucket('no-such')).error).toMatchObject({ statusCode: '404' });
  });

  it('deletes only an empty bucket; empty() removes every object and its file', async () => {
    await admin().createBucket('full', { public: false });
    const files = admin().from('full');
    await files.upload('a.txt', 'a');
    await files.upload('dir/b.txt', 'b');
    const refused = await admin().deleteBucket('full');
    expect(refused.error).toMatchObject({ statusCode: '409', message: 'The bucket you tried to delete is not empty' });

    const before = filesOnDisk(test).objects.length;
    const emptied = await admin().emptyBucket('full');
    expect(emptied.error).toBeNull();
    expect(emptied.data!.message).toBeTruthy();
    expect((await files.list()).data).toEqual([]);
    expect(filesOnDisk(test).objects.length).toBe(before - 2);
    expect((await admin().deleteBucket('full')).error).toBeNull();
    await expectDiskMatchesRows(test);
  });
});

describe('bucket management by users', () => {
  it('is decided by RLS on storage.buckets: no policies, so users see and change nothing', async () => {
    const storage = user.client.storage;
    expect((await storage.createBucket('mine', { public: true })).error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await storage.listBuckets()).data).toEqual([]);
    expect((await storage.getBucket('avatars')).error).toMatchObject({ statusCode: '404' });
    expect((await storage.updateBucket('avatars', { public: true })).error).toMatchObject({ statusCode: '404' });
    expect((await storage.deleteBucket('avatars')).error).toMatchObject({ statusCode: '404' });
    expect((await storage.emptyBucket('avatars')).error).toMatchObject({ statusCode: '404' });
    expect((await admin().getBucket('avatars')).data).toMatchObject({ public: false });
  });

  it('refuses a request with a bad token', async () => {
    const res = await fetch(storageUrl(test, '/bucket'), { headers: { authorization: 'Bearer not-a-jwt' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  });
});

describe('public buckets', () => {
  beforeAll(async () => {
    await admin().createBucket('public-charts', { public: true, allowedMimeTypes: ['image/png'] });
    await admin().from('public-charts').upload('chart.png', new Blob(['public png'], { type: 'image/png' }));
  });

  it('serve objects to anyone at the public URL and the plain object URL', async () => {
    const { publicUrl } = test.client().storage.from('public-charts').getPublicUrl('chart.png').data;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('public png');
    const plain = await fetch(storageUrl(test, '/object/public-charts/chart.png'));
    expect(await plain.text()).toBe('public png');
    const info = await fetch(storageUrl(test, '/object/info/public/public-charts/chart.png'));
    expect(await info.json()).toMatchObject({ name: 'chart.png', size: 10, content_type: 'image/png' });
    const missing = await fetch(storageUrl(test, '/object/public/public-charts/none.png'));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  it('still need write rights to upload', async () => {
    const { error } = await user.client.storage.from('public-charts').upload('mine.png', new Blob(['x'], { type: 'image/png' }));
    expect(error).toMatchObject({ statusCode: '403' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { expectDiskMatchesRows, objectRows } from './helpers.ts';

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

const RLS = { status: 400, statusCode: '403', message: 'new row violates row-level security policy' };
const NOT_FOUND = { status: 400, statusCode: '404', code: 'NoSuchKey' };

describe.each([
  ['trade-attachments', 'image/png'],
  ['avatars', 'image/webp'],
])('the product bucket %s', (bucket, contentType) => {
  const as = (user: TestUser) => user.client.storage.from(bucket);
  const body = (text: string) => new Blob([text], { type: contentType });
  let secret: string;

  beforeAll(async () => {
    secret = `${alice.id}/secret.img`;
    expect((await as(alice).upload(secret, body('alice only'))).error).toBeNull();
    expect((await as(bob).upload(`${bob.id}/mine.img`, body('bob only'))).error).toBeNull();
  });

  async function aliceStillHas(text = 'alice only') {
    const { data, error } = await as(alice).download(secret);
    expect(error).toBeNull();
    expect(await data!.text()).toBe(text);
  }

  it('keeps each user to their own folder when listing', async () => {
    expect((await as(alice).list()).data!.map((e) => e.name)).toEqual([alice.id]);
    expect((await as(bob).list()).data!.map((e) => e.name)).toEqual([bob.id]);
    expect((await as(bob).list(alice.id)).data).toEqual([]);
    expect((await as(alice).list(alice.id)).data!.map((e) => e.name)).toEqual(['secret.img']);
  });

  it("hides the other user's objects from download, info, exists and signing", async () => {
    expect((await as(bob).download(secret)).error).toMatchObject(NOT_FOUND);
    expect((await as(bob).info(secret)).error).toMatchObject(NOT_FOUND);
    expect((await as(bob).exists(secret)).data).toBe(false);
    expect((await as(bob).createSignedUrl(secret, 60)).error).toMatchObject(NOT_FOUND);
    const many = await as(bob).createSignedUrls([secret, `${bob.id}/mine.img`], 60);
    expect(many.data![0]).toMatchObject({ path: secret, signedURL: null, error: expect.any(String) });
    expect(many.data![1]).toMatchObject({ path: `${bob.id}/mine.img`, error: null });
    await aliceStillHas();
  });

  it("refuses writes into the other user's folder: upload, upsert, update, signed upload", async () => {
    expect((await as(bob).upload(`${alice.id}/planted.img`, body('x'))).error).toMatchObject(RLS);
    expect((await as(bob).upload(secret, body('overwritten'), { upsert: true })).error).toMatchObject(RLS);
    expect((await as(bob).update(secret, body('overwritten'))).error).toMatchObject(RLS);
    expect((await as(bob).createSignedUploadUrl(`${alice.id}/planted.img`)).error).toMatchObject(RLS);
    await aliceStillHas();
    expect((await objectRows(test, bucket)).map((r) => r.name)).not.toContain(`${alice.id}/planted.img`);
  });

  it("refuses to move, copy or delete the other user's objects", async () => {
    expect((await as(bob).move(secret, `${bob.id}/stolen.img`)).error).toMatchObject(NOT_FOUND);
    expect((await as(bob).copy(secret, `${bob.id}/stolen.img`)).error).toMatchObject(NOT_FOUND);
    expect((await as(bob).move(`${bob.id}/mine.img`, `${alice.id}/gift.img`)).error).toMatchObject(RLS);
    expect((await as(bob).copy(`${bob.id}/mine.img`, `${alice.id}/gift.img`)).error).toMatchObject(RLS);
    const removed = await as(bob).remove([secret]);
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([]);
    await aliceStillHas();
    expect((await as(bob).exists(`${bob.id}/mine.img`)).data).toBe(true);
    await expectDiskMatchesRows(test);
  });

  it('lets each user do all of it in their own folder', async () => {
    const mine = (name: string) => `${bob.id}/${name}`;
    expect((await as(bob).upload(mine('own.img'), body('v1'))).error).toBeNull();
    expect((await as(bob).upload(mine('own.img'), body('v2'), { upsert: true })).error).toBeNull();
    expect((await as(bob).move(mine('own.img'), mine('moved.img'))).error).toBeNull();
    expect((await as(bob).copy(mine('moved.img'), mine('copied.img'))).error).toBeNull();
    expect(await (await as(bob).download(mine('copied.img'))).data!.text()).toBe('v2');
    const removed = await as(bob).remove([mine('moved.img'), mine('copied.img')]);
    expect(removed.data!.map((o) => o.name).sort()).toEqual([mine('copied.img'), mine('moved.img')]);
    await expectDiskMatchesRows(test);
  });

  it('gives an anonymous client nothing', async () => {
    const anon = test.client().storage.from(bucket);
    expect((await anon.list(alice.id)).data).toEqual([]);
    expect((await anon.download(secret)).error).toMatchObject(NOT_FOUND);
    expect((await anon.upload(`${alice.id}/anon.img`, body('x'))).error).toMatchObject(RLS);
    const publicUrl = anon.getPublicUrl(secret).data.publicUrl;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const bare = await fetch(`${test.url}/storage/v1/object/${bucket}/${secret}`);
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ statusCode: '403' });
    await aliceStillHas();
  });

  it('lets service_role read and manage everything', async () => {
    const admin = test.admin().storage.from(bucket);
    expect((await admin.list()).data!.map((e) => e.name).sort()).toEqual([alice.id, bob.id].sort());
    expect(await (await admin.download(secret)).data!.text()).toBe('alice only');
  });
});

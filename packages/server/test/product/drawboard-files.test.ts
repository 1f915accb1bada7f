import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDiskMatchesRows, objectRows } from '../storage/helpers.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * The draw board's bucket: a board's images ('<user>/<board>/<file>') and its thumbnail are the
 * owner's alone. Another user and anon can neither find, read, sign, overwrite, move nor delete
 * them, and nothing can be planted in the owner's folder.
 */

const BUCKET = 'drawboard-files';
const RLS = { status: 400, statusCode: '403', message: 'new row violates row-level security policy' };
const NOT_FOUND = { status: 400, statusCode: '404', code: 'NoSuchKey' };

let test: TestServer;
let alice: TestUser;
let bob: TestUser;
let board: string;
let image: string;
let thumbnail: string;

const as = (user: TestUser) => user.client.storage.from(BUCKET);
const png = (text: string) => new Blob([text], { type: 'image/png' });

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
  const { data, error } = await alice.client
    .from('drawboards')
    .insert({ name: 'Morning plan', scene: { version: 2, elements: [], appState: {}, files: {} } })
    .select('id')
    .single();
  expect(error).toBeNull();
  board = (data as { id: string }).id;
  image = `${alice.id}/${board}/file-a`;
  thumbnail = `${alice.id}/${board}/thumbnail.png`;
  expect((await as(alice).upload(image, png('chart'))).error).toBeNull();
  expect((await as(alice).upload(thumbnail, png('thumb'))).error).toBeNull();
  expect((await as(bob).upload(`${bob.id}/own-board/file-b`, png('bob'))).error).toBeNull();
});
afterAll(async () => {
  await test?.stop();
});

async function aliceStillHas() {
  expect(await (await as(alice).download(image)).data!.text()).toBe('chart');
  expect(await (await as(alice).download(thumbnail)).data!.text()).toBe('thumb');
}

describe('the drawboard-files bucket', () => {
  it('is private, for images, up to 10 MiB', async () => {
    const { data } = await test.admin().storage.getBucket(BUCKET);
    expect(data).toMatchObject({ public: false, file_size_limit: 10485760, allowed_mime_types: ['image/*'] });
    const pdf = await as(alice).upload(
      `${alice.id}/${board}/doc`,
      new Blob(['%PDF'], { type: 'application/pdf' }),
    );
    expect(pdf.error).toMatchObject({ statusCode: '415' });
  });

  it('lets the owner list, sign and replace their board files', async () => {
    expect((await as(alice).list(`${alice.id}/${board}`)).data!.map((e) => e.name).sort()).toEqual([
      'file-a',
      'thumbnail.png',
    ]);
    // Files carry an id, a board's folder does not: how a board's own files are told apart.
    const inBoard = (await as(alice).list(`${alice.id}/${board}`)).data!;
    expect(inBoard.every((entry) => typeof entry.id === 'string')).toBe(true);
    const folders = (await as(alice).list(alice.id)).data!;
    expect(folders).toMatchObject([{ name: board, id: null }]);
    const signed = await as(alice).createSignedUrls([image, thumbnail], 60);
    expect(signed.data!.every((s) => s.error === null && typeof s.signedUrl === 'string')).toBe(true);
    const res = await fetch(String(signed.data![0]!.signedUrl));
    expect(await res.text()).toBe('chart');
    expect((await as(alice).upload(thumbnail, png('thumb'), { upsert: true })).error).toBeNull();
  });

  it("hides the owner's files from another user: list, download, info, exists, signing", async () => {
    expect((await as(bob).list()).data!.map((e) => e.name)).toEqual([bob.id]);
    expect((await as(bob).list(`${alice.id}/${board}`)).data).toEqual([]);
    for (const path of [image, thumbnail]) {
      expect((await as(bob).download(path)).error).toMatchObject(NOT_FOUND);
      expect((await as(bob).info(path)).error).toMatchObject(NOT_FOUND);
      expect((await as(bob).exists(path)).data).toBe(false);
      expect((await as(bob).createSignedUrl(path, 60)).error).toMatchObject(NOT_FOUND);
    }
    await aliceStillHas();
  });

  it("refuses another user's writes: upload, overwrite, update, signed upload, move, copy, delete", async () => {
    const planted = `${alice.id}/${board}/planted`;
    expect((await as(bob).upload(planted, png('x'))).error).toMatchObject(RLS);
    expect((await as(bob).upload(thumbnail, png('defaced'), { upsert: true })).error).toMatchObject(RLS);
    expect((await as(bob).update(image, png('defaced'))).error).toMatchObject(RLS);
    expect((await as(bob).createSignedUploadUrl(planted)).error).toMatchObject(RLS);
    expect((await as(bob).move(image, `${bob.id}/stolen`)).error).toMatchObject(NOT_FOUND);
    expect((await as(bob).copy(image, `${bob.id}/stolen`)).error).toMatchObject(NOT_FOUND);
    expect((await as(bob).copy(`${bob.id}/own-board/file-b`, planted)).error).toMatchObject(RLS);
    const removed = await as(bob).remove([image, thumbnail]);
    expect(removed.data ?? []).toEqual([]);
    await aliceStillHas();
    expect((await objectRows(test, BUCKET)).map((r) => r.name)).not.toContain(planted);
    await expectDiskMatchesRows(test);
  });

  it('gives anon nothing', async () => {
    const anon = test.client().storage.from(BUCKET);
    expect((await anon.list(`${alice.id}/${board}`)).data ?? []).toEqual([]);
    expect((await anon.download(image)).error).toMatchObject(NOT_FOUND);
    expect((await anon.upload(`${alice.id}/${board}/anon`, png('x'))).error).toMatchObject(RLS);
    await aliceStillHas();
  });

  it('lets the owner copy a board’s files to another board and remove them', async () => {
    const copy = `${alice.id}/another-board/file-a`;
    expect((await as(alice).copy(image, copy)).error).toBeNull();
    expect(await (await as(alice).download(copy)).data!.text()).toBe('chart');
    const removed = await as(alice).remove([copy]);
    expect(removed.data!.map((o) => o.name)).toEqual([copy]);
    await expectDiskMatchesRows(test);
  });
});

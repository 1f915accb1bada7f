import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { expectDiskMatchesRows, objectRows, storageUrl } from './helpers.ts';

let test: TestServer;
let user: TestUser;
const bucket = 'trade-attachments';
const files = () => user.client.storage.from(bucket);

beforeAll(async () => {
  test = await startTestServer();
  user = await createTestUser(test);
  expect((await files().upload(`${user.id}/chart.png`, new Blob(['png bytes'], { type: 'image/png' }))).error).toBeNull();
  expect((await files().upload(`${user.id}/other.png`, new Blob(['other'], { type: 'image/png' }))).error).toBeNull();
});
afterAll(async () => {
  await test?.stop();
});

describe('signed download URLs', () => {
  it('open the object to anyone holding the URL, until it expires', async () => {
    const { data, error } = await files().createSignedUrl(`${user.id}/chart.png`, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toContain(`/storage/v1/object/sign/${bucket}/${user.id}/chart.png?token=`);
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await res.text()).toBe('png bytes');

    const download = await files().createSignedUrl(`${user.id}/chart.png`, 60, { download: 'my chart.png' });
    const attachment = await fetch(download.data!.signedUrl);
    expect(attachment.headers.get('content-disposition')).toContain('filename="my chart.png"');
  });

  it('refuse an expired token', async () => {
    const { data } = await files().createSignedUrl(`${user.id}/chart.png`, 1);
    await new Promise((r) => setTimeout(r, 1100));
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'ExpiredToken', message: 'The provided token has expired.' });

    const old = await test.server.ctx.keys.sign({ url: `${bucket}/${user.id}/chart.png`, scope: 'download' }, -3600);
    const stale = await fetch(storageUrl(test, `/object/sign/${bucket}/${user.id}/chart.png?token=${old}`));
    expect(await stale.json()).toMatchObject({ code: 'ExpiredToken' });
  });

  it('refuse a token for another object, a tampered token and a user access token', async () => {
    const { data } = await files().createSignedUrl(`${user.id}/chart.png`, 60);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const other = await fetch(storageUrl(test, `/object/sign/${bucket}/${user.id}/other.png?token=${token}`));
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: 'InvalidSignature' });

    const tampered = await fetch(storageUrl(test, `/object/sign/${bucket}/${user.id}/chart.png?token=${token.slice(0, -4)}AAAA`));
    expect(await tampered.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });

    const access = await fetch(storageUrl(test, `/object/sign/${bucket}/${user.id}/chart.png?token=${user.accessToken}`));
    expect(await access.json()).toMatchObject({ code: 'InvalidSignature' });
    const none = await fetch(storageUrl(test, `/object/sign/${bucket}/${user.id}/chart.png`));
    expect(none.status).toBe(400);
  });

  it('sign many paths at once, flagging the ones that cannot be read', async () => {
    const { data, error } = await files().createSignedUrls([`${user.id}/chart.png`, `${user.id}/missing.png`], 60);
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({ path: `${user.id}/chart.png`, error: null });
    expect(data![1]).toMatchObject({ path: `${user.id}/missing.png`, signedUrl: null, error: expect.any(String) });
    expect(await (await fetch(data![0]!.signedUrl!)).text()).toBe('png bytes');
  });
});

describe('signed upload URLs', () => {
  it('let anyone holding the token upload that one object, owned by the user who asked', async () => {
    const path = `${user.id}/via-token.png`;
    const { data, error } = await files().createSignedUploadUrl(path);
    expect(error).toBeNull();
    expect(data!.signedUrl).toContain(`/object/upload/sign/${bucket}/${path}?token=`);

    const stranger = test.client().storage.from(bucket);
    const up = await stranger.uploadToSignedUrl(path, data!.token, new Blob(['signed upload'], { type: 'image/png' }));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `${bucket}/${path}` });
    expect(await (await files().download(path)).data!.text()).toBe('signed upload');
    const { rows } = await test.server.ctx.db.query<{ owner: string }>(
      'select owner from storage.objects where bucket_id = $1 and name = $2',
      [bucket, path],
    );
    expect(rows[0]!.owner).toBe(user.id);

    const again = await stranger.uploadToSignedUrl(path, data!.token, new Blob(['again'], { type: 'image/png' }));
    expect(again.error).toMatchObject({ statusCode: '409' });
    const elsewhere = await stranger.uploadToSignedUrl(`${user.id}/elsewhere.png`, data!.token, new Blob(['x'], { type: 'image/png' }));
    expect(elsewhere.error).toMatchObject({ code: 'InvalidSignature' });
  });

  it('replace an existing object when created with upsert, raw bodies too', async () => {
    const path = `${user.id}/chart.png`;
    const { data } = await files().createSignedUploadUrl(path, { upsert: true });
    const up = await test.client().storage.from(bucket).uploadToSignedUrl(path, data!.token, Buffer.from('new chart'), {
      contentType: 'image/png',
    });
    expect(up.error).toBeNull();
    expect(await (await files().download(path)).data!.text()).toBe('new chart');
    await expectDiskMatchesRows(test);
  });

  it('refuse expired tokens and download tokens, and still check limits', async () => {
    const path = `${user.id}/late.png`;
    const expired = await test.server.ctx.keys.sign({ url: `${bucket}/${path}`, scope: 'upload', owner: user.id, upsert: false }, -3600);
    const late = await test.client().storage.from(bucket).uploadToSignedUrl(path, expired, new Blob(['x'], { type: 'image/png' }));
    expect(late.error).toMatchObject({ code: 'ExpiredToken' });

    const signed = await files().createSignedUrl(`${user.id}/chart.png`, 60);
    const downloadToken = new URL(signed.data!.signedUrl).searchParams.get('token')!;
    const wrongScope = await test.client().storage.from(bucket).uploadToSignedUrl(`${user.id}/chart.png`, downloadToken, 'x');
    expect(wrongScope.error).toMatchObject({ code: 'InvalidSignature' });

    const { data } = await files().createSignedUploadUrl(`${user.id}/doc.exe`);
    const wrongType = await test.client().storage.from(bucket).uploadToSignedUrl(`${user.id}/doc.exe`, data!.token, new Blob(['MZ'], { type: 'application/x-msdownload' }));
    expect(wrongType.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    expect((await objectRows(test, bucket)).map((r) => r.name)).not.toContain(`${user.id}/doc.exe`);
    await expectDiskMatchesRows(test);
  });
});

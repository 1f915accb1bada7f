import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { expectDiskMatchesRows, filesOnDisk, objectRows } from './helpers.ts';

const GLOBAL_LIMIT = 3 * 1000 * 1000;
const AVATAR_LIMIT = 2097152;

let test: TestServer;
let user: TestUser;

beforeAll(async () => {
  test = await startTestServer({ storageFileSizeLimit: GLOBAL_LIMIT });
  user = await createTestUser(test);
  const { error } = await test.admin().storage.createBucket('open', { public: false });
  expect(error).toBeNull();
});
afterAll(async () => {
  await test?.stop();
});

const TOO_LARGE = {
  status: 400,
  statusCode: '413',
  code: 'EntityTooLarge',
  message: 'The object exceeded the maximum allowed size',
};

async function expectNothingStored(bucket: string, name: string) {
  expect((await objectRows(test, bucket)).map((r) => r.name)).not.toContain(name);
  await expectDiskMatchesRows(test);
  expect(filesOnDisk(test).temp).toEqual([]);
}

/** A body that streams without a Content-Length, so the server can only count it. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = Math.min(64 * 1024, size - sent);
      if (chunk <= 0) return controller.close();
      controller.enqueue(new Uint8Array(chunk).fill(7));
      sent += chunk;
    },
  });
}

describe('size limits', () => {
  const avatars = () => user.client.storage.from('avatars');

  it("refuses an object over the bucket's limit, raw or multipart, and keeps nothing", async () => {
    const name = `${user.id}/big.png`;
    const raw = await avatars().upload(name, Buffer.alloc(AVATAR_LIMIT + 1), { contentType: 'image/png' });
    expect(raw.error).toMatchObject(TOO_LARGE);
    const blob = await avatars().upload(name, new Blob([Buffer.alloc(AVATAR_LIMIT + 1)], { type: 'image/png' }));
    expect(blob.error).toMatchObject(TOO_LARGE);
    await expectNothingStored('avatars', name);

    const exact = await avatars().upload(name, new Blob([Buffer.alloc(AVATAR_LIMIT)], { type: 'image/png' }));
    expect(exact.error).toBeNull();
  });

  it('counts a streamed body with no length and stops it at the limit', async () => {
    const name = `${user.id}/streamed.png`;
    const { error } = await avatars().upload(name, streamOf(AVATAR_LIMIT + 100_000), { contentType: 'image/png' });
    expect(error).toMatchObject(TOO_LARGE);
    await expectNothingStored('avatars', name);
    const ok = await avatars().upload(`${user.id}/small-stream.png`, streamOf(1000), { contentType: 'image/png' });
    expect(ok.error).toBeNull();
    expect((await avatars().info(`${user.id}/small-stream.png`)).data).toMatchObject({ size: 1000 });
  });

  it('applies the global limit to buckets without one', async () => {
    const open = test.admin().storage.from('open');
    const { error } = await open.upload('huge.bin', Buffer.alloc(GLOBAL_LIMIT + 1), { contentType: 'application/octet-stream' });
    expect(error).toMatchObject(TOO_LARGE);
    await expectNothingStored('open', 'huge.bin');
    expect((await open.upload('fits.bin', Buffer.alloc(1000))).error).toBeNull();
  });

  it('keeps nothing of an upload the client aborts halfway', async () => {
    const controller = new AbortController();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(stream) {
        if (sent >= 512 * 1024) {
          controller.abort();
          return;
        }
        stream.enqueue(new Uint8Array(64 * 1024));
        sent += 64 * 1024;
        await new Promise((r) => setTimeout(r, 5));
      },
    });
    const name = `${user.id}/aborted.png`;
    const upload = fetch(`${test.url}/storage/v1/object/avatars/${name}`, {
      method: 'POST',
      headers: { apikey: test.anonKey, authorization: `Bearer ${user.accessToken}`, 'content-type': 'image/png' },
      body,
      signal: controller.signal,
      duplex: 'half',
    } as RequestInit);
    await expect(upload).rejects.toThrow();
    for (let i = 0; i < 100 && filesOnDisk(test).temp.length > 0; i++) await new Promise((r) => setTimeout(r, 50));
    await expectNothingStored('avatars', name);
  });

  it('leaves the server healthy for the next request after a refusal', async () => {
    await avatars().upload(`${user.id}/big2.png`, Buffer.alloc(AVATAR_LIMIT + 1), { contentType: 'image/png' });
    const { data } = await avatars().list(user.id);
    expect(data!.map((e) => e.name)).toContain('small-stream.png');
  });
});

describe('MIME types', () => {
  it("refuses a type the bucket does not allow (415-style InvalidMimeType) and keeps nothing", async () => {
    const avatars = user.client.storage.from('avatars');
    const name = `${user.id}/doc.pdf`;
    const raw = await avatars.upload(name, Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    expect(raw.error).toMatchObject({ status: 400, statusCode: '415', code: 'InvalidMimeType', message: 'mime type application/pdf is not supported' });
    const blob = await avatars.upload(name, new Blob(['<html>'], { type: 'text/html' }));
    expect(blob.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    const text = await avatars.upload(name, 'a string');
    expect(text.error).toMatchObject({ statusCode: '415' });
    await expectNothingStored('avatars', name);
  });

  it('accepts types matched exactly or by a wildcard', async () => {
    const attachments = user.client.storage.from('trade-attachments');
    expect((await attachments.upload(`${user.id}/a.pdf`, Buffer.from('%PDF'), { contentType: 'application/pdf' })).error).toBeNull();
    expect((await attachments.upload(`${user.id}/a.jpg`, new Blob(['x'], { type: 'image/jpeg' }))).error).toBeNull();
    expect((await attachments.upload(`${user.id}/a.zip`, new Blob(['x'], { type: 'application/zip' }))).error).toMatchObject({
      statusCode: '415',
    });
  });
});

describe('object names', () => {
  const INVALID_KEY = { status: 400, statusCode: '400', code: 'InvalidKey' };

  /** Sends a request with the path exactly as given (fetch would normalise `..` away). */
  function rawUpload(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const url = new URL(test.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: `/storage/v1/object/${path}`,
          headers: { apikey: test.anonKey, authorization: `Bearer ${user.accessToken}`, 'content-type': 'text/plain' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
        },
      );
      req.on('error', reject);
      req.end('payload');
    });
  }

  it('refuses path traversal and odd segments with InvalidKey and stores nothing', async () => {
    const before = (await objectRows(test, 'trade-attachments')).length;
    for (const path of [
      `${user.id}/../escape.txt`,
      `${user.id}/../../../etc/passwd`,
      `${user.id}/./dot.txt`,
      `${user.id}/%2e%2e/encoded.txt`,
      `${user.id}/..%2Fslash.txt`,
      `${user.id}//double.txt`,
      `${user.id}/back%5Cslash.txt`,
      `%2F${user.id}/absolute.txt`,
      `${user.id}/line%0Abreak.txt`,
      `${user.id}/tab%09.txt`,
      `${user.id}/nul%00.txt`,
    ]) {
      const { status, body } = await rawUpload(`trade-attachments/${path}`);
      expect({ path, status, body }).toMatchObject({ path, status: 400, body: { statusCode: '400', code: 'InvalidKey' } });
    }
    const bucket = await rawUpload(`..%2F..%2Fetc/passwd`);
    expect(bucket.body).toMatchObject({ statusCode: '400', code: 'InvalidBucketName' });
    expect((await objectRows(test, 'trade-attachments')).length).toBe(before);
    await expectDiskMatchesRows(test);
  });

  it('refuses NUL, control characters and backslashes sent through the client', async () => {
    const files = user.client.storage.from('trade-attachments');
    // (fetch drops raw tabs and newlines from URLs; those arrive encoded in the next test)
    for (const name of ['nul\u0000.txt', 'escape\u001b.txt', 'del\u007f.txt', 'c1\u0085.txt']) {
      const { error } = await files.upload(`${user.id}/${name}`, 'x');
      expect({ name, error }).toMatchObject({ name, error: INVALID_KEY });
    }
    expect((await files.download(`${user.id}/nul\u0000.txt`)).error).toMatchObject(INVALID_KEY);
    expect((await files.move(`${user.id}/a.pdf`, `${user.id}/../x.pdf`)).error).toMatchObject(INVALID_KEY);
    expect((await files.copy(`${user.id}/a.pdf`, `${user.id}/a\\b.pdf`)).error).toMatchObject(INVALID_KEY);
    await expectDiskMatchesRows(test);
  });
});

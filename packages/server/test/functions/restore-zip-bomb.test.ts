import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { deflatedEntry, rawZip, zerosEntry } from './raw-zip.ts';

// A small zip that unpacks to a gigabyte, sent to the restore: refused before it is unpacked, while
// the server goes on answering everyone else, and without the server's memory growing by the
// gigabyte. A zip whose directory understates its sizes is refused as soon as it passes them.

let test: TestServer;
let user: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  user = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

const manifest = deflatedEntry(
  'manifest.json',
  new TextEncoder().encode(JSON.stringify({ format: 'edgelog-backup', version: 1 })),
);

const refusal = z.object({ code: z.string(), message: z.string(), details: z.string() });

/** The restore's answer to `archive`, the health checks asked while it ran, and the peak memory. */
async function restoreWatched(archive: Uint8Array) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const restoring = fetch(`${test.url}/functions/v1/restore?check=1`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      apikey: test.anonKey,
      'content-type': 'application/zip',
    },
    body: new Uint8Array(archive),
  });
  const health = async () => {
    const asked = performance.now();
    const response = await fetch(`${test.url}/health`);
    return { status: response.status, ms: performance.now() - asked };
  };
  const checks = await Promise.all([health(), health(), health()]);
  const response = await restoring;
  const body = refusal.parse(await response.json());
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { status: response.status, body, ms, checks, grew: peak - before };
}

describe('restore of a zip bomb', () => {
  it('refuses a megabyte that unpacks to a gigabyte before unpacking it, answering health checks meanwhile', async () => {
    const bomb = rawZip([manifest, zerosEntry('tables/trades.json', 1024)]);
    expect(bomb.length).toBeLessThan(1.2 * 1024 * 1024);

    const result = await restoreWatched(bomb);
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ code: 'STORAGE-006', details: 'too-large-unpacked' });
    expect(result.body.message).toContain('tables/trades.json');
    expect(result.ms).toBeLessThan(2_000);
    for (const check of result.checks) {
      expect(check.status).toBe(200);
      expect(check.ms).toBeLessThan(1_000);
    }
    expect(result.grew).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a gigabyte whose directory declares a megabyte, having unpacked about a megabyte', async () => {
    const lie = { ...zerosEntry('tables/trades.json', 1024), declared: 1024 * 1024 };
    const result = await restoreWatched(rawZip([manifest, lie]));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'STORAGE-009', details: 'damaged' });
    expect(result.body.message).toContain('tables/trades.json does not unpack to its declared size');
    expect(result.ms).toBeLessThan(2_000);
    for (const check of result.checks) expect(check.ms).toBeLessThan(1_000);
    expect(result.grew).toBeLessThan(200 * 1024 * 1024);
  });
});

import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { filesOnDisk } from './helpers.ts';

let test: TestServer;
let user: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  user = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

/** A file as a crash would leave it: written, never committed to a row. */
function leftover(dir: 'objects' | 'tmp', ageMs: number): string {
  const version = randomUUID();
  const folder = dir === 'objects' ? join(test.dataDir, 'storage', 'objects', version.slice(0, 2)) : join(test.dataDir, 'storage', 'tmp');
  mkdirSync(folder, { recursive: true });
  const path = join(folder, dir === 'objects' ? version : `${version}.1.part`);
  writeFileSync(path, 'half an upload');
  const then = (Date.now() - ageMs) / 1000;
  utimesSync(path, then, then);
  return path;
}

describe('bytes on disk', () => {
  it('keep every object across a restart and lose the leftovers of a crash', async () => {
    const files = user.client.storage.from('trade-attachments');
    expect((await files.upload(`${user.id}/kept.png`, new Blob(['kept bytes'], { type: 'image/png' }))).error).toBeNull();
    const oldOrphan = leftover('objects', 2 * 60 * 60 * 1000);
    const youngOrphan = leftover('objects', 0);
    const oldTemp = leftover('tmp', 2 * 60 * 60 * 1000);

    await test.restart();

    expect(existsSync(oldOrphan)).toBe(false);
    expect(existsSync(oldTemp)).toBe(false);
    expect(existsSync(youngOrphan)).toBe(true);
    const { data, error } = await files.download(`${user.id}/kept.png`);
    expect(error).toBeNull();
    expect(await data!.text()).toBe('kept bytes');
    expect(filesOnDisk(test).objects).toHaveLength(2);
  });

  it('name files by version, never by the object name', async () => {
    const files = user.client.storage.from('trade-attachments');
    await files.upload(`${user.id}/名前 with spaces.png`, new Blob(['x'], { type: 'image/png' }));
    for (const name of filesOnDisk(test).objects) expect(name).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await test.server.ctx.db.query<{ version: string }>('select version from storage.objects');
    expect(rows.length).toBeGreaterThan(0);
    await files.remove([`${user.id}/名前 with spaces.png`]);
    const orphans = filesOnDisk(test).objects.filter((v) => !rows.some((r) => r.version === v));
    expect(orphans).toHaveLength(1); // the young leftover from the first test
  });
});

import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_BACKUP_JSON_DEPTH } from '../../../core/src/backup/index.ts';
import { MAX_JSON_DEPTH } from '../../src/gateway/json-depth.ts';
import { postSlowly } from '../auth/slow-body.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

// Limits the restore and functions/v1 hold: JSON in a backup nested deeper than the data API takes
// is refused before anything is written, the id check is asked in parts of the size the database
// function states, and a body over the functions' limit gets a 413 in the functions' error shape.

let test: TestServer;
let owner: TestUser;
let backup: Record<string, Uint8Array>;
let board: Record<string, unknown>;

const refusal = z.object({ code: z.string(), message: z.string(), details: z.string() });

function call(user: TestUser, name: string, body?: Uint8Array) {
  return fetch(`${test.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, apikey: test.anonKey },
    body: body === undefined ? undefined : new Uint8Array(body),
  });
}

/** The owner's backup with `tables/<name>.json` holding `text` (the manifest's count set to `rows`). */
function archiveWith(name: string, text: string, rows: number): Uint8Array {
  const manifest = z
    .object({ tables: z.record(z.string(), z.number()) })
    .passthrough()
    .parse(JSON.parse(strFromU8(backup['manifest.json'] ?? new Uint8Array())));
  return zipSync({
    ...backup,
    'manifest.json': strToU8(JSON.stringify({ ...manifest, tables: { ...manifest.tables, [name]: rows } })),
    [`tables/${name}.json`]: strToU8(text),
  });
}

/** The board row as JSON text with `scene` (JSON text) as its scene. */
function boardWith(row: Record<string, unknown>, scene: string): string {
  const text = JSON.stringify({ ...row, scene: 'SCENE' }).replace('"SCENE"', scene);
  if (!text.includes(scene)) throw new Error('the scene was not placed');
  return text;
}

const countOf = async (table: string, userId: string) => {
  const { rows } = await test.server.ctx.db.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where user_id = $1`,
    [userId],
  );
  return rows[0]?.n;
};

beforeAll(async () => {
  test = await startTestServer();
  owner = await createTestUser(test);
  const saved = await owner.client
    .from('drawboards')
    .insert({ name: 'Plan', scene: { version: 1, elements: [], appState: {}, files: {} } })
    .select('*')
    .single();
  expect(saved.error).toBeNull();
  board = z.record(z.string(), z.unknown()).parse(saved.data);
  const response = await call(owner, 'backup');
  expect(response.status).toBe(200);
  backup = unzipSync(new Uint8Array(await response.arrayBuffer()));
}, 60_000);
afterAll(async () => {
  await test?.stop();
});

describe('restore of JSON nested too deep', () => {
  it('holds the data API’s limit', () => {
    expect(MAX_BACKUP_JSON_DEPTH).toBe(MAX_JSON_DEPTH);
  });

  it('refuses a board whose scene nests 100,000 levels as damaged, naming the table and row, and writes nothing', async () => {
    const deep = randomUUID();
    const levels = 100_000;
    // Written as text: JSON.stringify of such a value would exhaust the stack here.
    const scene = `{"version":1,"elements":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    const rows = `[${JSON.stringify(board)},${boardWith({ ...board, id: deep, name: 'Deep' }, scene)}]`;

    const erin = await createTestUser(test);
    const response = await call(erin, 'restore', archiveWith('drawboards', rows, 2));
    const body = refusal.parse(await response.json());
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ code: 'STORAGE-009', details: 'damaged' });
    expect(body.message).toContain('drawboards');
    expect(body.message).toContain(deep);
    expect(await countOf('drawboards', erin.id)).toBe(0);
    expect(await countOf('tags', erin.id)).toBe(0);
  });

  it('restores a board nested as deep as the limit allows', async () => {
    // The row's scene object is one level, its elements array the next.
    const levels = MAX_BACKUP_JSON_DEPTH - 2;
    const scene = `{"version":1,"elements":[${'['.repeat(levels)}${']'.repeat(levels)}],"appState":{},"files":{}}`;
    const rows = `[${boardWith(board, scene)}]`;
    const frank = await createTestUser(test);
    const response = await call(frank, 'restore', archiveWith('drawboards', rows, 1));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await countOf('drawboards', frank.id)).toBe(1);
  });
});

describe('the restore’s id check', () => {
  it('asks in parts of the size the database function states', async () => {
    await test.server.ctx.db.exec(
      `alter function public.backup_ids_taken(uuid[]) set edgelog.max_items = '2'`,
    );
    try {
      const tags = Array.from({ length: 5 }, (_, i) => ({
        id: randomUUID(),
        user_id: owner.id,
        name: `tag ${i}`,
        tag_group: 'emotion',
      }));
      const gina = await createTestUser(test);
      const response = await call(gina, 'restore', archiveWith('tags', JSON.stringify(tags), tags.length));
      expect(response.status, await response.clone().text()).toBe(200);
      expect(await countOf('tags', gina.id)).toBe(5);
      expect(await countOf('drawboards', gina.id)).toBe(1);
    } finally {
      await test.server.ctx.db.exec(
        `alter function public.backup_ids_taken(uuid[]) set edgelog.max_items = '10000'`,
      );
    }
  });
});

describe('a body over the functions’ limit', () => {
  it('is answered 413 in the functions’ error shape, read to its end rather than reset', async () => {
    const answer = await postSlowly(
      test.url,
      '/functions/v1/restore',
      {
        authorization: `Bearer ${owner.accessToken}`,
        apikey: test.anonKey,
        'content-type': 'application/zip',
      },
      24 * 1024 * 1024,
    );
    expect(answer.error).toBeNull();
    expect(answer.sentAll).toBe(true);
    expect(answer.status).toBe(413);
    expect(refusal.parse(JSON.parse(answer.body))).toEqual({
      code: 'STORAGE-006',
      message: 'The request is larger than 10 MB.',
      details: 'body-too-large',
    });
  });
});

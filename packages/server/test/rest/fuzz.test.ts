import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestFixture, type RestFixture } from './fixture.ts';
import {
  ACCEPT,
  body_,
  CONTENT_TYPES,
  encode,
  FUNCTIONS,
  HOSTILE_NAMES,
  int,
  many,
  maybe,
  pick,
  plausible,
  PREFER,
  queryParams,
  rand,
  SEED,
  TABLES,
} from './fuzz-generators.ts';

/**
 * (Paths that normalise outside /rest/v1, such as `/rest/v1/..`, are not this API's and not generated.)
 *
 * Throws generated malformed and hostile query strings, headers and bodies at rest/v1 (through
 * Fastify's inject, so thousands run in seconds) and checks every answer: 2xx or 4xx, a
 * PostgREST-style error body, no trace of the SQL we generate, and no change to the database
 * when a write was refused.
 */
const TOTAL = 10_000;
let fx: RestFixture;
let authHeaders: string[] = [];
let checksumSql = '';

beforeAll(async () => {
  fx = await startRestFixture();
  const expired = await fx.test.server.ctx.keys.sign({ sub: fx.alice.id, role: 'authenticated' }, -3600);
  const postgres = await fx.test.server.ctx.keys.sign({ sub: fx.alice.id, role: 'postgres' }, 600);
  authHeaders = [
    `Bearer ${fx.test.anonKey}`,
    `Bearer ${fx.alice.accessToken}`,
    `Bearer ${fx.bob.accessToken}`,
    `Bearer ${expired}`,
    `Bearer ${postgres}`,
    'Bearer',
    'Bearer a.b.c',
    'Basic dXNlcjpwYXNz',
    `Bearer ${fx.alice.accessToken.slice(0, -3)}abc`,
    'bearer  ',
    `Bearer ${'x'.repeat(500)}`,
  ];
  const tables = [
    'authors',
    'books',
    'genres',
    'book_genres',
    'reviews',
    'notes',
    'profiles',
    'author_profiles',
  ];
  checksumSql = `select md5(${tables.map((t) => `coalesce((select string_agg(x::text, ',' order by x::text) from public.${t} x), '')`).join(' || ')}) as sum`;
});
afterAll(async () => {
  await fx?.test.stop();
});

const SQL_MARKERS = [
  'json_agg',
  'row_to_json',
  'pgrst_source',
  'pgrst_args',
  'left join lateral',
  '"public".',
  'json_populate',
  'set_config',
  ' r0.',
  '"r0"',
  'coalesce(',
  'as body',
  'page_total',
  'where false',
  '::int8',
  'select count(',
  'insert into',
  'delete from "',
  'update "',
];

describe('fuzzing rest/v1', () => {
  it(
    `answers ${TOTAL} hostile requests with 2xx/4xx PostgREST bodies, no SQL, no change on refusal`,
    { timeout: 600_000 },
    async () => {
      const app = fx.test.server.app;
      const db = fx.test.server.ctx.db;
      let checksum = (await db.query<{ sum: string }>(checksumSql)).rows[0]!.sum;
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      for (let i = 0; i < TOTAL && failures.length < 5; i++) {
        const method = pick(['GET', 'GET', 'HEAD', 'POST', 'POST', 'PATCH', 'DELETE', 'PUT']);
        const r = rand();
        const path =
          r < 0.7
            ? `/rest/v1/${encodeURIComponent(maybe(0.85) ? pick(TABLES) : pick(HOSTILE_NAMES))}`
            : r < 0.9
              ? `/rest/v1/rpc/${encodeURIComponent(pick(FUNCTIONS))}`
              : pick([
                  '/rest/v1/',
                  '/rest/v1',
                  '/rest/v1/a/b/c',
                  '/rest/v1/rpc',
                  '/rest/v1/rpc/',
                  '/rest/v1/rpc/add/x',
                  '/rest/v1//authors',
                ]);
        const headers: Record<string, string> = {
          apikey: maybe(0.97) ? fx.test.anonKey : pick([fx.test.serviceRoleKey, 'nope']),
        };
        if (maybe(0.8))
          headers.authorization = maybe(0.75) ? pick(authHeaders.slice(0, 3)) : pick(authHeaders.slice(3));
        if (maybe(0.4)) headers.prefer = many(1 + int(3), () => pick(PREFER)).join(pick([',', ', ']));
        if (maybe(0.3)) headers.accept = pick(ACCEPT);
        if (maybe(0.15))
          headers.range = pick([
            '0-1',
            '5-2',
            '1-',
            'items=0-9',
            'bytes=0-1',
            '-5',
            'a-b',
            '99999999999999999-1',
          ]);
        if (maybe(0.05))
          headers[pick(['accept-profile', 'content-profile'])] = pick([
            'public',
            'auth',
            'storage',
            '_edgelog',
            '"public"',
          ]);
        const sane = maybe(0.45) ? plausible() : undefined;
        const payload = method === 'GET' || method === 'HEAD' ? undefined : sane ? sane.body : body_();
        if (payload !== undefined)
          headers['content-type'] = maybe(0.9) ? 'application/json' : pick(CONTENT_TYPES);
        const url = sane ? `/rest/v1/${sane.table}${encode(sane.params)}` : path + encode(queryParams());

        const res = await app.inject({ method, url, headers, payload });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `#${i} ${method} ${url} ${JSON.stringify(headers)} ${payload?.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode >= 500 || res.statusCode < 200) {
          failures.push(`status: ${where}`);
          continue;
        }
        if (
          res.statusCode >= 400 &&
          method !== 'HEAD' &&
          !(res.statusCode === 401 && headers.apikey === 'nope')
        ) {
          let parsed: Record<string, unknown> | undefined;
          try {
            parsed = JSON.parse(res.body) as Record<string, unknown>;
          } catch {
            parsed = undefined;
          }
          const ok =
            parsed &&
            typeof parsed.code === 'string' &&
            typeof parsed.message === 'string' &&
            'details' in parsed &&
            'hint' in parsed;
          if (!ok) failures.push(`body: ${where}`);
        }
        // (the OpenAPI document at the root describes the schema, column defaults included)
        const lower = res.body.toLowerCase();
        const isOpenApi = res.statusCode < 300 && /^\/rest\/v1\/?(\?|$)/.test(url);
        const marker = isOpenApi ? undefined : SQL_MARKERS.find((m) => lower.includes(m));
        if (marker) failures.push(`sql (${marker}): ${where}`);
        if (method !== 'GET' && method !== 'HEAD') {
          const after = (await db.query<{ sum: string }>(checksumSql)).rows[0]!.sum;
          if (res.statusCode >= 300 && after !== checksum) failures.push(`changed on refusal: ${where}`);
          checksum = after;
        }
      }
      expect(failures).toEqual([]);
      const ok = [...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0);
      // the generator must reach the database, not only the parser
      expect(ok).toBeGreaterThan(TOTAL * 0.05);
      console.log(
        `rest fuzz (seed ${SEED}): ${TOTAL} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
      );
    },
  );
});

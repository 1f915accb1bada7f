import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMode } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test?.stop();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('echoes a well-formed X-Request-Id', async () => {
    const response = await fetch(`${test.url}/health`, { headers: { 'x-request-id': 'lb-7f3a.01_x' } });
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a.01_x');
  });

  it('gives each request a fresh id when none is sent or the one sent is malformed', async () => {
    const first = (await fetch(`${test.url}/health`)).headers.get('x-request-id');
    const second = (await fetch(`${test.url}/health`)).headers.get('x-request-id');
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
    for (const sent of ['has space', 'quote"', 'x'.repeat(129)]) {
      const answer = (await fetch(`${test.url}/health`, { headers: { 'x-request-id': sent } })).headers;
      expect(answer.get('x-request-id')).toMatch(UUID);
    }
  });

  it('carries the id on refusals too', async () => {
    const refused = await fetch(`${test.url}/rest/v1/profiles`, { headers: { 'x-request-id': 'refused-1' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-request-id')).toBe('refused-1');
  });

  it.runIf(testMode === 'postgres')(
    "names a data request's database session `edgelog <id>` while it runs",
    async () => {
      const side = new pg.Client({ connectionString: test.databaseUrl });
      await side.connect();
      try {
        // A lock held from another session keeps the request's statement running long enough to see.
        await side.query('begin');
        await side.query('lock table public.profiles in access exclusive mode');
        const pending = fetch(`${test.url}/rest/v1/profiles?select=user_id`, {
          headers: {
            apikey: test.serviceRoleKey,
            authorization: `Bearer ${test.serviceRoleKey}`,
            'x-request-id': 'trace-42',
          },
        });
        const watcher = new pg.Client({ connectionString: test.databaseUrl });
        await watcher.connect();
        try {
          await expect
            .poll(
              async () =>
                (
                  await watcher.query<{ application_name: string }>(
                    `select application_name from pg_stat_activity
                      where datname = current_database() and wait_event_type = 'Lock'`,
                  )
                ).rows.map((r) => r.application_name),
              { timeout: 5_000 },
            )
            .toEqual(['edgelog trace-42']);
        } finally {
          await side.query('commit');
          await watcher.end();
        }
        const answer = await pending;
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-request-id')).toBe('trace-42');
      } finally {
        await side.end();
      }
      // Once the request is over its connection goes back to the pool under the plain name.
      const { rows } = await test.server.ctx.db.query<{ n: string }>(
        `select count(*)::text as n from pg_stat_activity where application_name = 'edgelog trace-42'`,
      );
      expect(rows[0]?.n).toBe('0');
    },
  );
});

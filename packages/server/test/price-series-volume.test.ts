import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from './support/server.ts';

/**
 * Price bars may carry their volume ("v"): a series saved before volume was kept still reads,
 * updates and checks as before, a new one keeps its volume, and a volume that is not plain decimal
 * text of zero or more is refused with a 23514, whoever writes it.
 */

const MIGRATIONS = resolve(import.meta.dirname, '../../../supabase/migrations');
const VOLUME = '20260113000200_price_series_volume.sql';

let test: TestServer;
let alice: TestUser;
let folder: string;
let oldId: string;

const OLD_BARS = [
  { t: '2025-03-03T00:00:00Z', o: '187.25', h: '188.10', l: '186.40', c: '187.90' },
  { t: '2025-03-04T00:00:00Z', o: '187.90', h: '189.00', l: '187.10', c: '188.50' },
];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'edgelog-volume-'));
  const all = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql') && name <= VOLUME);
  for (const name of all.filter((n) => n < VOLUME)) copyFileSync(join(MIGRATIONS, name), join(folder, name));
  test = await startTestServer({ migrationsDir: folder });
  alice = await createTestUser(test);
  const { rows } = await test.server.ctx.db.query<{ id: string }>(
    `insert into public.price_series (user_id, symbol, timeframe, bars) values ($1, 'AAPL', '1d', $2::jsonb) returning id`,
    [alice.id, JSON.stringify(OLD_BARS)],
  );
  oldId = rows[0]?.id ?? '';
  copyFileSync(join(MIGRATIONS, VOLUME), join(folder, VOLUME));
  await test.restart();
});
afterAll(async () => {
  await test?.stop();
  rmSync(folder, { recursive: true, force: true });
});

function series(bars: unknown[]): Record<string, unknown> {
  return { symbol: 'MSFT', timeframe: '1d', bars };
}

describe('price_series volume', () => {
  it('keeps a series saved before volume: it reads, passes the check again on update, and has no volume', async () => {
    const updated = await alice.client
      .from('price_series')
      .update({ name: 'Saved before volume' })
      .eq('id', oldId)
      .select('bars, bar_count')
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ bars: OLD_BARS, bar_count: 2 });
    const { rows } = await test.server.ctx.db.query<{ valid: boolean }>(
      'select public.price_bars_valid(bars) as valid from public.price_series where id = $1',
      [oldId],
    );
    expect(rows).toEqual([{ valid: true }]);
  });

  it('saves bars with and without a volume in one series, volume as exact text', async () => {
    const bars = [
      { ...OLD_BARS[0], v: '1250.50' },
      { ...OLD_BARS[1] },
      { t: '2025-03-05T00:00:00Z', o: '188.50', h: '188.70', l: '185.00', c: '185.60', v: '0' },
    ];
    const inserted = await alice.client.from('price_series').insert(series(bars)).select('bars').single();
    expect(inserted.error).toBeNull();
    expect((inserted.data as { bars: unknown }).bars).toEqual(bars);
  });

  it.each([
    ['a negative volume', '-5'],
    ['an exponent', '1e6'],
    ['a number instead of text', 1000],
    ['empty text', ''],
    ['too many digits after the point', '1.1234567890123'],
    ['a leading zero', '01'],
  ])('refuses %s with a 23514', async (_name, v) => {
    const { error } = await alice.client.from('price_series').insert(series([{ ...OLD_BARS[0], v }]));
    expect(error?.code).toBe('23514');
  });

  it('still refuses a key other than t, o, h, l, c and v', async () => {
    const { error } = await alice.client.from('price_series').insert(series([{ ...OLD_BARS[0], x: '1' }]));
    expect(error?.code).toBe('23514');
  });
});

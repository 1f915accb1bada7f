import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOnlyTests } from '../support/owner-only.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/** public.price_series through rest/v1 as the calculators use it: owner-only rows, bars checked. */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

const SUMMARY = 'id, user_id, symbol, timeframe, name, bar_count, first_at, last_at';

interface Bar {
  t: string;
  o: string;
  h: string;
  l: string;
  c: string;
}

function bar(overrides: Partial<Bar> = {}): Bar {
  return { t: '2025-03-03T00:00:00Z', o: '187.25', h: '188.10', l: '186.40', c: '187.90', ...overrides };
}

const THREE_DAYS: Bar[] = [
  bar(),
  bar({ t: '2025-03-04T00:00:00Z', o: '187.90', h: '190.123456789012', l: '187.5', c: '189.00' }),
  bar({ t: '2025-03-05T00:00:00Z', o: '189.00', h: '189.5', l: '0.000000000001', c: '188.25' }),
];

function series(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { symbol: 'AAPL', timeframe: '1d', name: 'AAPL daily', bars: THREE_DAYS, ...overrides };
}

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

describe('price_series', () => {
  it('saves, lists, reads and deletes the owner’s series, keeping prices as exact text', async () => {
    const inserted = await alice.client.from('price_series').insert(series()).select(SUMMARY).single();
    expect(inserted.error).toBeNull();
    const row = inserted.data as { id: string; first_at: string; last_at: string };
    expect(row).toMatchObject({ user_id: alice.id, symbol: 'AAPL', timeframe: '1d', bar_count: 3 });
    expect(new Date(row.first_at).toISOString()).toBe('2025-03-03T00:00:00.000Z');
    expect(new Date(row.last_at).toISOString()).toBe('2025-03-05T00:00:00.000Z');

    const listed = await alice.client.from('price_series').select('id, symbol').order('first_at');
    expect(listed.data).toEqual([{ id: row.id, symbol: 'AAPL' }]);

    const read = await alice.client.from('price_series').select('bars').eq('id', row.id).single();
    expect((read.data as { bars: Bar[] }).bars).toEqual(THREE_DAYS);

    const removed = await alice.client.from('price_series').delete().eq('id', row.id).select('id');
    expect(removed.data).toEqual([{ id: row.id }]);
    expect((await alice.client.from('price_series').select('id')).data).toEqual([]);
  });

  it('derives the count and times from the bars, whatever the writer sends', async () => {
    const { data } = await alice.client
      .from('price_series')
      .insert(series({ bar_count: 99, first_at: '2000-01-01T00:00:00Z', last_at: '2000-01-02T00:00:00Z' }))
      .select('id, bar_count, first_at')
      .single();
    const row = data as { id: string; bar_count: number; first_at: string };
    expect(row.bar_count).toBe(3);
    expect(new Date(row.first_at).toISOString()).toBe('2025-03-03T00:00:00.000Z');

    const updated = await alice.client
      .from('price_series')
      .update({ bar_count: 1, last_at: '2030-01-01T00:00:00Z' })
      .eq('id', row.id)
      .select('bar_count, last_at')
      .single();
    expect(updated.data).toMatchObject({ bar_count: 3 });
    expect(new Date((updated.data as { last_at: string }).last_at).toISOString()).toBe(
      '2025-03-05T00:00:00.000Z',
    );

    const shorter = await alice.client
      .from('price_series')
      .update({ bars: THREE_DAYS.slice(1) })
      .eq('id', row.id)
      .select('bar_count, first_at')
      .single();
    expect(shorter.data).toMatchObject({ bar_count: 2 });
    expect(new Date((shorter.data as { first_at: string }).first_at).toISOString()).toBe(
      '2025-03-04T00:00:00.000Z',
    );
  });

  it('keeps forex pairs and a series without a name', async () => {
    const { error } = await alice.client.from('price_series').insert(
      series({
        symbol: 'EUR/USD',
        timeframe: '15m',
        name: null,
        bars: [bar({ t: '2025-03-03T14:30:00Z', o: '1.08345', h: '1.08400', l: '1.08300', c: '1.08390' })],
      }),
    );
    expect(error).toBeNull();
  });

  const shape = 'price_series_bars_shape';
  it.each([
    ['a lower-case symbol', { symbol: 'aapl' }, 'price_series_symbol_format'],
    ['a symbol with a space', { symbol: 'BRK B' }, 'price_series_symbol_format'],
    ['a pair of one currency', { symbol: 'EUR/EUR' }, 'price_series_symbol_format'],
    ['a timeframe outside the list', { timeframe: '2h' }, 'price_series_timeframe_check'],
    ['an empty name', { name: '' }, 'price_series_name_length'],
    ['an overlong name', { name: 'x'.repeat(81) }, 'price_series_name_length'],
    ['no bars', { bars: [] }, shape],
    ['bars that are not a list', { bars: { t: '2025-03-03T00:00:00Z' } }, shape],
    ['a price as a number', { bars: [{ ...bar(), c: 187.9 }] }, shape],
    ['a missing close', { bars: [{ t: '2025-03-03T00:00:00Z', o: '1', h: '1', l: '1' }] }, shape],
    ['an extra field', { bars: [{ ...bar(), x: '100' }] }, shape],
    ['a zero price', { bars: [bar({ l: '0' })] }, shape],
    ['a negative price', { bars: [bar({ l: '-1' })] }, shape],
    ['a price with an exponent', { bars: [bar({ c: '1e2' })] }, shape],
    ['a price with 13 decimals', { bars: [bar({ c: '187.0000000000001' })] }, shape],
    ['a high below the close', { bars: [bar({ h: '187.80' })] }, shape],
    ['a low above the open', { bars: [bar({ l: '187.30' })] }, shape],
    ['a date without a time', { bars: [bar({ t: '2025-03-03' })] }, shape],
    ['a time with an offset', { bars: [bar({ t: '2025-03-03T00:00:00+01:00' })] }, shape],
    ['30 February', { bars: [bar({ t: '2025-02-30T00:00:00Z' })] }, shape],
    ['bars out of order', { bars: [THREE_DAYS[1], THREE_DAYS[0]] }, shape],
    ['two bars at one time', { bars: [THREE_DAYS[0], THREE_DAYS[0]] }, shape],
  ])('refuses %s with a 23514 naming the rule', async (_name, overrides, constraint) => {
    const { error, status } = await alice.client.from('price_series').insert(series(overrides));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('refuses more than 50,000 bars and more than 8 MB of them', async () => {
    const start = Date.parse('2020-01-01T00:00:00Z');
    const many = (count: number, price: string) =>
      Array.from({ length: count }, (_, i) => ({
        t: new Date(start + i * 60_000).toISOString().replace('.000Z', 'Z'),
        o: price,
        h: price,
        l: price,
        c: price,
      }));
    const tooMany = await alice.client.from('price_series').insert(series({ bars: many(50_001, '1') }));
    expect(tooMany.error?.code).toBe('23514');
    expect(tooMany.error?.message).toContain(shape);
    const long = '123456789012345.123456789012';
    const tooBig = await alice.client.from('price_series').insert(series({ bars: many(49_000, long) }));
    expect(tooBig.error?.code).toBe('23514');
    expect(tooBig.error?.message).toContain('price_series_bars_size');
  });

  it('keeps the bar validators of the checks out of anon’s reach through rpc/', async () => {
    const anon = test.client();
    const bars = [{ t: '2025-03-03T00:00:00Z', o: '1', h: '2', l: '1', c: '2' }];
    for (const [fn, args] of [
      ['price_bars_valid', { bars }],
      ['price_text_ok', { p: '1.5' }],
      ['price_bar_time_ok', { t: '2025-03-03T00:00:00Z' }],
    ] as const) {
      const { data, error } = await anon.rpc(fn, args);
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });

  ownerOnlyTests({
    table: 'price_series',
    row: series,
    change: { name: 'mine' },
    context: () => ({ test, alice, bob }),
  });
});

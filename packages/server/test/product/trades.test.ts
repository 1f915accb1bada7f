import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOnlyTests } from '../support/owner-only.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/** public.trades through rest/v1 as the web app uses it: owner-only rows, the form's rules as checks. */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

// Exact decimals are read back as text: numeric comes over JSON as a number otherwise.
const EXACT =
  'id, user_id, symbol, status, entry:entry_price::text, quantity::text, fees::text, exit:exit_price::text';

function trade(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    instrument: 'stock',
    symbol: 'AAPL',
    side: 'long',
    status: 'open',
    entry_price: '187.25',
    stop_price: '180',
    target_price: '200',
    quantity: '10',
    fees: '1.50',
    opened_at: '2026-01-05T14:30:00Z',
    ...overrides,
  };
}

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

describe('trades', () => {
  it('inserts, reads, updates and deletes the owner’s trade, keeping decimals exact', async () => {
    const inserted = await alice.client
      .from('trades')
      .insert(
        trade({
          quantity: '0.00000001',
          instrument: 'crypto',
          symbol: 'BTC/USDT',
          entry_price: '43250.123456789012',
          stop_price: null,
          target_price: null,
        }),
      )
      .select(EXACT)
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({
      user_id: alice.id,
      symbol: 'BTC/USDT',
      entry: '43250.123456789012',
      quantity: '0.00000001',
      fees: '1.50',
    });
    const id = (inserted.data as { id: string }).id;

    const list = await alice.client.from('trades').select(EXACT).order('opened_at', { ascending: false });
    expect(list.data?.map((row) => row.id)).toEqual([id]);

    const closed = await alice.client
      .from('trades')
      .update({ status: 'closed', exit_price: '43300.5', closed_at: '2026-01-05T15:00:00Z' })
      .eq('id', id)
      .select(EXACT)
      .single();
    expect(closed.error).toBeNull();
    expect(closed.data).toMatchObject({ status: 'closed', exit: '43300.5' });

    const removed = await alice.client.from('trades').delete().eq('id', id).select('id');
    expect(removed.data).toEqual([{ id }]);
    expect((await alice.client.from('trades').select('id')).data).toEqual([]);
  });

  it.each([
    ['a long stop above the entry', { stop_price: '190' }, 'trades_stop_on_loss_side'],
    [
      'a short target above the entry',
      { side: 'short', stop_price: '190', target_price: '195' },
      'trades_target_on_profit_side',
    ],
    ['a zero entry', { entry_price: '0', stop_price: null, target_price: null }, 'trades_prices_positive'],
    ['a negative quantity', { quantity: '-1' }, 'trades_quantity_positive'],
    ['negative fees', { fees: '-0.01' }, 'trades_fees_not_negative'],
    ['an open trade without a size', { quantity: null }, 'trades_open_needs_fill'],
    [
      'a closed trade without an exit',
      { status: 'closed', closed_at: '2026-01-06T00:00:00Z' },
      'trades_exit_when_closed',
    ],
    ['an exit on an open trade', { exit_price: '190' }, 'trades_exit_when_closed'],
    [
      'a close before the open',
      { status: 'closed', exit_price: '190', closed_at: '2026-01-04T00:00:00Z' },
      'trades_closed_after_opened',
    ],
    ['a lower-case symbol', { symbol: 'aapl' }, 'trades_symbol_format'],
    ['a symbol with a space', { symbol: 'BRK B' }, 'trades_symbol_format'],
    [
      'a forex symbol that is not a pair',
      { instrument: 'forex', symbol: 'EURUSD', entry_price: '1.1', stop_price: '1.09', target_price: '1.12' },
      'trades_symbol_format',
    ],
    [
      'a pair of one currency',
      { instrument: 'forex', symbol: 'EUR/EUR', entry_price: '1.1', stop_price: null, target_price: null },
      'trades_symbol_format',
    ],
    ['overlong notes', { notes: 'x'.repeat(5001) }, 'trades_notes_length'],
  ])('refuses %s with a 23514 naming the rule', async (_name, overrides, constraint) => {
    const { error, status } = await alice.client.from('trades').insert(trade(overrides));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('refuses an instrument, side or status outside the lists', async () => {
    for (const overrides of [{ instrument: 'options' }, { side: 'flat' }, { status: 'archived' }]) {
      const { error } = await alice.client.from('trades').insert(trade(overrides));
      expect(error?.code, JSON.stringify(overrides)).toBe('23514');
    }
  });

  it('keeps a planned trade without size or open time', async () => {
    const { error } = await alice.client
      .from('trades')
      .insert(trade({ status: 'planned', quantity: null, opened_at: null }));
    expect(error).toBeNull();
  });

  it('touches updated_at on every change', async () => {
    const { data } = await alice.client.from('trades').insert(trade()).select('id, updated_at').single();
    const row = data as { id: string; updated_at: string };
    await test.server.ctx.db.query(`update public.trades set updated_at = '2000-01-01' where id = $1`, [
      row.id,
    ]);
    const { data: after } = await alice.client
      .from('trades')
      .update({ notes: 'moved the stop' })
      .eq('id', row.id)
      .select('updated_at')
      .single();
    expect(new Date((after as { updated_at: string }).updated_at).getFullYear()).toBeGreaterThan(2000);
  });

  ownerOnlyTests({
    table: 'trades',
    row: trade,
    change: { notes: 'mine' },
    context: () => ({ test, alice, bob }),
  });
});

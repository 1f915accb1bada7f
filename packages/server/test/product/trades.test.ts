import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresOf, saveTrades, type FillInput } from '../support/journal.ts';
import { ownerOnlyTests } from '../support/owner-only.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * public.trades and public.trade_executions through rest/v1 and rpc/save_trades: plans checked by
 * the form's rules, trades built from fills whose figures the database keeps, one round trip per
 * trade, and nothing hung on another user's trade.
 */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

function plan(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    asset_class: 'stock',
    symbol: 'AAPL',
    side: 'long',
    entry_price: '187.25',
    stop_price: '180',
    target_price: '200',
    quantity: '10',
    ...overrides,
  };
}

const fill = (
  executed_at: string,
  side: 'buy' | 'sell',
  quantity: string,
  price: string,
  extra: Partial<FillInput> = {},
) => ({ executed_at, side, quantity, price, ...extra }) satisfies FillInput;

async function refusal(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error('the write was accepted');
}

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

describe('plans', () => {
  it('keeps a trade without fills as a plan with its risk and planned R, decimals exact', async () => {
    const { data, error } = await alice.client
      .from('trades')
      .insert(
        plan({
          quantity: '0.00000001',
          entry_price: '43250.123456789012',
          stop_price: '43000',
          target_price: '43500',
        }),
      )
      .select(
        'status, side, entry:entry_price::text, quantity::text, initial_risk::text, planned_r::text, fill_count',
      )
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      status: 'planned',
      side: 'long',
      entry: '43250.123456789012',
      quantity: '0.00000001',
      initial_risk: '0.00000250123456789012',
      planned_r: expect.stringMatching(/^0\.999\d+$/) as string,
      fill_count: 0,
    });
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
    ['a lower-case symbol', { symbol: 'aapl' }, 'trades_symbol_format'],
    ['a symbol with a space', { symbol: 'BRK B' }, 'trades_symbol_format'],
    [
      'a forex symbol that is not a pair',
      {
        asset_class: 'forex',
        symbol: 'EUR-USD',
        entry_price: '1.1',
        stop_price: '1.09',
        target_price: '1.12',
      },
      'trades_symbol_format',
    ],
    [
      'a pair of one currency',
      { asset_class: 'forex', symbol: 'EUR/EUR', entry_price: '1.1', stop_price: null, target_price: null },
      'trades_symbol_format',
    ],
    ['overlong notes', { notes: 'x'.repeat(20001) }, 'trades_notes_length'],
    ['a zero multiplier', { multiplier: '0' }, 'trades_multiplier_range'],
    ['a rating of 6', { rating: 6 }, 'trades_rating_range'],
    ['a confidence of 0', { confidence: 0 }, 'trades_confidence_range'],
    ['a negative MAE', { mae: '-1' }, 'trades_excursions_range'],
    ['an asset class outside the list', { asset_class: 'futures' }, 'trades_asset_class'],
    ['a lower-case currency', { currency: 'usd' }, 'trades_currency_format'],
  ])('refuses %s with a 23514 naming the rule', async (_name, overrides, constraint) => {
    const { error, status } = await alice.client.from('trades').insert(plan(overrides));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('takes a forex pair written as brokers write it', async () => {
    const { error } = await alice.client.from('trades').insert(
      plan({
        asset_class: 'forex',
        symbol: 'EURUSD',
        entry_price: '1.1',
        stop_price: '1.09',
        target_price: '1.12',
      }),
    );
    expect(error).toBeNull();
  });

  it('takes notes of 20,000 characters and a currency from its account', async () => {
    const account = await alice.client
      .from('accounts')
      .insert({ name: 'Notes', currency: 'EUR', starting_balance: '1000' })
      .select('id')
      .single();
    const { data, error } = await alice.client
      .from('trades')
      .insert(plan({ notes: 'x'.repeat(20000), account_id: account.data?.id }))
      .select('currency')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ currency: 'EUR' });
  });

  it('touches updated_at on every change', async () => {
    const { data } = await alice.client.from('trades').insert(plan()).select('id').single();
    const id = (data as { id: string }).id;
    await test.server.ctx.db.query(`update public.trades set updated_at = '2000-01-01' where id = $1`, [id]);
    const { data: after } = await alice.client
      .from('trades')
      .update({ notes: 'moved the stop' })
      .eq('id', id)
      .select('updated_at')
      .single();
    expect(new Date((after as { updated_at: string }).updated_at).getFullYear()).toBeGreaterThan(2000);
  });
});

describe('trades built from fills', () => {
  it('saves a trade with its fills and tags in one call, then edits, removes and adds fills by id', async () => {
    const tag = await alice.client.from('tags').insert({ name: 'Breakout' }).select('id').single();
    const [id] = await saveTrades(alice.client, [
      {
        symbol: 'MSFT',
        stop_price: '395',
        executions: [
          fill('2026-01-05T14:30:00Z', 'buy', '10', '400', { commission: '1' }),
          fill('2026-01-05T15:00:00Z', 'sell', '10', '410', { commission: '1' }),
        ],
        tag_ids: [tag.data!.id as string],
      },
    ]);
    expect(await figuresOf(alice.client, id!)).toMatchObject({
      status: 'closed',
      net_pnl: '98',
      fill_count: 2,
    });
    const links = await alice.client.from('trade_tags').select('tag_id').eq('trade_id', id!);
    expect(links.data).toEqual([{ tag_id: tag.data!.id }]);

    const fills = await alice.client
      .from('trade_executions')
      .select('id, side, symbol, account_id')
      .eq('trade_id', id!)
      .order('executed_at');
    expect(fills.data?.map((f) => f.symbol)).toEqual(['MSFT', 'MSFT']);
    const [entry, exit] = fills.data as Array<{ id: string }>;

    // The entry is repriced, the exit replaced by two partial exits; the tag removed.
    await saveTrades(alice.client, [
      {
        id,
        executions: [
          { ...fill('2026-01-05T14:30:00Z', 'buy', '10', '401', { commission: '1' }), id: entry!.id },
          fill('2026-01-05T15:00:00Z', 'sell', '4', '411'),
          fill('2026-01-05T15:30:00Z', 'sell', '6', '412'),
        ],
        tag_ids: [],
      },
    ]);
    const after = await alice.client.from('trade_executions').select('id').eq('trade_id', id!);
    const ids = (after.data as Array<{ id: string }>).map((f) => f.id);
    expect(ids).toHaveLength(3);
    expect(ids).toContain(entry!.id);
    expect(ids).not.toContain(exit!.id);
    // (4 x 411 + 6 x 412) - 10 x 401 = 106; costs 1.
    expect(await figuresOf(alice.client, id!)).toMatchObject({
      net_pnl: '105',
      exit_price: '411.6',
      fill_count: 3,
    });
    expect((await alice.client.from('trade_tags').select('id').eq('trade_id', id!)).data).toEqual([]);
  });

  it('returns the ids in order and writes a whole save or nothing', async () => {
    const ids = await saveTrades(alice.client, [
      { symbol: 'ONE', executions: [fill('2026-01-06T14:30:00Z', 'buy', '1', '10')] },
      { symbol: 'TWO', side: 'short', entry_price: '20' },
    ]);
    const rows = await alice.client.from('trades').select('id, symbol').in('id', ids);
    const symbolOf = new Map(
      (rows.data as Array<{ id: string; symbol: string }>).map((r) => [r.id, r.symbol]),
    );
    expect(ids.map((id) => symbolOf.get(id))).toEqual(['ONE', 'TWO']);

    const failed = await refusal(
      saveTrades(alice.client, [
        { symbol: 'THREE', executions: [fill('2026-01-06T14:30:00Z', 'buy', '1', '10')] },
        { symbol: 'four', side: 'long', entry_price: '1' },
      ]),
    );
    expect(failed.code).toBe('23514');
    expect(failed.message).toContain('trades_symbol_format');
    expect((await alice.client.from('trades').select('id').eq('symbol', 'THREE')).data).toEqual([]);
  });

  it('refuses bad values with the rule they break', async () => {
    const quantity = await refusal(
      saveTrades(alice.client, [
        { symbol: 'BAD', executions: [fill('2026-01-06T14:30:00Z', 'buy', '0', '10')] },
      ]),
    );
    expect(quantity.code).toBe('23514');
    expect(quantity.message).toContain('trade_executions_quantity_positive');
    const side = await alice.client.rpc('save_trades', {
      trades: [
        { symbol: 'BAD', executions: [{ ...fill('2026-01-06T14:30:00Z', 'buy', '1', '10'), side: 'hold' }] },
      ],
    });
    expect(side.error?.message).toContain('trade_executions_side');
    const text = await refusal(
      saveTrades(alice.client, [
        { symbol: 'BAD', executions: [fill('2026-01-06T14:30:00Z', 'buy', 'ten', '10')] },
      ]),
    );
    expect(text.code).toBe('22P02');
    const shape = await alice.client.rpc('save_trades', { trades: [{ symbol: 'BAD', executions: 'none' }] });
    expect(shape.error?.message).toMatch(/^VALIDATION-001/);
    expect((await alice.client.from('trades').select('id').eq('symbol', 'BAD')).data).toEqual([]);
  });

  it('overwrites a figure written straight to a derived column', async () => {
    const [id] = await saveTrades(alice.client, [
      {
        symbol: 'NVDA',
        executions: [
          fill('2026-01-07T14:30:00Z', 'buy', '2', '100'),
          fill('2026-01-07T15:30:00Z', 'sell', '2', '105'),
        ],
      },
    ]);
    const before = await figuresOf(alice.client, id!);
    const forged = await alice.client
      .from('trades')
      .update({
        net_pnl: '1000000',
        gross_pnl: '1',
        status: 'open',
        entry_price: '1',
        exit_price: '2',
        quantity: '99',
        result: 'loss',
        holding_ms: 1,
        fill_count: 40,
        closed_at: null,
        notes: 'edited',
      })
      .eq('id', id!)
      .select('notes')
      .single();
    expect(forged.error).toBeNull();
    expect(forged.data).toEqual({ notes: 'edited' });
    expect(await figuresOf(alice.client, id!)).toEqual(before);
  });

  it('accepts fills in any order within a request and refuses a trade that crosses zero (TRADE-007)', async () => {
    const [id] = await saveTrades(alice.client, [
      {
        symbol: 'AMD',
        executions: [
          fill('2026-01-08T16:00:00Z', 'sell', '5', '120'),
          fill('2026-01-08T14:30:00Z', 'buy', '3', '100'),
          fill('2026-01-08T15:00:00Z', 'buy', '2', '110'),
        ],
      },
    ]);
    expect(await figuresOf(alice.client, id!)).toMatchObject({
      side: 'long',
      status: 'closed',
      net_pnl: '80',
    });

    const crossing = await refusal(
      saveTrades(alice.client, [
        {
          symbol: 'AMD',
          executions: [
            fill('2026-01-09T14:30:00Z', 'buy', '3', '100'),
            fill('2026-01-09T15:00:00Z', 'sell', '5', '101'),
          ],
        },
      ]),
    );
    expect(crossing.code).toBe('23514');
    expect(crossing.message).toMatch(/^TRADE-007:/);

    const flatBeforeLast = await refusal(
      saveTrades(alice.client, [
        {
          symbol: 'AMD',
          executions: [
            fill('2026-01-09T14:30:00Z', 'buy', '3', '100'),
            fill('2026-01-09T15:00:00Z', 'sell', '3', '101'),
            fill('2026-01-09T15:30:00Z', 'buy', '1', '102'),
          ],
        },
      ]),
    );
    expect(flatBeforeLast.message).toMatch(/^TRADE-007:/);

    // The same rule for a writer that adds fills one by one through rest/v1.
    const exceeding = await alice.client
      .from('trade_executions')
      .insert(fill('2026-01-08T17:00:00Z', 'sell', '1', '121'));
    expect(exceeding.error).not.toBeNull();
    const added = await alice.client
      .from('trade_executions')
      .insert({ ...fill('2026-01-08T17:00:00Z', 'sell', '1', '121'), trade_id: id });
    expect(added.error?.code).toBe('23514');
    expect(added.error?.message).toMatch(/^TRADE-007:/);
    expect(await figuresOf(alice.client, id!)).toMatchObject({ status: 'closed', fill_count: 3 });
  });

  it('refuses a broker execution id seen twice in one account (23505), not in another account', async () => {
    const accounts = await alice.client
      .from('accounts')
      .insert([
        { name: 'Broker A', currency: 'USD', starting_balance: '0' },
        { name: 'Broker B', currency: 'USD', starting_balance: '0' },
      ])
      .select('id, name')
      .order('name');
    const [a, b] = accounts.data as Array<{ id: string }>;
    const trade = (account_id: string, at: string) => ({
      account_id,
      symbol: 'SPY',
      executions: [fill(at, 'buy', '1', '500', { broker_execution_id: 'X-1' })],
    });
    await saveTrades(alice.client, [trade(a!.id, '2026-01-10T14:30:00Z')]);
    const twice = await refusal(saveTrades(alice.client, [trade(a!.id, '2026-01-10T15:30:00Z')]));
    expect(twice.code).toBe('23505');
    expect(twice.message).toContain('trade_executions_broker_id_key');
    await saveTrades(alice.client, [trade(b!.id, '2026-01-10T15:30:00Z')]);
    // Another user's broker ids are theirs.
    const own = await bob.client
      .from('accounts')
      .insert({ name: 'Broker A', currency: 'USD' })
      .select('id')
      .single();
    await saveTrades(bob.client, [trade(own.data!.id as string, '2026-01-10T14:30:00Z')]);
  });

  it('lets nobody hang a fill, a tag or an attachment on another user’s trade', async () => {
    const [bobTrade] = await saveTrades(bob.client, [
      { symbol: 'BOB', executions: [fill('2026-01-11T14:30:00Z', 'buy', '1', '10')] },
    ]);
    const before = await figuresOf(bob.client, bobTrade!);
    const tag = await alice.client.from('tags').insert({ name: 'Mine' }).select('id').single();

    const fillOnIt = await alice.client
      .from('trade_executions')
      .insert({ ...fill('2026-01-11T15:30:00Z', 'sell', '1', '11'), trade_id: bobTrade });
    expect(fillOnIt.error?.code).toBe('23503');
    const tagOnIt = await alice.client
      .from('trade_tags')
      .insert({ trade_id: bobTrade, tag_id: tag.data!.id });
    expect(tagOnIt.error?.code).toBe('23503');
    const attachmentOnIt = await alice.client.from('trade_attachments').insert({
      trade_id: bobTrade,
      object_path: `${alice.id}/${bobTrade}/x.png`,
      file_name: 'x.png',
      content_type: 'image/png',
      size_bytes: 10,
    });
    expect(attachmentOnIt.error?.code).toBe('23503');
    // Naming it in a save makes a new trade of Alice's with that id, which exists: refused.
    const saved = await refusal(
      saveTrades(alice.client, [
        { id: bobTrade, symbol: 'BOB', executions: [fill('2026-01-11T15:30:00Z', 'sell', '1', '11')] },
      ]),
    );
    expect(saved.code).toBe('23505');
    // A fill moved onto it is refused the same way.
    const [own] = await saveTrades(alice.client, [
      { symbol: 'OWN', executions: [fill('2026-01-11T14:30:00Z', 'buy', '1', '10')] },
    ]);
    const moved = await alice.client
      .from('trade_executions')
      .update({ trade_id: bobTrade })
      .eq('trade_id', own!);
    expect(moved.error?.code).toBe('23503');

    expect(await figuresOf(bob.client, bobTrade!)).toEqual(before);
    const { rows } = await test.server.ctx.db.query(
      'select count(*)::int as n from public.trade_executions where trade_id = $1',
      [bobTrade],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
});

describe('owner only', () => {
  ownerOnlyTests({
    table: 'trades',
    row: plan,
    change: { notes: 'mine' },
    context: () => ({ test, alice, bob }),
  });
});

describe('fills owner only', () => {
  let day = 0;
  ownerOnlyTests({
    table: 'trade_executions',
    // Each fill opens a trade of its own: a buy on a new plan.
    parent: async (user) => {
      const { data } = await user.client.from('trades').insert(plan()).select('id').single();
      return { trade_id: (data as { id: string }).id };
    },
    row: (overrides = {}) => {
      day += 1;
      return {
        ...fill(`2026-02-${String((day % 27) + 1).padStart(2, '0')}T14:30:00Z`, 'buy', '1', '10'),
        ...overrides,
      };
    },
    change: { note: 'mine' },
    context: () => ({ test, alice, bob }),
  });
});

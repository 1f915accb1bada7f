import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * An upgrade from the lean trades and accounts (decisions 0006 and 0009) to the journal: a server
 * runs the migrations before the journal's, holds rows saved the old way, then restarts with all
 * of them. Every old trade must read as before, now built from fills.
 */

const MIGRATIONS = resolve(import.meta.dirname, '../../../../supabase/migrations');
const JOURNAL_FROM = '20260108000000';

let test: TestServer;
let alice: TestUser;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'edgelog-migrations-'));
  const all = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'));
  for (const name of all.filter((n) => n < JOURNAL_FROM))
    copyFileSync(join(MIGRATIONS, name), join(folder, name));
  test = await startTestServer({ migrationsDir: folder });
  alice = await createTestUser(test);
  const db = test.server.ctx.db;
  await db.query(
    `insert into public.accounts (user_id, name, currency, balance, created_at)
     values ($1, 'Old account', 'USD', 2500.50, '2025-12-31T23:30:00Z')`,
    [alice.id],
  );
  await db.query(
    `insert into public.trades (user_id, instrument, symbol, side, status, entry_price, stop_price, target_price,
       exit_price, quantity, fees, opened_at, closed_at, notes)
     values
       ($1, 'stock', 'OPEN', 'long', 'open', 187.25, 180, 200, null, 10, 1.50, '2025-12-01T14:30:00Z', null, 'still in'),
       ($1, 'futures', 'ES', 'short', 'closed', 5000.25, 5010, 4980, 4990.75, 2, 4.50, '2025-12-02T14:30:00Z', '2025-12-02T15:00:00Z', null),
       ($1, 'forex', 'EUR/USD', 'long', 'planned', 1.1, 1.09, 1.12, null, 10000, 0, null, null, 'a plan')`,
    [alice.id],
  );
  for (const name of all.filter((n) => n >= JOURNAL_FROM))
    copyFileSync(join(MIGRATIONS, name), join(folder, name));
  await test.restart();
});
afterAll(async () => {
  await test?.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function tradeOf(symbol: string) {
  const { rows } = await test.server.ctx.db.query<Record<string, unknown>>(
    `select asset_class, side, status, entry_price::text, exit_price::text, quantity::text, fees::text,
       opened_at, closed_at, gross_pnl::text, net_pnl::text, initial_risk::text, planned_r::text, fill_count, notes
     from public.trades where symbol = $1`,
    [symbol],
  );
  return rows[0];
}

async function fillsOf(symbol: string) {
  const { rows } = await test.server.ctx.db.query<Record<string, unknown>>(
    `select e.executed_at, e.side, e.quantity::text, e.price::text, e.commission::text, e.fees::text, e.symbol
     from public.trade_executions e join public.trades t on t.id = e.trade_id
     where t.symbol = $1 order by e.executed_at, e.seq`,
    [symbol],
  );
  return rows;
}

describe('the journal migrations on lean rows', () => {
  it('turns an open trade into one entry fill carrying its fees, and reads as before', async () => {
    expect(await fillsOf('OPEN')).toEqual([
      {
        executed_at: new Date('2025-12-01T14:30:00Z'),
        side: 'buy',
        quantity: '10',
        price: '187.25',
        commission: '0',
        fees: '1.50',
        symbol: 'OPEN',
      },
    ]);
    expect(await tradeOf('OPEN')).toMatchObject({
      asset_class: 'stock',
      side: 'long',
      status: 'open',
      entry_price: '187.25',
      exit_price: null,
      quantity: '10',
      fees: '1.50',
      opened_at: new Date('2025-12-01T14:30:00Z'),
      closed_at: null,
      net_pnl: '-1.50',
      initial_risk: '72.50',
      fill_count: 1,
      notes: 'still in',
    });
  });

  it('turns a closed short future into a sell and a buy, with futures in the singular', async () => {
    const fills = await fillsOf('ES');
    expect(fills.map((f) => [f.side, f.quantity, f.price, f.fees])).toEqual([
      ['sell', '2', '5000.25', '4.50'],
      ['buy', '2', '4990.75', '0'],
    ]);
    // The old row had no point value: multiplier 1, as its figures were read before.
    expect(await tradeOf('ES')).toMatchObject({
      asset_class: 'future',
      side: 'short',
      status: 'closed',
      entry_price: '5000.25',
      exit_price: '4990.75',
      fees: '4.50',
      closed_at: new Date('2025-12-02T15:00:00Z'),
      gross_pnl: '19.00',
      net_pnl: '14.50',
      fill_count: 2,
    });
  });

  it('keeps a plan a plan, with its risk and planned R', async () => {
    expect(await fillsOf('EUR/USD')).toEqual([]);
    expect(await tradeOf('EUR/USD')).toMatchObject({
      asset_class: 'forex',
      status: 'planned',
      entry_price: '1.1',
      quantity: '10000',
      initial_risk: '100.00',
      planned_r: '2',
      fill_count: 0,
    });
  });

  it('makes the entered balance the starting balance at the account’s creation day', async () => {
    const { rows } = await test.server.ctx.db.query(
      `select starting_balance::text, starting_date::text, balance::text, kind, break_even_tolerance::text
       from public.accounts where user_id = $1`,
      [alice.id],
    );
    expect(rows).toEqual([
      {
        starting_balance: '2500.50',
        starting_date: '2025-12-31',
        balance: '2500.50',
        kind: 'live',
        break_even_tolerance: '0',
      },
    ]);
  });
});

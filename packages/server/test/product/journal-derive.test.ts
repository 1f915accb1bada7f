import { deriveTrade, generateDemoJournal, type DemoJournal, type TradeDerivation } from '@edgelog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoJournal, type SeededJournal } from '../support/demo-journal.ts';
import { FIGURES, figuresRow, type Figures } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * The database derives every trade's figures by core's definition: a generated journal (several
 * accounts and currencies, stocks, options, futures, forex and crypto, scale-ins and -outs, fees,
 * stops and targets, a few trades still open) saved through rpc/save_trades reads back with the
 * figures core's deriveTrade gives each trade: money to the cent, ratios to 1e-9 relative, times
 * equal.
 */

const TRADES = Number(process.env.EDGELOG_DERIVE_TRADES ?? 600);

let test: TestServer;
let alice: TestUser;
let journal: DemoJournal;
let seeded: SeededJournal;
const stored = new Map<string, Figures>();

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  journal = generateDemoJournal({ seed: 20260108, trades: TRADES, accounts: 5 });
  seeded = await seedDemoJournal(alice.client, journal);
  const page = 1000;
  for (let from = 0; ; from += page) {
    const { data, error } = await alice.client
      .from('trades')
      .select(FIGURES)
      .order('id')
      .range(from, from + page - 1);
    if (error) throw new Error(error.message);
    for (const row of data) {
      const figures = figuresRow.parse(row);
      stored.set(figures.id, figures);
    }
    if (data.length < page) break;
  }
}, 300_000);
afterAll(async () => {
  await test?.stop();
});

/** Money to the cent: the stored exact amount and core's number differ by less than half a cent. */
function expectMoney(label: string, db: string | null, core: number | null) {
  if (db === null || core === null) return expect(db, label).toBe(core);
  expect(Math.abs(Number(db) - core), `${label}: ${db} vs ${core}`).toBeLessThan(0.005);
}

/** Ratios, prices and quantities to 1e-9 relative. */
function expectClose(label: string, db: string | null, core: number | null) {
  if (db === null || core === null) return expect(db, label).toBe(core);
  const scale = Math.max(Math.abs(core), 1e-300);
  expect(Math.abs(Number(db) - core) / scale, `${label}: ${db} vs ${core}`).toBeLessThan(1e-9);
}

function compare(ref: string, db: Figures, core: TradeDerivation) {
  const label = (what: string) => `${ref} ${what}`;
  expect(db.side, label('direction')).toBe(core.direction);
  expect(db.status, label('status')).toBe(core.status);
  expect(db.opened_at && new Date(db.opened_at).toISOString(), label('opened at')).toBe(core.openedAt);
  expect(db.closed_at && new Date(db.closed_at).toISOString(), label('closed at')).toBe(core.closedAt);
  expectClose(label('entry quantity'), db.quantity, core.entryQuantity);
  expectClose(label('closed quantity'), db.closed_quantity, core.closedQuantity);
  expectClose(label('open quantity'), db.open_quantity, core.openQuantity);
  expectClose(label('average entry'), db.entry_price, core.avgEntryPrice);
  expectClose(label('average exit'), db.exit_price, core.avgExitPrice);
  expectMoney(label('gross P&L'), db.gross_pnl, core.grossPnl);
  expectMoney(label('costs'), db.fees, core.costs);
  expectMoney(label('net P&L'), db.net_pnl, core.netPnl);
  expectClose(label('return %'), db.return_pct, core.returnPct);
  expectMoney(label('initial risk'), db.initial_risk, core.initialRisk);
  expectClose(label('R'), db.r_multiple, core.rMultiple);
  expectClose(label('planned R'), db.planned_r, core.plannedR);
  expect(db.holding_ms, label('holding time')).toBe(core.holdingMs);
  expect(db.result, label('result')).toBe(core.result);
}

describe('the database equals core over a generated journal', () => {
  it('saves every trade of the journal', () => {
    expect(seeded.trades.size).toBe(journal.trades.length);
    expect(stored.size).toBe(journal.trades.length);
  });

  it('derives every figure of every trade as deriveTrade does', () => {
    const tolerance = new Map(journal.accounts.map((a) => [a.ref, a.breakEvenTolerance]));
    const statuses = new Set<string>();
    for (const trade of journal.trades) {
      const db = stored.get(seeded.trades.get(trade.ref) ?? '');
      expect(db, trade.ref).toBeDefined();
      const core = deriveTrade({
        executions: trade.executions,
        multiplier: trade.multiplier,
        initialStop: trade.initialStop,
        target: trade.target,
        breakEvenTolerance: tolerance.get(trade.accountRef) ?? null,
      });
      compare(trade.ref, db!, core);
      statuses.add(`${core.status}/${core.direction}/${trade.assetClass}`);
    }
    // The journal covers what the definitions distinguish, so the comparison is not vacuous.
    for (const needed of [
      'open',
      'closed/long',
      'closed/short',
      'option',
      'future',
      'forex',
      'crypto',
      'stock',
    ])
      expect(
        [...statuses].some((s) => s.includes(needed)),
        needed,
      ).toBe(true);
  });

  it('keeps each account’s balance equal to its start, transactions and closed trades', async () => {
    const { rows } = await test.server.ctx.db.query<{ name: string; balance: string; expected: string }>(
      `select a.name, a.balance::text,
         (a.starting_balance
           + coalesce((select sum(x.amount) from public.account_transactions x where x.account_id = a.id), 0)
           + coalesce((select sum(t.net_pnl) from public.trades t where t.account_id = a.id and t.status = 'closed'), 0)
         )::text as expected
       from public.accounts a where a.user_id = $1`,
      [alice.id],
    );
    expect(rows).toHaveLength(journal.accounts.length);
    for (const row of rows) expect(Number(row.balance), row.name).toBe(Number(row.expected));
  });
});

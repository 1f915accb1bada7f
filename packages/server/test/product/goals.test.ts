import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ownerOnlyTests } from '../support/owner-only.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * public.goals through rest/v1: a metric or a rule with a target that fits it (each refusal named
 * goals_target_fits), a period with custom dates only when custom, names unique whatever their
 * capitals, an account scope of the trader's own accounts, and owner-only rows.
 */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

let counter = 0;
const next = () => (counter += 1);

type Row = Record<string, unknown>;
const metricGoal = (metric: string, target: unknown, row: Row = {}): Row => ({
  name: `Goal ${next()}`,
  kind: 'metric',
  metric,
  target,
  ...row,
});
const ruleGoal = (rule: string, target: unknown, row: Row = {}): Row => ({
  name: `Rule ${next()}`,
  kind: 'rule',
  rule,
  target,
  ...row,
});

async function insertGoal(user: TestUser, row: Row) {
  return user.client.from('goals').insert(row).select('*').single();
}

describe('goals', () => {
  it('takes a target on every metric and rule, on its boundaries, monthly by default', async () => {
    const accepted: Row[] = [
      metricGoal('net_pnl', '-250.75'),
      metricGoal('win_rate', '0'),
      metricGoal('win_rate', '100'),
      metricGoal('profit_factor', '0'),
      metricGoal('expectancy', '-12.5'),
      metricGoal('average_r', '0.35'),
      metricGoal('trade_count', '1'),
      metricGoal('max_drawdown', '0.01'),
      ruleGoal('max_daily_loss', '500'),
      ruleGoal('max_trades_per_day', '1'),
      ruleGoal('max_risk_per_trade', '0.5'),
      ruleGoal('max_consecutive_losses', '3'),
    ];
    for (const row of accepted) {
      const { data, error } = await insertGoal(alice, row);
      expect(error, JSON.stringify(row)).toBeNull();
      expect(data).toMatchObject({ period: 'monthly', starts_on: null, ends_on: null, account_id: null });
      expect(data).toMatchObject({ target: Number(row.target), archived_at: null });
    }
  });

  it('refuses a target that does not fit its metric or rule', async () => {
    const refused: Row[] = [
      metricGoal('win_rate', '-0.01'),
      metricGoal('win_rate', '100.01'),
      metricGoal('trade_count', '0'),
      metricGoal('trade_count', '2.5'),
      metricGoal('profit_factor', '-0.1'),
      metricGoal('max_drawdown', '0'),
      metricGoal('max_drawdown', '-100'),
      metricGoal('net_pnl', 'NaN'),
      metricGoal('expectancy', '1e15'),
      ruleGoal('max_daily_loss', '0'),
      ruleGoal('max_daily_loss', '-500'),
      ruleGoal('max_risk_per_trade', '0'),
      ruleGoal('max_trades_per_day', '0'),
      ruleGoal('max_trades_per_day', '1.5'),
      ruleGoal('max_consecutive_losses', '0'),
      ruleGoal('max_consecutive_losses', '2.5'),
    ];
    for (const row of refused) {
      const { error, status } = await insertGoal(alice, row);
      const label = `${String(row.metric ?? row.rule)} ${String(row.target)}`;
      expect([status, error?.code], label).toEqual([400, '23514']);
      expect(error?.message, label).toBe(
        'new row for relation "goals" violates check constraint "goals_target_fits"',
      );
    }
  });

  it('asks for the metric of a metric goal and the rule of a rule goal, from their lists', async () => {
    for (const [row, constraint] of [
      [{ ...metricGoal('net_pnl', '1'), metric: null }, 'goals_kind_fields'],
      [{ ...ruleGoal('max_daily_loss', '1'), rule: null }, 'goals_kind_fields'],
      [{ ...metricGoal('net_pnl', '1'), rule: 'max_daily_loss' }, 'goals_kind_fields'],
      [{ ...metricGoal('net_pnl', '1'), kind: 'rule' }, 'goals_kind_fields'],
      [metricGoal('sharpe', '1'), 'goals_metric'],
      [ruleGoal('no_fomo', '1'), 'goals_rule'],
      [{ ...metricGoal('net_pnl', '1'), kind: 'habit' }, 'goals_kind'],
    ] as const) {
      const { error } = await insertGoal(alice, row);
      expect(error?.code, constraint).toBe('23514');
      expect(error?.message, constraint).toContain(constraint);
    }
    const missingTarget = await insertGoal(alice, metricGoal('net_pnl', null));
    expect(missingTarget.error?.code).toBe('23502');
  });

  it('keeps custom dates for a custom period only, ending on or after they start', async () => {
    const custom = await insertGoal(
      alice,
      metricGoal('net_pnl', '1000', { period: 'custom', starts_on: '2026-03-01', ends_on: '2026-03-01' }),
    );
    expect(custom.error).toBeNull();
    for (const row of ['daily', 'weekly', 'monthly', 'quarterly'].map((period) =>
      metricGoal('net_pnl', '1', { period }),
    )) {
      expect((await insertGoal(alice, row)).error, String(row.period)).toBeNull();
    }
    for (const [dates, constraint] of [
      [{ period: 'custom' }, 'goals_custom_dates'],
      [{ period: 'custom', starts_on: '2026-03-01' }, 'goals_custom_dates'],
      [{ period: 'custom', starts_on: '2026-03-02', ends_on: '2026-03-01' }, 'goals_custom_dates'],
      [{ period: 'weekly', starts_on: '2026-03-01', ends_on: '2026-03-08' }, 'goals_custom_dates'],
      [{ period: 'yearly' }, 'goals_period'],
    ] as const) {
      const { error } = await insertGoal(alice, metricGoal('net_pnl', '1', dates));
      expect(error?.code, JSON.stringify(dates)).toBe('23514');
      expect(error?.message, JSON.stringify(dates)).toContain(constraint);
    }
  });

  it('keeps names trimmed, 1 to 80 characters and unique per trader whatever their capitals', async () => {
    expect((await insertGoal(alice, metricGoal('net_pnl', '1', { name: 'Green month' }))).error).toBeNull();
    const clash = await insertGoal(alice, metricGoal('win_rate', '50', { name: 'GREEN MONTH' }));
    expect([clash.status, clash.error?.code]).toEqual([409, '23505']);
    expect(clash.error?.message).toContain('goals_user_name_key');
    expect((await insertGoal(bob, metricGoal('net_pnl', '1', { name: 'green month' }))).error).toBeNull();
    for (const name of ['', ' Padded', 'x'.repeat(81)]) {
      const { error } = await insertGoal(alice, metricGoal('net_pnl', '1', { name }));
      expect(error?.message, JSON.stringify(name)).toContain('goals_name_length');
    }
    expect((await insertGoal(alice, metricGoal('net_pnl', '1', { name: 'x'.repeat(80) }))).error).toBeNull();
  });

  it('scopes a goal to one of the trader’s accounts, and goes with that account', async () => {
    const account = async (user: TestUser) => {
      const { data } = await user.client
        .from('accounts')
        .insert({ name: `Acc ${next()}`, currency: 'USD' })
        .select('id')
        .single();
      return z.object({ id: z.string() }).parse(data).id;
    };
    const mine = await account(alice);
    const theirs = await account(bob);
    const scoped = await insertGoal(alice, ruleGoal('max_daily_loss', '500', { account_id: mine }));
    expect(scoped.error).toBeNull();
    const everywhere = await insertGoal(alice, ruleGoal('max_daily_loss', '800'));
    const refused = await insertGoal(alice, ruleGoal('max_daily_loss', '500', { account_id: theirs }));
    expect(refused.error?.code).toBe('23503');

    expect((await alice.client.from('accounts').delete().eq('id', mine)).error).toBeNull();
    const ids = [scoped.data, everywhere.data].map((row) => z.object({ id: z.string() }).parse(row).id);
    const left = await alice.client.from('goals').select('id').in('id', ids);
    expect(left.data).toEqual([{ id: ids[1] }]);
  });

  it('is archived and changed in place, its updated_at moving', async () => {
    const { data } = await insertGoal(alice, metricGoal('win_rate', '55'));
    const goal = z.object({ id: z.string(), updated_at: z.string() }).parse(data);
    const changed = await alice.client
      .from('goals')
      .update({ target: '60', archived_at: '2026-02-01T00:00:00Z' })
      .eq('id', goal.id)
      .select('target, archived_at, updated_at')
      .single();
    expect(changed.error).toBeNull();
    const row = z
      .object({ target: z.number(), archived_at: z.string(), updated_at: z.string() })
      .parse(changed.data);
    expect(row.target).toBe(60);
    expect(Date.parse(row.archived_at)).toBe(Date.parse('2026-02-01T00:00:00Z'));
    expect(Date.parse(row.updated_at)).toBeGreaterThan(Date.parse(goal.updated_at));
  });

  ownerOnlyTests({
    table: 'goals',
    row: (overrides = {}) => metricGoal('net_pnl', '100', overrides),
    change: { target: 7 },
    context: () => ({ test, alice, bob }),
  });
});

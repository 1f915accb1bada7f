import { describe, expect, it } from 'vitest';
import type { CommissionScheduleRow } from '../../trades/commission-schedule.ts';
import type { ImportedExecution } from '../types.ts';
import { fingerprintExecutions } from './fingerprint.ts';
import { planImport } from './plan-import.ts';
import { chargeableFills, fileCarriesCosts } from './schedule.ts';

const ACCOUNT = '6f1c2d3e-0000-4000-8000-000000000001';

function fill(
  time: string,
  side: 'buy' | 'sell',
  quantity: number,
  price: number,
  more: Partial<ImportedExecution> = {},
) {
  const execution: ImportedExecution = {
    time,
    symbol: 'MESZ5',
    side,
    quantity,
    price,
    commission: 0,
    fees: 0,
    assetClass: 'future',
    ...more,
  };
  return execution;
}

function rate(overrides: Partial<CommissionScheduleRow>): CommissionScheduleRow {
  return {
    accountId: null,
    symbol: null,
    kind: 'per_unit',
    perUnit: '0',
    perFill: '0',
    percent: null,
    minCharge: null,
    maxCharge: null,
    ...overrides,
  };
}

function plan(
  executions: ImportedExecution[],
  rows: CommissionScheduleRow[],
  chargeable = chargeableFills(executions),
) {
  return planImport({
    executions,
    accountId: ACCOUNT,
    keys: fingerprintExecutions(executions, ACCOUNT),
    existing: { brokerExecutionIds: [], importKeys: [], openTrades: [] },
    instruments: [],
    schedule: { rows, chargeable },
  });
}

const NO_COSTS = [
  fill('2026-03-09T14:30:00Z', 'buy', 2, 5000),
  fill('2026-03-09T14:45:00Z', 'sell', 2, 5010),
  fill('2026-03-10T14:30:00Z', 'sell', 1, 5020, { symbol: 'MESH6' }),
  fill('2026-03-10T14:40:00Z', 'buy', 1, 5000, { symbol: 'MESH6' }),
];

describe('the schedule in an import', () => {
  it('charges every fill of a file without costs, by the root across contract months', () => {
    const result = plan(NO_COSTS, [rate({ symbol: 'MES', perUnit: '0.62' }), rate({ perFill: '5' })]);
    expect(result.scheduledFills).toBe(4);
    const fills = result.trades.flatMap((trade) => trade.executions);
    expect(
      fills.map((execution) => [execution.commission, execution.fees, execution.fees_from_schedule]),
    ).toEqual([
      ['1.24', '0', true],
      ['1.24', '0', true],
      ['0.62', '0', true],
      ['0.62', '0', true],
    ]);
  });

  it('charges the most specific row: this account over any account', () => {
    const result = plan(NO_COSTS.slice(0, 2), [
      rate({ symbol: 'MES', perUnit: '0.62' }),
      rate({ accountId: ACCOUNT, symbol: 'MES', perUnit: '0.25', perFill: '0.1' }),
    ]);
    expect(result.trades[0]?.executions.map((execution) => execution.commission)).toEqual(['0.6', '0.6']);
  });

  it('leaves a file that states costs as it is, its 0.00 fills included', () => {
    const stated = [
      fill('2026-03-09T14:30:00Z', 'buy', 2, 5000, { commission: 1.04 }),
      fill('2026-03-09T14:45:00Z', 'sell', 2, 5010),
    ];
    expect(fileCarriesCosts(stated)).toBe(true);
    const result = plan(stated, [rate({ perUnit: '0.62' })]);
    expect(result.scheduledFills).toBe(0);
    const fills = result.trades[0]?.executions ?? [];
    expect(fills.map((execution) => execution.commission)).toEqual(['1.04', '0']);
    expect(fills.some((execution) => execution.fees_from_schedule)).toBe(false);
  });

  it('decides per file: a costless file beside one with costs is still charged', () => {
    const withCosts = [fill('2026-03-11T14:30:00Z', 'buy', 1, 5000, { symbol: 'ESZ5', fees: 0.5 })];
    const chargeable = [...chargeableFills(NO_COSTS.slice(0, 2)), ...chargeableFills(withCosts)];
    const result = plan([...NO_COSTS.slice(0, 2), ...withCosts], [rate({ perUnit: '1' })], chargeable);
    expect(chargeable).toEqual([true, true, false]);
    expect(result.scheduledFills).toBe(2);
  });

  it('charges nothing where no row applies or no schedule is given', () => {
    expect(plan(NO_COSTS, [rate({ symbol: 'NQ', perUnit: '2' })]).scheduledFills).toBe(0);
    const without = planImport({
      executions: NO_COSTS,
      accountId: ACCOUNT,
      keys: fingerprintExecutions(NO_COSTS, ACCOUNT),
      existing: { brokerExecutionIds: [], importKeys: [], openTrades: [] },
      instruments: [],
    });
    expect(without.scheduledFills).toBe(0);
    expect(without.trades[0]?.executions[0]?.commission).toBe('0');
  });

  it('takes a percentage of the value with the contract multiplier', () => {
    const result = plan(NO_COSTS.slice(0, 1), [rate({ kind: 'percent', percent: '0.01' })]);
    // 0.01% of 2 x 5000 x 5 (MES is $5 a point).
    expect(result.trades[0]?.executions[0]?.commission).toBe('5');
  });
});

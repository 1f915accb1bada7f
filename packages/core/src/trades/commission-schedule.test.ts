import { describe, expect, it } from 'vitest';
import {
  pickScheduleRow,
  scheduleChargeOf,
  scheduleChargeOfFills,
  scheduleScopeOf,
  type CommissionScheduleRow,
} from './commission-schedule.ts';

function row(overrides: Partial<CommissionScheduleRow>): CommissionScheduleRow {
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

const fill = (quantity: string, price = '100', multiplier = '1') => ({ quantity, price, multiplier });

describe('a charge per contract', () => {
  it('is the rate times the contracts plus the charge per fill, exactly', () => {
    expect(scheduleChargeOf(row({ perUnit: '0.62' }), fill('3'))).toBe('1.86');
    expect(scheduleChargeOf(row({ perUnit: '0.1', perFill: '0.2' }), fill('3'))).toBe('0.5');
    expect(scheduleChargeOf(row({ perUnit: '2.25' }), fill('1,000'))).toBe('2250');
  });

  it('ignores bounds an older row might hold', () => {
    expect(scheduleChargeOf(row({ perUnit: '1', minCharge: '5', maxCharge: '2' }), fill('3'))).toBe('3');
  });

  it('waits for a quantity', () => {
    expect(scheduleChargeOf(row({ perUnit: '1' }), fill(''))).toBeNull();
    expect(scheduleChargeOf(row({ perUnit: '1' }), fill('abc'))).toBeNull();
  });
});

describe('a charge per share with a minimum and a maximum', () => {
  const ibkr = row({ kind: 'per_share', perUnit: '0.005', minCharge: '1', maxCharge: '7.5' });

  it('is the rate times the shares between the bounds', () => {
    expect(scheduleChargeOf(ibkr, fill('500'))).toBe('2.5');
    expect(scheduleChargeOf(ibkr, fill('1000'))).toBe('5');
    // 0.0035 x 7 is 0.0245: no binary rounding on the way.
    expect(scheduleChargeOf(row({ kind: 'per_share', perUnit: '0.0035' }), fill('7'))).toBe('0.0245');
  });

  it('is raised to the minimum and capped at the maximum', () => {
    expect(scheduleChargeOf(ibkr, fill('10'))).toBe('1');
    expect(scheduleChargeOf(ibkr, fill('100000'))).toBe('7.5');
  });

  it('has no bound where none is set', () => {
    expect(scheduleChargeOf(row({ kind: 'per_share', perUnit: '0.005' }), fill('10'))).toBe('0.05');
  });
});

describe('a percentage of the value', () => {
  it('is the percent of quantity x price x multiplier', () => {
    const crypto = row({ kind: 'percent', percent: '0.1' });
    expect(scheduleChargeOf(crypto, fill('0.5', '64000'))).toBe('32');
    expect(scheduleChargeOf(crypto, fill('2', '12.345'))).toBe('0.02469');
    const options = row({ kind: 'percent', percent: '1' });
    expect(scheduleChargeOf(options, fill('2', '1.5', '100'))).toBe('3');
  });

  it('keeps its bounds and rounds at ten decimal places', () => {
    const bounded = row({ kind: 'percent', percent: '0.25', minCharge: '2' });
    expect(scheduleChargeOf(bounded, fill('1', '100'))).toBe('2');
    expect(scheduleChargeOf(row({ kind: 'percent', percent: '0.3333' }), fill('1', '0.0000123'))).toBe(
      '0.000000041',
    );
  });

  it('waits for a price', () => {
    expect(scheduleChargeOf(row({ kind: 'percent', percent: '0.1' }), fill('1', ''))).toBeNull();
  });
});

describe('several fills', () => {
  it('adds each fill charged on its own (a minimum applies to each)', () => {
    const bounded = row({ kind: 'per_share', perUnit: '0.005', minCharge: '1' });
    expect(scheduleChargeOfFills(bounded, [fill('100'), fill('100')])).toBe('2');
    expect(scheduleChargeOfFills(bounded, [fill('100'), fill('')])).toBeNull();
  });
});

describe('the row that applies', () => {
  const rows = [
    row({ perFill: '1' }),
    row({ accountId: 'a1', kind: 'per_share', perUnit: '0.005' }),
    row({ symbol: 'MES', perUnit: '0.62' }),
    row({ symbol: 'MESZ5', perUnit: '0.5' }),
    row({ accountId: 'a1', symbol: 'MES', perUnit: '0.25' }),
  ];

  it('reads a futures root across contract months', () => {
    expect(scheduleScopeOf('MESH6', 'a2')).toEqual({ accountId: 'a2', symbol: 'MESH6', root: 'MES' });
    expect(pickScheduleRow(rows, scheduleScopeOf('MESH6', 'a2'))?.perUnit).toBe('0.62');
    expect(pickScheduleRow(rows, scheduleScopeOf('MESM26', 'a2'))?.perUnit).toBe('0.62');
  });

  it('prefers account and instrument, then instrument, then account, then the general row', () => {
    expect(pickScheduleRow(rows, scheduleScopeOf('MESH6', 'a1'))?.perUnit).toBe('0.25');
    expect(pickScheduleRow(rows, scheduleScopeOf('AAPL', 'a1'))?.kind).toBe('per_share');
    expect(pickScheduleRow(rows, scheduleScopeOf('AAPL', 'a2'))?.perFill).toBe('1');
  });

  it('prefers the exact contract to its root at the same level', () => {
    expect(pickScheduleRow(rows, scheduleScopeOf('MESZ5', 'a2'))?.perUnit).toBe('0.5');
    // The account's root row is more specific than another account's (or any account's) contract.
    expect(pickScheduleRow(rows, scheduleScopeOf('MESZ5', 'a1'))?.perUnit).toBe('0.25');
  });

  it('does not take an option for its underlying, nor another account for this one', () => {
    const scoped = [row({ symbol: 'AAPL', kind: 'per_share', perUnit: '0.005' })];
    expect(pickScheduleRow(scoped, scheduleScopeOf('AAPL251219C00200000', 'a1'))).toBeNull();
    expect(pickScheduleRow([row({ accountId: 'a9', perFill: '1' })], scheduleScopeOf('ES', 'a1'))).toBeNull();
    expect(pickScheduleRow([], scheduleScopeOf('ES', 'a1'))).toBeNull();
  });
});

import type { CommissionScheduleRow } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { fillCommissionOf, scheduleFor, simpleFeesOf, type ScheduleFormValues } from './commission-defaults';

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

const rows = [
  rate({ perFill: '1' }),
  rate({ accountId: 'a1', kind: 'per_share', perUnit: '0.005', minCharge: '1' }),
  rate({ symbol: 'ES', perUnit: '2.25' }),
  rate({ accountId: 'a1', symbol: 'ES', perUnit: '1.5' }),
  rate({ symbol: 'BTCUSD', kind: 'percent', percent: '0.1' }),
];

const form = (values: Partial<ScheduleFormValues>): ScheduleFormValues => ({
  accountId: 'a2',
  symbol: '',
  assetClass: '',
  multiplier: '',
  quantity: '',
  entryPrice: '',
  exitPrice: '',
  ...values,
});

describe("the schedule's rate for the trade form", () => {
  it('is the most specific row: account and root first, a dated contract by its root', () => {
    expect(scheduleFor(rows, form({ accountId: 'a1', symbol: 'ESZ25' }), [])?.row.perUnit).toBe('1.5');
    expect(scheduleFor(rows, form({ symbol: 'ESZ25' }), [])?.row.perUnit).toBe('2.25');
  });

  it('then the account, then the general one; none before a symbol is typed', () => {
    expect(scheduleFor(rows, form({ accountId: 'a1', symbol: 'AAPL' }), [])?.row.kind).toBe('per_share');
    expect(scheduleFor(rows, form({ symbol: 'AAPL' }), [])?.row.perFill).toBe('1');
    expect(scheduleFor(rows, form({}), [])).toBeNull();
    expect(scheduleFor([], form({ symbol: 'ES' }), [])).toBeNull();
  });

  it("charges the simple form's entry, and its exit once there is one", () => {
    const values = form({ symbol: 'ESZ25', quantity: '2', entryPrice: '5000' });
    const schedule = scheduleFor(rows, values, []);
    if (!schedule) throw new Error('no rate');
    expect(simpleFeesOf(schedule, values)).toBe('4.5');
    expect(simpleFeesOf(schedule, { ...values, exitPrice: '5010' })).toBe('9');
    expect(simpleFeesOf(schedule, { ...values, quantity: '' })).toBeNull();
  });

  it('keeps a minimum per share on each fill', () => {
    const values = form({
      accountId: 'a1',
      symbol: 'AAPL',
      quantity: '100',
      entryPrice: '190',
      exitPrice: '191',
    });
    const schedule = scheduleFor(rows, values, []);
    if (!schedule) throw new Error('no rate');
    expect(simpleFeesOf(schedule, values)).toBe('2');
    expect(fillCommissionOf(schedule, { quantity: '1,000', price: '190' })).toBe('5');
  });

  it('values a percentage at each side’s price, waiting for the price', () => {
    const values = form({ symbol: 'BTCUSD', assetClass: 'crypto', quantity: '0.5', entryPrice: '60000' });
    const schedule = scheduleFor(rows, values, []);
    if (!schedule) throw new Error('no rate');
    expect(simpleFeesOf(schedule, values)).toBe('30');
    expect(simpleFeesOf(schedule, { ...values, exitPrice: '62000' })).toBe('61');
    expect(fillCommissionOf(schedule, { quantity: '1', price: '' })).toBeNull();
  });
});

import {
  EMPTY_TRADE_FORM,
  type CommissionScheduleRow,
  type FillRowValues,
  type TradeField,
  type TradeFormValues,
} from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import type { SaveExecution, SaveTrade } from '../../api/trade';
import {
  fillCommissionOf,
  markScheduleFees,
  prefillFillRows,
  scheduleFor,
  simpleFeesOf,
  type ScheduleFormValues,
} from './commission-defaults';

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

describe('the fills a save marks as charged by the schedule', () => {
  // The form's local times as instants: the test's zone is UTC.
  const toInstant = (local: string) => (local === '' ? null : `${local}:00.000Z`);
  const nothingChanged = () => false;
  const changedOnly =
    (...fields: TradeField[]) =>
    (field: TradeField) =>
      fields.includes(field);
  const execution = (
    time: string,
    side: 'buy' | 'sell',
    charge: Partial<SaveExecution> = {},
  ): SaveExecution => ({
    executed_at: `${time}:00.000Z`,
    side,
    quantity: '2',
    price: '5000',
    commission: '0',
    fees: '0',
    ...charge,
  });
  const trade = (...executions: SaveExecution[]): SaveTrade => ({
    account_id: 'a1',
    symbol: 'MESZ5',
    asset_class: 'future',
    multiplier: '5',
    stop_price: null,
    target_price: null,
    strategy_id: null,
    followed_rule_ids: [],
    notes: null,
    rating: null,
    confidence: null,
    mae: null,
    mfe: null,
    executions,
    tag_ids: [],
  });
  const marks = (trades: SaveTrade[]) =>
    trades.map((saved) => saved.executions.map((fill) => fill.fees_from_schedule ?? null));

  describe('in the simple mode', () => {
    const simple = (values: Partial<TradeFormValues>): TradeFormValues => ({
      ...EMPTY_TRADE_FORM,
      direction: 'short',
      fees: '2.68',
      ...values,
    });
    const saved = [
      trade(execution('2026-03-10T14:30', 'sell', { fees: '2.68' }), execution('2026-03-10T14:50', 'buy')),
    ];
    const written = { fees: '2.68', fills: new Map<string, string>() };

    it('marks the entry, where the fees the schedule gave sit', () => {
      expect(marks(markScheduleFees(saved, simple({}), written, nothingChanged, toInstant))).toEqual([
        [true, null],
      ]);
    });

    it('marks nothing once the trader typed the fees, even the same amount, or the prefill wrote none', () => {
      expect(marks(markScheduleFees(saved, simple({}), written, changedOnly('fees'), toInstant))).toEqual([
        [null, null],
      ]);
      expect(
        marks(markScheduleFees(saved, simple({}), { ...written, fees: '1.34' }, nothingChanged, toInstant)),
      ).toEqual([[null, null]]);
      expect(
        marks(
          markScheduleFees(saved, simple({ fees: '' }), { ...written, fees: '' }, nothingChanged, toInstant),
        ),
      ).toEqual([[null, null]]);
    });
  });

  describe('in the executions editor', () => {
    const row = (key: string, time: string, side: string, commission: string, fees = ''): FillRowValues => ({
      key,
      id: null,
      time,
      side,
      quantity: '2',
      price: '5000',
      commission,
      fees,
    });
    const editor = (fills: FillRowValues[]): TradeFormValues => ({
      ...EMPTY_TRADE_FORM,
      mode: 'executions',
      fills,
    });
    const written = {
      fees: '',
      fills: new Map([
        ['r1', '1.34'],
        ['r2', '1.34'],
        ['r3', '1.34'],
      ]),
    };

    it('marks each fill whose commission the prefill wrote and the trader left, in whichever trade it lands', () => {
      const values = editor([
        row('r1', '2026-03-10T14:30', 'buy', '1.34'),
        row('r2', '2026-03-10T14:40', 'sell', '1.34'),
        row('r3', '2026-03-10T14:50', 'sell', '2'),
      ]);
      // The 14:40 sell crossed zero: split, its parts in both trades.
      const saved = [
        trade(
          execution('2026-03-10T14:30', 'buy', { commission: '1.34' }),
          execution('2026-03-10T14:40', 'sell', { commission: '0.67' }),
        ),
        trade(
          execution('2026-03-10T14:40', 'sell', { commission: '0.67' }),
          execution('2026-03-10T14:50', 'sell', { commission: '2' }),
        ),
      ];
      expect(marks(markScheduleFees(saved, values, written, nothingChanged, toInstant))).toEqual([
        [true, true],
        [true, null],
      ]);
      // The trader's own amount for the first fill, and a fee typed beside the second's commission.
      const edited = editor([
        row('r1', '2026-03-10T14:30', 'buy', '1.34'),
        row('r2', '2026-03-10T14:40', 'sell', '1.34', '0.5'),
        row('r3', '2026-03-10T14:50', 'sell', '2'),
      ]);
      expect(
        marks(markScheduleFees(saved, edited, written, changedOnly('fills.0.commission'), toInstant)),
      ).toEqual([
        [null, null],
        [null, null],
      ]);
    });

    it('leaves rows of one instant and side unmarked when only some are the schedule’s', () => {
      const values = editor([
        row('r1', '2026-03-10T14:30', 'buy', '1.34'),
        row('r2', '2026-03-10T14:30', 'buy', '3'),
      ]);
      const saved = [
        trade(
          execution('2026-03-10T14:30', 'buy', { commission: '1.34' }),
          execution('2026-03-10T14:30', 'buy', { commission: '3' }),
        ),
      ];
      expect(marks(markScheduleFees(saved, values, written, nothingChanged, toInstant))).toEqual([
        [null, null],
      ]);
    });
  });
});

describe("the executions editor's prefill", () => {
  const row = (key: string, side: string, commission = '', fees = ''): FillRowValues => ({
    key,
    id: null,
    time: '2026-03-10T14:30',
    side,
    quantity: '2',
    price: '5000',
    commission,
    fees,
  });
  const untouched = () => false;

  it('charges each fill once after a switch from the simple mode, taking off the fees it carried', () => {
    // The simple mode's prefill wrote 2.68 (both sides); the switch put it on the entry row.
    const written = { fees: '2.68', fills: new Map<string, string>() };
    const { fills, touched } = prefillFillRows(
      [row('e', 'buy', '', '2.68'), row('x', 'sell')],
      () => '1.34',
      written,
      untouched,
    );
    expect(touched).toBe(true);
    expect(fills.map((fill) => [fill.commission, fill.fees])).toEqual([
      ['1.34', ''],
      ['1.34', ''],
    ]);
    expect(written).toEqual({
      fees: '',
      fills: new Map([
        ['e', '1.34'],
        ['x', '1.34'],
      ]),
    });
  });

  it('keeps fees and commissions the trader typed', () => {
    const written = { fees: '2.68', fills: new Map<string, string>() };
    const typed = (field: TradeField) => field === 'fees' || field === 'fills.1.commission';
    const { fills } = prefillFillRows(
      [row('e', 'buy', '', '2.68'), row('x', 'sell', '0.5')],
      () => '1.34',
      written,
      typed,
    );
    expect(fills.map((fill) => [fill.commission, fill.fees])).toEqual([
      ['1.34', '2.68'],
      ['0.5', ''],
    ]);
  });
});

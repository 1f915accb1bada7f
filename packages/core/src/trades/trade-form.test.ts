import { describe, expect, it } from 'vitest';
import { EMPTY_TRADE_FORM, checkTradeForm, type TradeFormValues } from './trade-form.ts';

function form(overrides: Partial<TradeFormValues> = {}): TradeFormValues {
  return {
    ...EMPTY_TRADE_FORM,
    symbol: 'aapl ',
    entry: '187.25',
    quantity: '10',
    openedAt: '2026-01-05T09:30',
    ...overrides,
  };
}

function issuesOf(values: TradeFormValues) {
  const check = checkTradeForm(values);
  return check.ok ? {} : Object.fromEntries(check.issues.map((issue) => [issue.field, issue.code]));
}

describe('checkTradeForm', () => {
  it('turns a valid open trade into its stored form: capitals, plain decimals, no closing fields', () => {
    const check = checkTradeForm(
      form({
        entry: '1,250.50',
        stop: '1,200',
        fees: '',
        exit: '1300',
        closedAt: '2026-01-06T10:00',
        notes: '  ',
      }),
    );
    expect(check).toEqual({
      ok: true,
      draft: {
        instrument: 'stock',
        symbol: 'AAPL',
        side: 'long',
        status: 'open',
        entry: '1250.50',
        stop: '1200',
        target: null,
        exit: null,
        quantity: '10',
        fees: '0',
        openedAt: '2026-01-05T09:30',
        closedAt: null,
        notes: null,
      },
    });
  });

  it('keeps every digit the trader typed (no float rounding on the way)', () => {
    const check = checkTradeForm(
      form({ instrument: 'crypto', symbol: 'btc/usdt', entry: '43250.123456789012', quantity: '0.00000001' }),
    );
    expect(check.ok && check.draft).toMatchObject({ entry: '43250.123456789012', quantity: '0.00000001' });
  });

  it('takes a closed trade with its exit and close time', () => {
    const check = checkTradeForm(
      form({ status: 'closed', exit: '190', closedAt: '2026-01-05T15:59', fees: '2.5', notes: 'clean' }),
    );
    expect(check.ok && check.draft).toMatchObject({
      status: 'closed',
      exit: '190',
      closedAt: '2026-01-05T15:59',
      fees: '2.5',
      notes: 'clean',
    });
  });

  it('lets a planned trade leave its size and open time for later', () => {
    expect(checkTradeForm(form({ status: 'planned', quantity: '', openedAt: '' })).ok).toBe(true);
  });

  it.each<[string, Partial<TradeFormValues>, Record<string, string>]>([
    ['no symbol', { symbol: ' ' }, { symbol: 'VALIDATION-001' }],
    ['a symbol with a space', { symbol: 'BRK B' }, { symbol: 'TRADE-001' }],
    ['an overlong symbol', { symbol: 'X'.repeat(33) }, { symbol: 'VALIDATION-011' }],
    ['a forex pair without a slash', { instrument: 'forex', symbol: 'EURUSD' }, { symbol: 'TRADE-001' }],
    ['a pair of one currency', { instrument: 'forex', symbol: 'usd/usd' }, { symbol: 'TRADE-001' }],
    ['no entry', { entry: '' }, { entry: 'VALIDATION-001' }],
    ['a zero entry', { entry: '0' }, { entry: 'TRADE-002' }],
    ['a negative entry', { entry: '-5' }, { entry: 'TRADE-002' }],
    ['an entry that is not a number', { entry: '12a' }, { entry: 'TRADE-002' }],
    ['an open trade without a quantity', { quantity: '' }, { quantity: 'VALIDATION-001' }],
    ['a zero quantity', { quantity: '0' }, { quantity: 'TRADE-003' }],
    ['a long stop above the entry', { stop: '190' }, { stop: 'TRADE-002' }],
    ['a stop at the entry', { stop: '187.250' }, { stop: 'TRADE-002' }],
    ['a long target below the entry', { target: '180' }, { target: 'TRADE-002' }],
    ['a short stop below the entry', { side: 'short', stop: '180' }, { stop: 'TRADE-002' }],
    ['negative fees', { fees: '-1' }, { fees: 'VALIDATION-002' }],
    ['an open trade without an open time', { openedAt: '' }, { openedAt: 'VALIDATION-001' }],
    ['a date that is not a datetime', { openedAt: '05/01/2026' }, { openedAt: 'TRADE-004' }],
    [
      'a closed trade without exit or close',
      { status: 'closed' },
      { exit: 'VALIDATION-001', closedAt: 'VALIDATION-001' },
    ],
    [
      'a close before the open',
      { status: 'closed', exit: '190', closedAt: '2026-01-05T09:29' },
      { closedAt: 'TRADE-004' },
    ],
    ['notes over 5,000 characters', { notes: 'x'.repeat(5001) }, { notes: 'VALIDATION-011' }],
    ['an unknown instrument', { instrument: 'options' }, { instrument: 'VALIDATION-002' }],
    ['an unknown status', { status: 'archived' }, { status: 'VALIDATION-002' }],
    ['an unknown side', { side: 'flat' }, { side: 'VALIDATION-002' }],
  ])('refuses %s, naming the field', (_name, overrides, expected) => {
    expect(issuesOf(form(overrides))).toEqual(expected);
  });

  it('compares prices exactly: a stop a hair below a long entry is fine', () => {
    // as doubles 0.3 and 0.1 + 0.2 differ; as typed decimals the stop is simply below the entry
    expect(checkTradeForm(form({ entry: '0.30000000001', stop: '0.3' })).ok).toBe(true);
  });

  it('gives one message per field, the first that applies, in words a trader reads', () => {
    const check = checkTradeForm(form({ entry: 'abc', stop: '190', status: 'closed' }));
    expect(check.ok).toBe(false);
    const messages = check.ok ? [] : check.issues.map((issue) => `${issue.field}: ${issue.message}`);
    expect(messages).toEqual([
      'entry: Enter a number, like 1,250.50.',
      'exit: Enter the exit price of the closed trade.',
      'closedAt: Enter when the trade was closed.',
    ]);
  });
});

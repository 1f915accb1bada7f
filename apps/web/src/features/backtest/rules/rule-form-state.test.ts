import { describe, expect, it } from 'vitest';
import {
  defaultRuleForm,
  readNumber,
  readRuleForm,
  ruleFormOf,
  tickPlaces,
  type SessionChoice,
} from './rule-form-state';

const SESSIONS: SessionChoice[] = [
  {
    id: 'stock',
    label: 'US stock hours',
    timeZone: 'America/New_York',
    session: { open: '09:30', close: '16:00', days: [1, 2, 3, 4, 5] },
  },
];
const context = { sessions: SESSIONS, timeZone: 'Europe/Paris' };

describe('readRuleForm', () => {
  it('reads the defaults into settings that pass every check', () => {
    const { settings, errors } = readRuleForm(defaultRuleForm(), context);
    expect(errors).toEqual({});
    expect(settings).toMatchObject({
      strategy: 'ma-cross',
      params: { fast: 10, slow: 30 },
      stop: { kind: 'atr', multiple: 2, period: 14 },
      target: { kind: 'r', multiple: 2 },
      sizing: { kind: 'fixed', quantity: 1 },
      session: null,
      startingBalance: 100_000,
      timeZone: 'Europe/Paris',
    });
  });

  it('shows each problem under its field', () => {
    const form = {
      ...defaultRuleForm(),
      params: { fast: '40', slow: '' },
      stopKind: 'none' as const,
      quantity: 'x',
    };
    expect(readRuleForm(form, context).errors).toEqual({
      'params.slow': 'Slow average (bars) must be a number.',
      target: 'A target in R needs a stop: R is the distance to the stop.',
      'sizing.quantity': 'The size must be a number.',
    });
  });

  it("reads a market's hours or custom hours into the session filter", () => {
    const stock = readRuleForm({ ...defaultRuleForm('opening-range'), session: 'stock' }, context);
    expect(stock.errors).toEqual({});
    expect(stock.settings.session).toEqual({
      open: '09:30',
      close: '16:00',
      days: [1, 2, 3, 4, 5],
      timeZone: 'America/New_York',
    });
    const custom = readRuleForm(
      {
        ...defaultRuleForm(),
        session: 'custom',
        sessionOpen: '08:00',
        sessionClose: '16:30',
        sessionTimeZone: 'Europe/London',
        sessionWeekdays: false,
      },
      context,
    );
    expect(custom.settings.session).toEqual({ open: '08:00', close: '16:30', timeZone: 'Europe/London' });
    expect(readRuleForm({ ...defaultRuleForm('opening-range') }, context).errors).toEqual({
      session: 'The opening-range breakout needs session hours to find each open.',
    });
  });

  it('comes back to the same form from the settings it read', () => {
    const form = {
      ...defaultRuleForm('rsi-reversion'),
      stopKind: 'price' as const,
      stopDistance: '1.5',
      targetKind: 'atr' as const,
      targetAtr: '3',
      targetAtrPeriod: '10',
      sizingKind: 'risk' as const,
      riskPercent: '0.5',
      session: 'stock',
      commissionPerUnit: '0.005',
    };
    const { settings } = readRuleForm(form, context);
    expect(readRuleForm(ruleFormOf(settings, SESSIONS), context).settings).toEqual(settings);
  });
});

describe('readNumber', () => {
  it('allows thousands separators and refuses words and blanks', () => {
    expect(readNumber('100,000')).toBe(100_000);
    expect(readNumber(' 0.25 ')).toBe(0.25);
    expect(readNumber('')).toBeNaN();
    expect(readNumber('ten')).toBeNaN();
  });
});

describe('tickPlaces', () => {
  it('gives the decimal places of a tick', () => {
    expect(tickPlaces(0.25)).toBe(2);
    expect(tickPlaces(0.00001)).toBe(5);
    expect(tickPlaces(1)).toBe(0);
    expect(tickPlaces(0.1)).toBe(1);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { setDisplaySource } from '@/lib/format/current-display';
import { dayRangeText, formatTarget, goalSentence, periodsText } from './goal-text';

describe('formatTarget', () => {
  it('writes each kind as the analytics pages do', () => {
    expect(formatTarget(1500, 'money', 'USD')).toBe('$1,500.00');
    expect(formatTarget(-80, 'money', 'USD')).toBe('\u2212$80.00');
    expect(formatTarget(1500, 'money', null)).toBe('1,500.00');
    expect(formatTarget(55, 'pct', null)).toBe('55.0%');
    expect(formatTarget(1.5, 'ratio', null)).toBe('1.50');
    expect(formatTarget(0.5, 'r', null)).toBe('0.50R');
    expect(formatTarget(12, 'count', null)).toBe('12');
  });
});

describe('goalSentence', () => {
  const base = { name: 'x', startsOn: null, endsOn: null, accountId: null } as const;

  it('tells a metric goal with its direction', () => {
    expect(
      goalSentence(
        { ...base, kind: 'metric', metric: 'net_pnl', rule: null, target: 1000, period: 'monthly' },
        'USD',
      ),
    ).toBe('Net P&L at least $1,000.00 each month');
    expect(
      goalSentence(
        { ...base, kind: 'metric', metric: 'max_drawdown', rule: null, target: 300, period: 'weekly' },
        'USD',
      ),
    ).toBe('Max drawdown at most $300.00 each week');
  });

  it('tells a rule goal and a custom period', () => {
    expect(
      goalSentence(
        {
          ...base,
          kind: 'rule',
          metric: null,
          rule: 'max_daily_loss',
          target: 500,
          period: 'custom',
          startsOn: '2026-01-05',
          endsOn: '2026-02-27',
        },
        'USD',
      ),
    ).toBe('Lose no more than $500.00 in a day, from Jan 5, 2026 to Feb 27, 2026');
  });
});

describe('dayRangeText', () => {
  it('writes the year once when both days share it', () => {
    expect(dayRangeText('2026-11-01', '2026-11-30')).toBe('Nov 1 – Nov 30, 2026');
    expect(dayRangeText('2025-12-29', '2026-01-04')).toBe('Dec 29, 2025 – Jan 4, 2026');
    expect(dayRangeText('2026-11-03', '2026-11-03')).toBe('Nov 3, 2026');
  });
});

describe('periodsText', () => {
  it('counts periods in their unit', () => {
    expect(periodsText(1, 'monthly')).toBe('1 month');
    expect(periodsText(3, 'daily')).toBe('3 days');
  });
});

describe("formatTarget with the trader's formats", () => {
  afterEach(() => setDisplaySource(null));

  it('follows the number format and masks money under privacy mode', () => {
    const trader = {
      numberFormat: '1.234,56',
      dateFormat: 'YYYY-MM-DD',
      timeZone: 'UTC',
      privacy: false,
    } as const;
    setDisplaySource(() => trader);
    expect(formatTarget(1500, 'money', 'EUR')).toBe('€1.500,00');
    expect(formatTarget(55, 'pct', null)).toBe('55,0%');
    setDisplaySource(() => ({ ...trader, privacy: true }));
    expect(formatTarget(1500, 'money', 'EUR')).toBe('•••');
    expect(formatTarget(0.5, 'r', null)).toBe('0,50R');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { setDisplaySource } from '@/lib/format/current-display';
import { ruleBreakDetail, ruleBreakLabel } from './rule-break-text';

const broke = (goalId: string) => ({ goalId, day: '2026-11-03', tradeIds: [], detail: '' });

describe('ruleBreakLabel', () => {
  const goals = new Map([
    ['a', { name: 'Daily stop' }],
    ['b', { name: 'Three strikes' }],
  ]);

  it('names every rule goal the day broke', () => {
    expect(ruleBreakLabel([broke('a')], goals)).toBe('broke Daily stop');
    expect(ruleBreakLabel([broke('a'), broke('b')], goals)).toBe('broke Daily stop and Three strikes');
    expect(ruleBreakLabel([broke('gone')], goals)).toBe('broke a rule goal');
  });

  it('adds nothing to a day that kept them', () => {
    expect(ruleBreakLabel(undefined, goals)).toBeNull();
    expect(ruleBreakLabel([], goals)).toBeNull();
  });
});

describe('ruleBreakDetail', () => {
  afterEach(() => setDisplaySource(null));
  const lost = {
    goalId: 'a',
    day: '2026-11-03',
    tradeIds: [],
    detail: 'Lost 3655.82 (limit 500)',
    money: [3655.82, 500],
  };

  it("writes the money of a break in the currency and the trader's format", () => {
    expect(ruleBreakDetail(lost, 'USD')).toBe('Lost $3,655.82 (limit $500.00)');
    const many = { ...lost, detail: 'Risked over 200 on 2 trades (up to 450)', money: [200, 450] };
    expect(ruleBreakDetail(many, 'EUR')).toBe('Risked over €200.00 on 2 trades (up to €450.00)');
    expect(ruleBreakDetail(broke('a'), 'USD')).toBe('');
    // A goal over accounts in several currencies: figures in the trader's format, no symbol.
    expect(ruleBreakDetail(lost, undefined)).toBe('Lost 3,655.82 (limit 500.00)');
  });

  it('hides the money under privacy mode', () => {
    setDisplaySource(() => ({
      numberFormat: '1,234.56',
      dateFormat: 'YYYY-MM-DD',
      timeZone: 'UTC',
      privacy: true,
    }));
    expect(ruleBreakDetail(lost, 'USD')).toBe('Lost ••• (limit •••)');
    expect(ruleBreakDetail(lost, undefined)).toBe('Lost ••• (limit •••)');
  });

  it('leaves counts alone', () => {
    const took = { goalId: 'a', day: '2026-11-03', tradeIds: [], detail: 'Took 4 trades (limit 3)' };
    expect(ruleBreakDetail(took, 'USD')).toBe('Took 4 trades (limit 3)');
  });
});

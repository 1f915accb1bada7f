import { describe, expect, it } from 'vitest';
import { checkTradingDefaults, groupThousands } from './trading-defaults.ts';

describe('checkTradingDefaults', () => {
  it('reads the defaults as stored values, each optional', () => {
    expect(
      checkTradingDefaults({ accountCurrency: 'eur', accountBalance: '25,000.50', riskPct: '0.5' }),
    ).toEqual({
      ok: true,
      defaults: { accountCurrency: 'EUR', accountBalance: '25000.50', riskPct: '0.5' },
    });
    expect(checkTradingDefaults({ accountCurrency: '', accountBalance: '', riskPct: '' })).toEqual({
      ok: true,
      defaults: { accountCurrency: null, accountBalance: null, riskPct: null },
    });
  });

  it('accepts a risk of exactly 100% and refuses anything above', () => {
    expect(checkTradingDefaults({ accountCurrency: '', accountBalance: '', riskPct: '100' }).ok).toBe(true);
    expect(checkTradingDefaults({ accountCurrency: '', accountBalance: '', riskPct: '100.000001' })).toEqual({
      ok: false,
      issues: [{ field: 'riskPct', message: 'The risk must be more than 0% and at most 100%.' }],
    });
  });

  it.each([
    [{ accountCurrency: 'US', accountBalance: '', riskPct: '' }, 'accountCurrency'],
    [{ accountCurrency: '', accountBalance: '0', riskPct: '' }, 'accountBalance'],
    [{ accountCurrency: '', accountBalance: 'ten', riskPct: '' }, 'accountBalance'],
    [{ accountCurrency: '', accountBalance: '', riskPct: '0' }, 'riskPct'],
    [{ accountCurrency: '', accountBalance: '', riskPct: '-1' }, 'riskPct'],
  ])('refuses %j on %s', (form, field) => {
    const check = checkTradingDefaults(form);
    expect(check.ok ? [] : check.issues.map((issue) => issue.field)).toEqual([field]);
  });
});

describe('groupThousands', () => {
  it.each([
    ['25000', '25,000'],
    ['1234567.891', '1,234,567.891'],
    ['999', '999'],
    ['0.5', '0.5'],
  ])('writes %s as %s', (plain, shown) => {
    expect(groupThousands(plain)).toBe(shown);
  });
});

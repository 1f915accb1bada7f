import { describe, expect, it } from 'vitest';
import { checkCommissionForm, EMPTY_COMMISSION_FORM } from './commission-form';

const NO_BOUNDS = { percent: null, minCharge: null, maxCharge: null };

describe('the commission-schedule form', () => {
  it('saves an instrument in the journal spelling and an empty charge as zero', () => {
    expect(checkCommissionForm({ ...EMPTY_COMMISSION_FORM, symbol: ' es ', perUnit: '2,25' })).toEqual({
      ok: true,
      input: { accountId: null, symbol: 'ES', kind: 'per_unit', perUnit: '2.25', perFill: '0', ...NO_BOUNDS },
    });
  });

  it('keeps the account and leaves the instrument out when it is for every instrument', () => {
    expect(checkCommissionForm({ ...EMPTY_COMMISSION_FORM, accountId: 'a1', perFill: '1' })).toEqual({
      ok: true,
      input: { accountId: 'a1', symbol: null, kind: 'per_unit', perUnit: '0', perFill: '1', ...NO_BOUNDS },
    });
  });

  it('refuses a negative or unreadable charge, a symbol with a space, and no charge at all', () => {
    const refused = checkCommissionForm({
      ...EMPTY_COMMISSION_FORM,
      symbol: 'ES Z5',
      perUnit: '-1',
      perFill: 'abc',
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.issues).sort()).toEqual(['perFill', 'perUnit', 'symbol']);
    const nothing = checkCommissionForm(EMPTY_COMMISSION_FORM);
    expect(nothing.ok).toBe(false);
    if (!nothing.ok) expect(nothing.issues.perUnit).toMatch(/per unit, per fill, or both/);
  });

  it('saves a rate per share with its minimum and maximum, and no bounds for a rate per contract', () => {
    expect(
      checkCommissionForm({
        ...EMPTY_COMMISSION_FORM,
        kind: 'per_share',
        perUnit: '0.005',
        minCharge: '1',
        maxCharge: '',
      }),
    ).toEqual({
      ok: true,
      input: {
        accountId: null,
        symbol: null,
        kind: 'per_share',
        perUnit: '0.005',
        perFill: '0',
        percent: null,
        minCharge: '1',
        maxCharge: null,
      },
    });
    const perContract = checkCommissionForm({ ...EMPTY_COMMISSION_FORM, perUnit: '1', minCharge: '5' });
    expect(perContract.ok && perContract.input.minCharge).toBeNull();
  });

  it('refuses a minimum above the maximum', () => {
    const refused = checkCommissionForm({
      ...EMPTY_COMMISSION_FORM,
      kind: 'per_share',
      perUnit: '0.005',
      minCharge: '10',
      maxCharge: '2',
    });
    expect(refused.ok === false && refused.issues.maxCharge).toMatch(/at least the minimum/);
  });

  it('saves a percentage of the value (a % typed along is fine) and refuses none or over 100', () => {
    const saved = checkCommissionForm({
      ...EMPTY_COMMISSION_FORM,
      kind: 'percent',
      percent: '0.1%',
      perUnit: '9',
    });
    expect(saved.ok && saved.input).toMatchObject({ kind: 'percent', percent: '0.1', perUnit: '0' });
    for (const percent of ['', '0', '101', 'x']) {
      const refused = checkCommissionForm({ ...EMPTY_COMMISSION_FORM, kind: 'percent', percent });
      expect(refused.ok === false && refused.issues.percent).toMatch(/above 0 and at most 100/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { checkCommissionForm, EMPTY_COMMISSION_FORM } from './commission-form';

describe('the default-commission form', () => {
  it('saves an instrument in the journal spelling and an empty charge as zero', () => {
    expect(checkCommissionForm({ ...EMPTY_COMMISSION_FORM, symbol: ' es ', perUnit: '2,25' })).toEqual({
      ok: true,
      input: { accountId: null, symbol: 'ES', perUnit: '2.25', perFill: '0' },
    });
  });

  it('keeps the account and leaves the instrument out when it is for every instrument', () => {
    expect(checkCommissionForm({ accountId: 'a1', symbol: '', perUnit: '', perFill: '1' })).toEqual({
      ok: true,
      input: { accountId: 'a1', symbol: null, perUnit: '0', perFill: '1' },
    });
  });

  it('refuses a negative or unreadable charge, a symbol with a space, and no charge at all', () => {
    const refused = checkCommissionForm({ accountId: '', symbol: 'ES Z5', perUnit: '-1', perFill: 'abc' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.issues).sort()).toEqual(['perFill', 'perUnit', 'symbol']);
    const nothing = checkCommissionForm(EMPTY_COMMISSION_FORM);
    expect(nothing.ok).toBe(false);
    if (!nothing.ok) expect(nothing.issues.perUnit).toMatch(/per unit, per fill, or both/);
  });
});

import { describe, expect, it } from 'vitest';
import { commissionOf, pickCommissionDefault, type CommissionDefaultRow } from './commission-defaults';

const rows: CommissionDefaultRow[] = [
  { accountId: null, symbol: null, perUnit: '0', perFill: '1' },
  { accountId: 'a1', symbol: null, perUnit: '0.005', perFill: '0' },
  { accountId: null, symbol: 'ES', perUnit: '2.25', perFill: '0' },
  { accountId: 'a1', symbol: 'ES', perUnit: '1.5', perFill: '0' },
];

describe('the default commission of a new trade', () => {
  it('is the most specific row: account and instrument first', () => {
    expect(pickCommissionDefault(rows, { accountId: 'a1', symbols: ['ESZ25', 'ES'] })?.perUnit).toBe('1.5');
  });

  it('then the instrument, matched by the root of a dated contract', () => {
    expect(pickCommissionDefault(rows, { accountId: 'a2', symbols: ['ESZ25', 'ES'] })?.perUnit).toBe('2.25');
  });

  it('then the account, then the general one', () => {
    expect(pickCommissionDefault(rows, { accountId: 'a1', symbols: ['AAPL'] })?.perUnit).toBe('0.005');
    expect(pickCommissionDefault(rows, { accountId: '', symbols: ['AAPL'] })?.perFill).toBe('1');
  });

  it('is none without any row', () => {
    expect(pickCommissionDefault([], { accountId: 'a1', symbols: ['ES'] })).toBeNull();
  });

  it('charges per unit and per fill exactly, for each fill', () => {
    expect(commissionOf({ accountId: null, symbol: null, perUnit: '0.1', perFill: '0.2' }, '3', 2)).toBe('1');
    expect(commissionOf({ accountId: null, symbol: null, perUnit: '2.25', perFill: '0' }, '1,000', 1)).toBe(
      '2250',
    );
    expect(commissionOf({ accountId: null, symbol: null, perUnit: '1', perFill: '0' }, '', 1)).toBeNull();
  });
});

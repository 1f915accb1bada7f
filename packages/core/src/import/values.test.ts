import { describe, expect, it } from 'vitest';
import { readCost, readMultiplier, readPrice, readQuantity, readSide } from './values.ts';

describe('row values', () => {
  it('reads prices above zero and refuses the rest with TRADE-002', () => {
    expect(readPrice('1.234,5', ',')).toEqual({ ok: true, value: 1234.5 });
    expect(readPrice('0')).toMatchObject({ ok: false, code: 'TRADE-002' });
    expect(readPrice('-3')).toMatchObject({
      ok: false,
      code: 'TRADE-002',
      message: 'The price -3 is not above zero',
    });
    expect(readPrice('x')).toMatchObject({ ok: false, code: 'TRADE-002' });
    expect(readPrice(' ')).toMatchObject({ ok: false, code: 'TRADE-002', message: 'The price is missing' });
  });

  it('keeps a quantity sign and refuses zero with TRADE-003', () => {
    expect(readQuantity('-100')).toEqual({ ok: true, value: -100 });
    expect(readQuantity('0.00')).toMatchObject({
      ok: false,
      code: 'TRADE-003',
      message: 'The quantity is zero',
    });
    expect(readQuantity('ten')).toMatchObject({ ok: false, code: 'TRADE-003' });
  });

  it('reads costs as positive amounts, blank as none', () => {
    expect(readCost('-1.25')).toEqual({ ok: true, value: 1.25 });
    expect(readCost('')).toEqual({ ok: true, value: 0 });
    expect(readCost('n/a', '.', 'fee')).toMatchObject({
      ok: false,
      code: 'VALIDATION-010',
      message: 'The fee "n/a" is not a number',
    });
  });

  it('reads multipliers above zero, blank as not given', () => {
    expect(readMultiplier('')).toBeNull();
    expect(readMultiplier('100')).toEqual({ ok: true, value: 100 });
    expect(readMultiplier('0')).toMatchObject({ ok: false, code: 'VALIDATION-009' });
  });

  it('reads sides as brokers write them', () => {
    expect(readSide('BOT')).toBe('buy');
    expect(readSide('sell  short')).toBe('sell');
    expect(readSide('Buy to Close')).toBe('buy');
    expect(readSide('hold')).toBeNull();
  });
});

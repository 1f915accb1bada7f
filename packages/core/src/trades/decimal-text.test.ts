import { describe, expect, it } from 'vitest';
import { exactOf, readDecimalText } from './decimal-text.ts';

describe('readDecimalText', () => {
  it.each([
    ['50', '50'],
    ['1,250.50', '1250.50'],
    ['1 250.5', '1250.5'],
    ['0.00000001', '0.00000001'],
    ['.5', '0.5'],
    ['7.', '7'],
    ['007.50', '7.50'],
    ['0', '0'],
    ['  42  ', '42'],
  ])('reads %j as %j', (text, value) => {
    expect(readDecimalText(text)).toEqual({ ok: true, value });
  });

  it('reads empty text as no value', () => {
    expect(readDecimalText('')).toEqual({ ok: true, value: null });
    expect(readDecimalText('  ')).toEqual({ ok: true, value: null });
  });

  it.each(['-1', '+1', '1e-8', 'abc', '1.2.3', '.', '1,2a', 'NaN', 'Infinity'])('rejects %j', (text) => {
    expect(readDecimalText(text)).toEqual({ ok: false, reason: 'format' });
  });

  it('rejects more digits than the form allows', () => {
    expect(readDecimalText('1234567890123456')).toEqual({ ok: false, reason: 'too-long' });
    expect(readDecimalText('123456789012345')).toEqual({ ok: true, value: '123456789012345' });
    expect(readDecimalText('0.1234567890123')).toEqual({ ok: false, reason: 'too-long' });
    expect(readDecimalText('0.123456789012')).toEqual({ ok: true, value: '0.123456789012' });
  });
});

describe('exactOf', () => {
  it('keeps the decimal value exactly, where doubles would not', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in doubles
    expect(exactOf('0.1').plus(exactOf('0.2')).cmp(exactOf('0.3'))).toBe(0);
    expect(exactOf('1.1050').minus(exactOf('1.1')).cmp(exactOf('0.005'))).toBe(0);
    // beyond a double's 15-17 digits the two values still differ
    expect(exactOf('123456789012345.000000000001').cmp(exactOf('123456789012345'))).toBe(1);
    expect(exactOf('50').cmp(exactOf('50.00'))).toBe(0);
  });
});

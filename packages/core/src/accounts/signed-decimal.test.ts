import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  isSignedDecimal,
  negateDecimal,
  signOfDecimal,
  subtractDecimal,
} from './signed-decimal.ts';

describe('addDecimals', () => {
  it.each([
    [['0.1', '0.2'], '0.3'],
    [['25000.50', '100'], '25100.50'],
    [['10000', '-10000'], '0'],
    [['-0.005', '0.001'], '-0.004'],
    [['1.10', '-1.1'], '0.00'],
    [['999999999999999.99', '0.01', '-1000000000000000'], '0.00'],
    [['0.000000000001', '0.000000000002'], '0.000000000003'],
    [['+5', '007'], '12'],
    [[], '0'],
  ])('adds %j exactly to %s', (terms, sum) => {
    expect(addDecimals(...terms)).toBe(sum);
  });

  it('adds ten thousand cents to a whole sum without drift', () => {
    expect(addDecimals(...Array.from({ length: 10_000 }, () => '0.01'))).toBe('100.00');
  });

  it('refuses what is not a decimal', () => {
    expect(() => addDecimals('1e5')).toThrow(RangeError);
    expect(() => addDecimals('NaN')).toThrow(RangeError);
  });
});

describe('negateDecimal, subtractDecimal, signOfDecimal', () => {
  it('turns the sign and leaves zero unsigned', () => {
    expect(negateDecimal('12.50')).toBe('-12.50');
    expect(negateDecimal('-3')).toBe('3');
    expect(negateDecimal('0.00')).toBe('0.00');
  });

  it('subtracts exactly', () => {
    expect(subtractDecimal('10000', '250.25')).toBe('9749.75');
    expect(subtractDecimal('0.3', '0.1')).toBe('0.2');
  });

  it('tells the sign', () => {
    expect([signOfDecimal('-0.01'), signOfDecimal('0.000'), signOfDecimal('7')]).toEqual([-1, 0, 1]);
  });

  it('knows its own format', () => {
    expect([isSignedDecimal('-1.5'), isSignedDecimal('1,000'), isSignedDecimal('.5')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

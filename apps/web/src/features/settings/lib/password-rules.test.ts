import { describe, expect, it } from 'vitest';
import { passwordRules } from './password-rules';

const met = (password: string, minLength = 8) =>
  Object.fromEntries(passwordRules(password, { minLength }).map((rule) => [rule.id, rule.met]));

describe('passwordRules', () => {
  it('ticks each rule the password meets', () => {
    expect(met('')).toEqual({ length: false, lower: false, upper: false, digit: false, symbol: false });
    expect(met('Abcdefg1!')).toEqual({ length: true, lower: true, upper: true, digit: true, symbol: true });
  });

  it('counts characters, not UTF-16 units, against the server minimum', () => {
    expect(met('😀😀😀😀😀😀😀', 8).length).toBe(false);
    expect(met('😀😀😀😀😀😀😀😀', 8).length).toBe(true);
    expect(passwordRules('x', { minLength: 12 })[0]?.label).toBe('At least 12 characters');
  });

  it('requires only the length, as the server does', () => {
    expect(
      passwordRules('abc', { minLength: 8 })
        .filter((rule) => rule.required)
        .map((rule) => rule.id),
    ).toEqual(['length']);
  });

  it('reads letters and digits of other scripts', () => {
    expect(met('Ärger١٢')).toMatchObject({ lower: true, upper: true, digit: true, symbol: false });
  });
});

import { describe, expect, it } from 'vitest';
import { passwordAccepted, passwordRules, passwordStrength } from './password.ts';

const metOf = (password: string, minLength = 8) =>
  Object.fromEntries(passwordRules(password, { minLength }).map((r) => [r.id, r.met]));

describe('passwordRules', () => {
  it('tells each rule as the password is typed', () => {
    expect(metOf('')).toEqual({ length: false, lower: false, upper: false, digit: false, symbol: false });
    expect(metOf('abc')).toEqual({ length: false, lower: true, upper: false, digit: false, symbol: false });
    expect(metOf('Abcdefg1!')).toEqual({ length: true, lower: true, upper: true, digit: true, symbol: true });
    expect(metOf('correct horse')).toMatchObject({ length: true, symbol: true, upper: false });
    expect(metOf('ÉCOLEété')).toMatchObject({ lower: true, upper: true });
  });

  it("follows the server's minimum length, counting characters", () => {
    expect(passwordRules('x', { minLength: 12 })[0]).toEqual({
      id: 'length',
      label: 'At least 12 characters',
      met: false,
      required: true,
    });
    expect(metOf('🔒🔒🔒🔒🔒🔒', 6).length).toBe(true);
    expect(metOf('🔒🔒🔒🔒🔒', 6).length).toBe(false);
  });

  it('requires only the length unless the config asks for character kinds', () => {
    expect(
      passwordRules('longenough', { minLength: 8 })
        .filter((r) => r.required)
        .map((r) => r.id),
    ).toEqual(['length']);
    expect(passwordAccepted(passwordRules('longenough', { minLength: 8 }))).toBe(true);
    const strict = passwordRules('longenough', { minLength: 8, require: ['digit', 'upper'] });
    expect(strict.filter((r) => r.required).map((r) => r.id)).toEqual(['length', 'upper', 'digit']);
    expect(passwordAccepted(strict)).toBe(false);
    expect(
      passwordAccepted(passwordRules('Longenough1', { minLength: 8, require: ['digit', 'upper'] })),
    ).toBe(true);
    expect(passwordAccepted(passwordRules('short', { minLength: 8 }))).toBe(false);
  });
});

describe('passwordStrength', () => {
  it.each<[string, number]>([
    ['', 0],
    ['12345678', 0],
    ['password', 0],
    ['Password1!', 0],
    ['qwerty2024', 0],
    ['aaaaaaaaaaaa', 0],
    ['abcdefgh', 0],
    ['k9dm', 0],
    ['kestrel7', 1],
    ['Kestrel7', 2],
    ['Kestrel7!m', 3],
    ['correct horse battery staple', 4],
    ['V7#q-Lm2!xR9@tZ', 4],
  ])('rates %j as %i', (password, score) => {
    expect(passwordStrength(password).score).toBe(score);
  });

  it('grows as the password grows', () => {
    let previous = 0;
    for (const password of [
      'k',
      'kestrel',
      'kestrel7',
      'Kestrel7',
      'Kestrel7!',
      'Kestrel7!mound',
      'Kestrel7!mound-river',
    ]) {
      const { score } = passwordStrength(password);
      expect(score).toBeGreaterThanOrEqual(previous);
      previous = score;
    }
    expect(previous).toBe(4);
  });

  it('labels each score', () => {
    expect(passwordStrength('').label).toBe('Too weak');
    expect(passwordStrength('correct horse battery staple').label).toBe('Very strong');
  });
});

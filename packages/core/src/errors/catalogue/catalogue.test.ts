import { describe, expect, it } from 'vitest';
import { errorCategories, errorSeverities } from '../types.ts';
import { errorCatalogue, errorCodes, getErrorEntry, GENERIC_USER_MESSAGE, isErrorCode } from './index.ts';

/** Every code SPEC section 8 lists. */
const specCodes = [
  ...[1, 2, 3, 4, 5, 6, 11, 12].map((n) => `AUTH-${String(n).padStart(3, '0')}`),
  ...[1, 2, 3, 4, 5, 7, 8, 10].map((n) => `DB-${String(n).padStart(3, '0')}`),
  ...[1, 3, 4, 5, 6, 7, 8, 9].map((n) => `STORAGE-${String(n).padStart(3, '0')}`),
  ...[1, 2, 5, 8, 9, 10, 11].map((n) => `VALIDATION-${String(n).padStart(3, '0')}`),
  ...[1, 2, 3, 4, 5, 9].map((n) => `NETWORK-${String(n).padStart(3, '0')}`),
  ...[1, 2, 3, 5, 6, 9].map((n) => `CANVAS-${String(n).padStart(3, '0')}`),
  ...[1, 2, 3, 4, 6, 7].map((n) => `TRADE-${String(n).padStart(3, '0')}`),
  'DASHBOARD-001',
  'DASHBOARD-003',
  'SYSTEM-001',
  'SYSTEM-004',
  'SYSTEM-009',
];

describe('error catalogue', () => {
  it('holds exactly the codes SPEC section 8 lists', () => {
    expect([...errorCodes].sort()).toEqual([...specCodes].sort());
  });

  it.each(specCodes)('%s resolves to a complete entry', (code) => {
    const entry = getErrorEntry(code);
    expect(entry.code).toBe(code);
    expect(code).toMatch(/^[A-Z]+-\d{3}$/);
    expect(code.startsWith(`${entry.category}-`)).toBe(true);
    expect(errorCategories).toContain(entry.category);
    expect(errorSeverities).toContain(entry.severity);
    expect(typeof entry.retryable).toBe('boolean');
    for (const field of ['title', 'description', 'userMessage', 'technicalDetails'] as const) {
      expect(entry[field].trim(), `${code}.${field}`).not.toBe('');
    }
    expect(entry.possibleCauses.length).toBeGreaterThan(0);
    expect(entry.solutions.length).toBeGreaterThan(0);
    for (const line of [...entry.possibleCauses, ...entry.solutions]) expect(line.trim()).not.toBe('');
  });

  it('keys every entry by its own code', () => {
    for (const [key, entry] of Object.entries(errorCatalogue)) expect(entry.code).toBe(key);
  });

  it('gives AUTH-001 and SYSTEM-004 exactly as SPEC does', () => {
    expect(getErrorEntry('AUTH-001')).toMatchObject({
      category: 'AUTH',
      title: 'User Not Found',
      userMessage: 'Please log in to continue using this feature.',
      severity: 'medium',
      retryable: false,
    });
    expect(getErrorEntry('SYSTEM-004')).toMatchObject({
      category: 'SYSTEM',
      title: 'Unexpected Error',
      userMessage: 'Something went wrong. Please try again.',
      severity: 'medium',
      retryable: true,
    });
  });

  it.each(['AUTH-007', 'DB-006', 'FOO-001', 'not a code', ''])(
    'an unknown code %j yields the Unknown Error record',
    (code) => {
      const entry = getErrorEntry(code);
      expect(entry).toMatchObject({
        code,
        category: 'SYSTEM',
        title: 'Unknown Error',
        userMessage: GENERIC_USER_MESSAGE,
        severity: 'medium',
        retryable: true,
      });
      expect(entry.userMessage).toBe(getErrorEntry('SYSTEM-004').userMessage);
      expect(isErrorCode(code)).toBe(false);
    },
  );

  it('does not treat inherited object keys as codes', () => {
    expect(getErrorEntry('toString').title).toBe('Unknown Error');
    expect(getErrorEntry('__proto__').title).toBe('Unknown Error');
  });
});

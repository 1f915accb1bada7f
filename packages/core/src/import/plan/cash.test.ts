import { describe, expect, it } from 'vitest';
import { fingerprintCash, planCash, type ImportedCash } from './cash.ts';

const ACCOUNT = '6f1c2d3e-0000-4000-8000-000000000001';

function cash(overrides: Partial<ImportedCash> = {}): ImportedCash {
  return { line: 2, time: '2026-03-02T09:00:00-05:00', amount: 5000, kind: 'deposit', ...overrides };
}

function plan(rows: ImportedCash[], storedKeys: string[] = [], accountCurrency = 'USD') {
  return planCash({
    transactions: rows,
    accountId: ACCOUNT,
    accountCurrency,
    keys: fingerprintCash(rows, ACCOUNT),
    storedKeys,
  });
}

describe('fingerprintCash', () => {
  it('gives the same keys to the same rows, and the n-th identical row of a file the n-th key', () => {
    const rows = [cash(), cash({ line: 3 }), cash({ line: 9, kind: 'withdrawal', amount: 200 })];
    const keys = fingerprintCash(rows, ACCOUNT);
    expect(new Set(keys).size).toBe(3);
    // The line is not read: an overlapping statement lists the same deposit on another line.
    expect(fingerprintCash([cash({ line: 40 })], ACCOUNT)).toEqual([keys[0]]);
    expect(fingerprintCash(rows, ACCOUNT)).toEqual(keys);
  });

  it('reads the instant, the kind, the amount, the account and the file reference', () => {
    const [base] = fingerprintCash([cash()], ACCOUNT);
    const other = (row: Partial<ImportedCash>, account = ACCOUNT) => fingerprintCash([cash(row)], account)[0];
    expect(other({ time: '2026-03-02T14:00:00Z' })).toBe(base);
    expect(other({ time: '2026-03-02T14:00:01Z' })).not.toBe(base);
    expect(other({ kind: 'withdrawal' })).not.toBe(base);
    expect(other({ amount: 5000.01 })).not.toBe(base);
    expect(other({ reference: 'DEP-1' })).not.toBe(base);
    expect(other({}, '6f1c2d3e-0000-4000-8000-000000000002')).not.toBe(base);
    expect(base).toMatch(/^cash:[0-9a-f]{32}$/);
  });
});

describe('planCash', () => {
  it('writes deposits positive and withdrawals negative, with their net total', () => {
    const result = plan([
      cash(),
      cash({ line: 3, time: '2026-03-05T10:00:00Z', amount: 1500.5 }),
      cash({ line: 4, time: '2026-03-09T10:00:00Z', kind: 'withdrawal', amount: 0.1 }),
    ]);
    expect(result.transactions.map((row) => [row.kind, row.amount, row.occurred_at])).toEqual([
      ['deposit', '5000', '2026-03-02T09:00:00-05:00'],
      ['deposit', '1500.5', '2026-03-05T10:00:00Z'],
      ['withdrawal', '-0.1', '2026-03-09T10:00:00Z'],
    ]);
    expect(result.total).toBe('6500.4');
    expect(result.duplicates).toBe(0);
    expect(result.rows.map((row) => row.amount)).toEqual(['5000', '1500.5', '0.1']);
  });

  it('marks the rows the account already holds as duplicates and leaves them out of the total', () => {
    const rows = [cash(), cash({ line: 3, kind: 'withdrawal', amount: 300 })];
    const [storedKey] = fingerprintCash(rows, ACCOUNT);
    const result = plan(rows, [storedKey ?? '']);
    expect(result.duplicates).toBe(1);
    expect(result.rows.map((row) => row.duplicate)).toEqual([true, false]);
    expect(result.transactions).toHaveLength(1);
    expect(result.total).toBe('-300');
  });

  it('leaves a row in another currency out with a warning, never converted', () => {
    const result = plan([cash({ currency: 'EUR', line: 7 }), cash({ currency: 'usd', line: 8, amount: 10 })]);
    expect(result.otherCurrency).toBe(1);
    expect(result.transactions.map((row) => row.amount)).toEqual(['10']);
    expect(result.warnings).toEqual([{ line: 7, message: expect.stringContaining('never converted') }]);
    expect(result.rows.map((row) => row.currency)).toEqual(['USD']);
  });

  it("keeps each row's note and refuses keys that do not match the rows", () => {
    const rows = [cash()];
    const result = planCash({
      transactions: rows,
      accountId: ACCOUNT,
      accountCurrency: 'USD',
      keys: fingerprintCash(rows, ACCOUNT),
      storedKeys: [],
      notes: ['statement.csv'],
    });
    expect(result.transactions[0]?.note).toBe('statement.csv');
    expect(() =>
      planCash({
        ...result,
        transactions: rows,
        accountId: ACCOUNT,
        accountCurrency: 'USD',
        keys: [],
        storedKeys: [],
      }),
    ).toThrow(RangeError);
  });
});

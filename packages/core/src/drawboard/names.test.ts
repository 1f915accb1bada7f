import { describe, expect, it } from 'vitest';
import { BOARD_NAME_MAX, checkBoardName, copyName } from './names.ts';

describe('checkBoardName', () => {
  it('trims the name and takes 1 to 120 characters', () => {
    expect(checkBoardName('  Morning plan ')).toEqual({ ok: true, name: 'Morning plan' });
    expect(checkBoardName('   ')).toMatchObject({ ok: false, code: 'VALIDATION-001' });
    expect(checkBoardName('x'.repeat(BOARD_NAME_MAX))).toMatchObject({ ok: true });
    expect(checkBoardName('x'.repeat(BOARD_NAME_MAX + 1))).toMatchObject({
      ok: false,
      code: 'VALIDATION-011',
    });
    // Characters, not UTF-16 units: 120 emoji fit.
    expect(checkBoardName('📈'.repeat(BOARD_NAME_MAX))).toMatchObject({ ok: true });
  });
});

describe('copyName', () => {
  it('names a copy and keeps it within the limit', () => {
    expect(copyName('Plan')).toBe('Copy of Plan');
    const long = copyName('y'.repeat(BOARD_NAME_MAX));
    expect([...long]).toHaveLength(BOARD_NAME_MAX);
    expect(checkBoardName(long)).toMatchObject({ ok: true });
  });
});

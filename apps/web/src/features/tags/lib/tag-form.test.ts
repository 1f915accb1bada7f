import { describe, expect, it } from 'vitest';
import {
  COLOR_INVALID,
  NAME_REQUIRED,
  NAME_TAKEN,
  NAME_TOO_LONG,
  checkTag,
  isDuplicateName,
  normalizeColor,
} from './tag-form';

describe('normalizeColor', () => {
  it('reads six and three digit hex codes, with or without #, in lower case', () => {
    expect(normalizeColor('#2563EB')).toBe('#2563eb');
    expect(normalizeColor(' 2563eb ')).toBe('#2563eb');
    expect(normalizeColor('#f0a')).toBe('#ff00aa');
  });

  it('refuses anything else', () => {
    for (const typed of ['', '#', 'red', '#12345', '#1234567', '#ggg000', 'rgb(0,0,0)'])
      expect(normalizeColor(typed)).toBeNull();
  });
});

describe('checkTag', () => {
  const valid = { name: '  Chased entry ', color: '#DC2626', group: 'mistake' };

  it('gives the trimmed name, the normalized colour and the group', () => {
    expect(checkTag(valid, ['FOMO'])).toEqual({
      ok: true,
      draft: { name: 'Chased entry', color: '#dc2626', group: 'mistake' },
    });
  });

  it('requires a name', () => {
    expect(checkTag({ ...valid, name: '   ' }, [])).toEqual({
      ok: false,
      issues: [{ field: 'name', code: 'VALIDATION-001', message: NAME_REQUIRED }],
    });
  });

  it('allows 50 characters and refuses 51', () => {
    expect(checkTag({ ...valid, name: 'x'.repeat(50) }, []).ok).toBe(true);
    expect(checkTag({ ...valid, name: 'x'.repeat(51) }, [])).toEqual({
      ok: false,
      issues: [{ field: 'name', code: 'VALIDATION-011', message: NAME_TOO_LONG }],
    });
  });

  it('refuses the name of another tag whatever its capitals', () => {
    expect(checkTag({ ...valid, name: 'fomo' }, ['FOMO'])).toEqual({
      ok: false,
      issues: [{ field: 'name', code: 'DB-005', message: NAME_TAKEN }],
    });
  });

  it('reports a bad colour and a bad group beside a good name', () => {
    const check = checkTag({ name: 'A', color: 'blue', group: 'luck' }, []);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues.map((issue) => [issue.field, issue.message])).toEqual([
      ['color', COLOR_INVALID],
      ['group', expect.stringContaining('setup')],
    ]);
  });
});

describe('isDuplicateName', () => {
  it('is the unique violation', () => {
    expect(isDuplicateName({ code: '23505', message: 'duplicate key' })).toBe(true);
    expect(isDuplicateName({ code: '23514' })).toBe(false);
    expect(isDuplicateName(new Error('23505'))).toBe(false);
  });
});

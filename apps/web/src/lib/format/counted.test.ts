import { describe, expect, it } from 'vitest';
import { counted } from './counted';
import { formatterFor } from './display-format';

describe('counted', () => {
  const base = { dateFormat: 'YYYY-MM-DD', timeZone: 'UTC', privacy: false } as const;
  const german = formatterFor({ ...base, numberFormat: '1.234,56' });
  const us = formatterFor({ ...base, numberFormat: '1,234.56' });

  it('writes the count in the trader’s number format', () => {
    expect(counted(german, 12_345, 'fill', 'fills')).toBe('12.345 fills');
    expect(counted(us, 12_345, 'fill', 'fills')).toBe('12,345 fills');
  });

  it('takes the singular for exactly one and the plural for none', () => {
    expect(counted(us, 1, 'trade', 'trades')).toBe('1 trade');
    expect(counted(us, 0, 'trade', 'trades')).toBe('0 trades');
  });

  it('still shows a count under privacy mode (a count is not money)', () => {
    const hidden = formatterFor({ ...base, numberFormat: '1,234.56', privacy: true });
    expect(counted(hidden, 3, 'trade', 'trades')).toBe('3 trades');
  });
});

import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/format/display-format';
import { counted } from './counted';

describe('counted', () => {
  it('writes the count in the trader’s number format', () => {
    const base = { dateFormat: 'YYYY-MM-DD', timeZone: 'UTC', privacy: false } as const;
    const german = formatterFor({ ...base, numberFormat: '1.234,56' });
    const us = formatterFor({ ...base, numberFormat: '1,234.56' });
    expect(counted(german, 12_345, 'fill', 'fills')).toBe('12.345 fills');
    expect(counted(us, 12_345, 'fill', 'fills')).toBe('12,345 fills');
    expect(counted(us, 1, 'fill', 'fills')).toBe('1 fill');
  });
});

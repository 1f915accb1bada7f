import { afterEach, describe, expect, it } from 'vitest';
import { setDisplaySource } from '@/lib/format/current-display';
import { formatDay, formatInstant } from './performance-dates';

describe('instants in the trader zone', () => {
  afterEach(() => setDisplaySource(null));

  it('puts an exit late in the New York evening on its New York day, not the UTC one', () => {
    expect(formatDay('2025-03-04T02:30:00Z', 'America/New_York')).toBe('2025-03-03');
    expect(formatDay('2025-03-04T02:30:00Z', 'UTC')).toBe('2025-03-04');
    expect(formatInstant('2025-03-04T02:30:00Z', 'Asia/Tokyo')).toBe('2025-03-04 11:30');
  });

  it('writes the date format the trader chose', () => {
    setDisplaySource(() => ({
      numberFormat: '1,234.56',
      dateFormat: 'MM/DD/YYYY',
      timeZone: 'UTC',
      privacy: false,
    }));
    expect(formatDay('2025-03-04T02:30:00Z', 'America/New_York')).toBe('03/03/2025');
    expect(formatInstant('2025-03-04T02:30:00Z', 'UTC')).toBe('03/04/2025 02:30');
  });
});

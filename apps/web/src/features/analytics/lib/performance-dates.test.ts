import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant } from './performance-dates';

describe('instants in the trader zone', () => {
  it('puts an exit late in the New York evening on its New York day, not the UTC one', () => {
    expect(formatDay('2025-03-04T02:30:00Z', 'America/New_York')).toBe('Mar 3, 2025');
    expect(formatDay('2025-03-04T02:30:00Z', 'UTC')).toBe('Mar 4, 2025');
    expect(formatInstant('2025-03-04T02:30:00Z', 'Asia/Tokyo')).toBe('Mar 4, 2025, 11:30');
  });
});

import { describe, expect, it } from 'vitest';
import { needsDetectedZone } from './detected-zone';

describe('needsDetectedZone', () => {
  it('asks for the browser’s zone only for a default zone never chosen', () => {
    expect(needsDetectedZone({ timezone: 'UTC', timezone_chosen_at: null })).toBe(true);
    expect(needsDetectedZone({ timezone: 'UTC', timezone_chosen_at: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(needsDetectedZone({ timezone: 'America/New_York', timezone_chosen_at: null })).toBe(false);
  });
});

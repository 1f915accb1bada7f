import { describe, expect, it } from 'vitest';
import { filterZones, offsetLabel, zoneOptions } from './time-zones';

const JANUARY = new Date('2026-01-15T12:00:00Z');
const JULY = new Date('2026-07-15T12:00:00Z');

describe('offsetLabel', () => {
  it('pads hours and minutes and prints a true minus', () => {
    expect(offsetLabel('GMT+5:30')).toBe('UTC+05:30');
    expect(offsetLabel('GMT-5')).toBe('UTC−05:00');
    expect(offsetLabel('GMT+14')).toBe('UTC+14:00');
    expect(offsetLabel('GMT')).toBe('UTC+00:00');
  });
});

describe('zoneOptions', () => {
  it('puts UTC first, tells the offset of the day given, and keeps an unlisted current zone', () => {
    const winter = zoneOptions(JANUARY, 'US/Eastern', ['Asia/Kolkata', 'America/New_York', 'UTC']);
    expect(winter.map((option) => option.zone)).toEqual([
      'UTC',
      'Asia/Kolkata',
      'America/New_York',
      'US/Eastern',
    ]);
    expect(winter.find((option) => option.zone === 'America/New_York')?.offset).toBe('UTC−05:00');
    expect(winter.find((option) => option.zone === 'Asia/Kolkata')?.offset).toBe('UTC+05:30');
    const summer = zoneOptions(JULY, 'UTC', ['America/New_York']);
    expect(summer.map((option) => option.zone)).toEqual(['UTC', 'America/New_York']);
    expect(summer[1]).toEqual({ zone: 'America/New_York', offset: 'UTC−04:00', label: 'America / New York' });
  });
});

describe('filterZones', () => {
  const options = zoneOptions(JANUARY, 'UTC', [
    'America/New_York',
    'America/Sao_Paulo',
    'Asia/Kolkata',
    'Asia/Tokyo',
  ]);
  const zones = (query: string) => filterZones(options, query).map((option) => option.zone);

  it('keeps every zone for an empty query', () => {
    expect(zones('  ')).toHaveLength(5);
  });

  it('matches every word in the name, without case, underscores or accents', () => {
    expect(zones('new york')).toEqual(['America/New_York']);
    expect(zones('São')).toEqual(['America/Sao_Paulo']);
    expect(zones('america york')).toEqual(['America/New_York']);
    expect(zones('tokyo kolkata')).toEqual([]);
  });

  it('matches an offset typed with a plain hyphen', () => {
    expect(zones('+05:30')).toEqual(['Asia/Kolkata']);
    expect(zones('utc-05')).toEqual(['America/New_York']);
  });
});

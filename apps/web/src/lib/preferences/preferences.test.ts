import { describe, expect, it } from 'vitest';
import {
  columnsOfPatch,
  DEFAULT_PREFERENCES,
  preferencesFromCache,
  preferencesFromRow,
  resolveReducedMotion,
  resolveTheme,
  samePreferences,
  withPending,
} from './preferences';

const row = {
  theme: 'dark',
  density: 'compact',
  number_format: '1.234,56',
  date_format: 'DD.MM.YYYY',
  week_start: 0,
  pnl_palette: 'blue-orange',
  reduced_motion: 'on',
  privacy_mode: true,
  default_account_id: '7d1f8a34-3f0c-4c56-9c5e-0b8f4a1e2d3c',
};

describe('preferences from user_settings', () => {
  it('are the column defaults when the trader has no row yet', () => {
    expect(preferencesFromRow(null)).toEqual(DEFAULT_PREFERENCES);
  });

  it('name every column in camel case', () => {
    expect(preferencesFromRow(row)).toEqual({
      theme: 'dark',
      density: 'compact',
      numberFormat: '1.234,56',
      dateFormat: 'DD.MM.YYYY',
      weekStart: 0,
      pnlPalette: 'blue-orange',
      reducedMotion: 'on',
      privacyMode: true,
      defaultAccountId: '7d1f8a34-3f0c-4c56-9c5e-0b8f4a1e2d3c',
    });
  });

  it('refuse a value the database would not hold', () => {
    expect(() => preferencesFromRow({ ...row, theme: 'sepia' })).toThrow();
    expect(() => preferencesFromRow({ ...row, week_start: 3 })).toThrow();
  });
});

describe('a patch', () => {
  it('writes only the columns it names, a cleared default account included', () => {
    expect(columnsOfPatch({ theme: 'light', defaultAccountId: null })).toEqual({
      theme: 'light',
      default_account_id: null,
    });
    expect(columnsOfPatch({ weekStart: 6, privacyMode: false })).toEqual({
      week_start: 6,
      privacy_mode: false,
    });
  });

  it('in flight is shown over the server values, later ones over earlier ones', () => {
    const shown = withPending(DEFAULT_PREFERENCES, [
      { theme: 'dark', density: 'compact' },
      { theme: 'light' },
    ]);
    expect(shown).toMatchObject({ theme: 'light', density: 'compact', numberFormat: '1,234.56' });
  });

  it('that failed leaves the later ones shown once taken out', () => {
    const later = { density: 'compact' } as const;
    expect(withPending(DEFAULT_PREFERENCES, [later])).toMatchObject({ theme: 'system', density: 'compact' });
  });

  it('with an undefined field does not blank the value under it', () => {
    expect(withPending(DEFAULT_PREFERENCES, [{ theme: undefined }]).theme).toBe('system');
  });
});

describe('the cached copy', () => {
  it('is used only when it is a whole valid set', () => {
    const preferences = preferencesFromRow(row);
    expect(preferencesFromCache(preferences)).toEqual(preferences);
    expect(preferencesFromCache({ ...preferences, density: 'roomy' })).toBeNull();
    expect(preferencesFromCache({ theme: 'dark' })).toBeNull();
    expect(preferencesFromCache('dark')).toBeNull();
  });
});

describe('resolving', () => {
  it('follows the system only for "system"', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reduces motion when asked, or when the system asks and the trader left it to the system', () => {
    expect(resolveReducedMotion('system', true)).toBe(true);
    expect(resolveReducedMotion('system', false)).toBe(false);
    expect(resolveReducedMotion('on', false)).toBe(true);
    expect(resolveReducedMotion('off', true)).toBe(false);
  });

  it('compares every preference', () => {
    expect(samePreferences(DEFAULT_PREFERENCES, { ...DEFAULT_PREFERENCES })).toBe(true);
    expect(samePreferences(DEFAULT_PREFERENCES, { ...DEFAULT_PREFERENCES, privacyMode: true })).toBe(false);
  });
});

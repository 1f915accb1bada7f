import type { Preferences, ResolvedTheme } from './preferences';
import { preferencesFromCache, resolveReducedMotion, resolveTheme } from './preferences';

/**
 * How the preferences reach the page: data attributes on <html> that index.css reads, and the
 * browser's theme colour. public/first-paint.js holds a copy of this for the first paint (before
 * any module runs), reading the cache written below; keep the attribute names and the cache key in step.
 */
export const PREFERENCES_CACHE_KEY = 'edgelog_preferences';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';
/** The address bar's colour: the page background of each theme (index.css). */
const THEME_COLOR: Record<ResolvedTheme, string> = { light: '#fafafa', dark: '#0b0d10' };

export type Appearance = Pick<Preferences, 'theme' | 'density' | 'pnlPalette' | 'reducedMotion'>;

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

export function systemPrefersDark(): boolean {
  return matches(DARK_QUERY);
}

export function systemReducesMotion(): boolean {
  return matches(REDUCE_QUERY);
}

/** Sets the attributes index.css styles by; unchanged values are not written again. */
export function applyAppearance(appearance: Appearance): void {
  const root = document.documentElement;
  const theme = resolveTheme(appearance.theme, systemPrefersDark());
  const motion = resolveReducedMotion(appearance.reducedMotion, systemReducesMotion()) ? 'reduce' : 'full';
  const set = (name: string, value: string) => {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  };
  set('data-theme', theme);
  set('data-density', appearance.density);
  set('data-pnl-palette', appearance.pnlPalette);
  set('data-motion', motion);
  root.style.colorScheme = theme;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]'))
    meta.setAttribute('content', THEME_COLOR[theme]);
}

/** The theme the page shows now, as applied to <html>. */
export function appliedTheme(): ResolvedTheme {
  if (typeof document === 'undefined') return 'light';
  const value = document.documentElement.getAttribute('data-theme');
  return value === 'dark' || value === 'light' ? value : systemPrefersDark() ? 'dark' : 'light';
}

/** Whether animations are to be cut short, as applied to <html> (for code that animates itself). */
export function motionReduced(): boolean {
  if (typeof document === 'undefined') return false;
  const value = document.documentElement.getAttribute('data-motion');
  return value === null ? systemReducesMotion() : value === 'reduce';
}

/** Calls `onChange` when the system's colour scheme or motion setting changes. */
export function watchSystem(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const queries = [window.matchMedia(DARK_QUERY), window.matchMedia(REDUCE_QUERY)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/** What the next load paints with before the server answers: the last user's choices. */
export interface CachedPreferences {
  userId: string;
  preferences: Preferences;
  /** Privacy mode is on here although the server refused to store it: the next load keeps it. */
  heldPrivacy?: boolean;
}

export function readCache(): CachedPreferences | null {
  try {
    const text = window.localStorage.getItem(PREFERENCES_CACHE_KEY);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    if (!('userId' in value) || typeof value.userId !== 'string') return null;
    const preferences = 'preferences' in value ? preferencesFromCache(value.preferences) : null;
    if (preferences === null) return null;
    const heldPrivacy = 'heldPrivacy' in value && value.heldPrivacy === true;
    return heldPrivacy
      ? { userId: value.userId, preferences, heldPrivacy }
      : { userId: value.userId, preferences };
  } catch {
    return null;
  }
}

export function writeCache(cache: CachedPreferences | null): void {
  try {
    if (cache === null) window.localStorage.removeItem(PREFERENCES_CACHE_KEY);
    else window.localStorage.setItem(PREFERENCES_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // Storage off or full: the next load paints the system's theme until the server answers.
  }
}

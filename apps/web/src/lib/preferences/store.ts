import { showErrorToast } from '@/features/errors/error-toast';
import { onSignedOut } from '@/lib/session-events';
import { loadSupabase } from '@/lib/supabase';
import { applyAppearance, PREFERENCES_CACHE_KEY, readCache, watchSystem, writeCache } from './document';
import {
  columnsOfPatch,
  DEFAULT_PREFERENCES,
  PREFERENCE_COLUMNS,
  preferencesFromRow,
  samePreferences,
  withPending,
  type Preferences,
  type PreferencesPatch,
} from './preferences';

/**
 * The signed-in trader's preferences for the whole page: read from user_settings once per sign-in,
 * read again when the tab comes back to the foreground (user_settings is not on the realtime
 * publication, so another device's change arrives then), and taken at once from another tab of
 * this browser through the local-storage cache that tab writes.
 */
interface PendingSave {
  id: number;
  patch: PreferencesPatch;
}

let userId: string | null = null;
let server: Preferences = { ...DEFAULT_PREFERENCES };
let pending: PendingSave[] = [];
let shown: Preferences = server;
let loaded = false;
let nextSaveId = 1;
/** Bumped on every sign-in or sign-out, so an answer for the previous user is dropped. */
let generation = 0;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function publish(): void {
  const next = withPending(
    server,
    pending.map((save) => save.patch),
  );
  if (!samePreferences(next, shown)) shown = next;
  applyAppearance(shown);
  for (const listener of listeners) listener();
}

function keepServer(next: Preferences): void {
  server = next;
  loaded = true;
  if (userId !== null) writeCache({ userId, preferences: server });
  publish();
}

async function fetchPreferences(): Promise<void> {
  const forGeneration = generation;
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('user_settings').select(PREFERENCE_COLUMNS).maybeSingle();
  if (forGeneration !== generation) return;
  // A failed read keeps what is shown (the cache or the defaults); the next focus tries again.
  if (error) return;
  keepServer(preferencesFromRow(data));
}

function refetchWhenVisible(): void {
  if (document.visibilityState === 'visible' && userId !== null) void fetchPreferences();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== PREFERENCES_CACHE_KEY && event.key !== null) return;
  const cache = readCache();
  if (cache !== null && cache.userId === userId) {
    server = cache.preferences;
    publish();
  }
}

function watch(): void {
  if (stopWatching !== null) return;
  const stopSystem = watchSystem(publish);
  window.addEventListener('focus', refetchWhenVisible);
  document.addEventListener('visibilitychange', refetchWhenVisible);
  window.addEventListener('storage', onStorage);
  stopWatching = () => {
    stopSystem();
    window.removeEventListener('focus', refetchWhenVisible);
    document.removeEventListener('visibilitychange', refetchWhenVisible);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Follows the signed-in trader (null: nobody). The last values this browser saw for the same
 * trader are shown until the server answers, so a reload keeps its look.
 */
export function setPreferencesUser(next: string | null): void {
  if (next === userId) return;
  generation += 1;
  userId = next;
  pending = [];
  loaded = false;
  watch();
  if (next === null) {
    server = { ...DEFAULT_PREFERENCES };
    publish();
    return;
  }
  const cache = readCache();
  server = cache !== null && cache.userId === next ? cache.preferences : { ...DEFAULT_PREFERENCES };
  publish();
  void fetchPreferences();
}

// The next visitor of this browser starts from the system's look (the cache key is cleared with
// every other product key on sign-out).
onSignedOut(() => {
  setPreferencesUser(null);
  writeCache(null);
});

export function getPreferences(): Preferences {
  return shown;
}

/** Whether the server's values have been read for the signed-in trader. */
export function preferencesLoaded(): boolean {
  return loaded;
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the change at once and saves it; when the server refuses, the change is taken back
 * (later changes stay) and the refusal is shown through the error catalogue.
 */
export async function updatePreferences(patch: PreferencesPatch): Promise<void> {
  if (userId === null) return;
  const forGeneration = generation;
  const save: PendingSave = { id: nextSaveId++, patch };
  pending = [...pending, save];
  publish();
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase
      .from('user_settings')
      .upsert(columnsOfPatch(patch), { onConflict: 'user_id' })
      .select(PREFERENCE_COLUMNS)
      .single();
    if (error) throw error;
    if (forGeneration !== generation) return;
    pending = pending.filter((entry) => entry.id !== save.id);
    keepServer(preferencesFromRow(data));
  } catch (error) {
    if (forGeneration !== generation) return;
    pending = pending.filter((entry) => entry.id !== save.id);
    publish();
    showErrorToast(error);
  }
}

import { toast } from 'sonner';
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
  type Preferences,
  type PreferencesPatch,
} from './preferences';
import { PreferencesSaves, type PreferencesTransport } from './saves';
import { watchReturns } from './tab-returns';

/**
 * The signed-in trader's preferences for the whole page: read from user_settings once per sign-in,
 * read again when the tab comes back to the foreground (user_settings is not on the realtime
 * publication, so another device's change arrives then), and taken at once from another tab of
 * this browser through the local-storage cache that tab writes. The ordering of saves and answers
 * lives in PreferencesSaves.
 */
let userId: string | null = null;
let saves: PreferencesSaves | null = null;
let shown: Preferences = { ...DEFAULT_PREFERENCES };
let loaded = false;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

const PRIVACY_NOT_SAVED_TOAST = 'privacy-mode-not-saved';

function publish(): void {
  const next = saves === null ? { ...DEFAULT_PREFERENCES } : saves.shown();
  if (!samePreferences(next, shown)) shown = next;
  applyAppearance(shown);
  for (const listener of listeners) listener();
}

function rememberForNextLoad(): void {
  if (userId === null || saves === null) return;
  const heldPrivacy = saves.holdsPrivacy();
  writeCache({ userId, preferences: saves.serverValues(), ...(heldPrivacy ? { heldPrivacy } : {}) });
}

const transport: PreferencesTransport = {
  async read() {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.from('user_settings').select(PREFERENCE_COLUMNS).maybeSingle();
    if (error) throw error;
    return preferencesFromRow(data);
  },
  async save(patch) {
    const supabase = await loadSupabase();
    const { data, error } = await supabase
      .from('user_settings')
      .upsert(columnsOfPatch(patch), { onConflict: 'user_id' })
      .select(PREFERENCE_COLUMNS)
      .single();
    if (error) throw error;
    return preferencesFromRow(data);
  },
};

function savesFor(start: Preferences, heldPrivacy: boolean): PreferencesSaves {
  const own: PreferencesSaves = new PreferencesSaves(
    start,
    transport,
    {
      changed: (fromAnotherTab) => {
        if (saves !== own) return;
        loaded = own.serverAnswered();
        // Values taken from the cache are already in it; writing them back would echo between tabs.
        if (!fromAnotherTab) rememberForNextLoad();
        if (!own.holdsPrivacy()) toast.dismiss(PRIVACY_NOT_SAVED_TOAST);
        publish();
      },
      refused: (error, held) => {
        if (saves !== own) return;
        showErrorToast(error);
        if (held)
          toast.warning('Privacy mode is not saved', {
            id: PRIVACY_NOT_SAVED_TOAST,
            description:
              'Money stays hidden on this device. Edgelog saves it again when you change a setting or come back to this tab.',
            duration: Infinity,
          });
      },
    },
    { heldPrivacy },
  );
  return own;
}

function refetchOnReturn(): void {
  if (saves !== null) void saves.refresh();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== PREFERENCES_CACHE_KEY && event.key !== null) return;
  const cache = readCache();
  if (cache !== null && cache.userId === userId && saves !== null)
    saves.takeServerValues(cache.preferences, cache.heldPrivacy === true);
}

function watch(): void {
  if (stopWatching !== null) return;
  const stopSystem = watchSystem(publish);
  // One refresh per return: a held privacy mode is re-sent by it, and each refusal is a toast.
  const stopReturns = watchReturns(window, document, refetchOnReturn);
  window.addEventListener('storage', onStorage);
  stopWatching = () => {
    stopSystem();
    stopReturns();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Follows the signed-in trader (null: nobody). The last values this browser saw for the same
 * trader are shown until the server answers, so a reload keeps its look (and a privacy mode the
 * server refused stays on and is sent again).
 */
export function setPreferencesUser(next: string | null): void {
  if (next === userId) return;
  saves?.close();
  saves = null;
  userId = next;
  loaded = false;
  toast.dismiss(PRIVACY_NOT_SAVED_TOAST);
  watch();
  if (next === null) {
    publish();
    return;
  }
  const cache = readCache();
  const own = cache !== null && cache.userId === next ? cache : null;
  saves = savesFor(own?.preferences ?? { ...DEFAULT_PREFERENCES }, own?.heldPrivacy === true);
  publish();
  void saves.refresh();
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
 * Shows the change at once and saves it after the saves before it; when the server refuses, the
 * change is taken back (later changes stay; privacy mode being turned on stays on here) and the
 * refusal is shown through the error catalogue.
 */
export async function updatePreferences(patch: PreferencesPatch): Promise<void> {
  if (saves === null) return;
  await saves.update(patch);
}

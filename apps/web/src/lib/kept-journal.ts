import type { JournalStore, KeptJournal } from '@edgelog/core';

// The analytics worker keeps the trader's whole journal in IndexedDB between visits (a 100k-trade
// journal is ~25 MB, far past localStorage), checked against the server's journal stamp before
// use. One entry, the last journal read; removed when the trader signs out, so the next person at
// this browser finds nothing of theirs.
const DB_NAME = 'edgelog-analytics';
const STORE = 'journal';
const KEY = 'whole';
const KEEP_AFTER_MS = 400;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** A connection for one call, closed after it and at once when the database is being deleted. */
async function withDatabase<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
  };
  const db = await request(open);
  db.onversionchange = () => db.close();
  try {
    const transaction = db.transaction(STORE, mode);
    const result = await request(action(transaction.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
    return result;
  } finally {
    db.close();
  }
}

function isKeptJournal(value: unknown): value is KeptJournal {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.owner === 'string' &&
    typeof entry.stamp === 'string' &&
    Array.isArray(entry.texts) &&
    entry.texts.every((text) => typeof text === 'string') &&
    Array.isArray(entry.excursions)
  );
}

/** The worker's store; undefined where this browser has no IndexedDB (the journal is then read each visit). */
export function keptJournalStore(): JournalStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  const readKept = (): Promise<unknown> => withDatabase('readonly', (store) => store.get(KEY));
  // Read as the worker starts, while the page still gathers the session: the first load finds it
  // ready. Only the first read uses it; later ones read again (a copy may have been put since).
  let early: Promise<unknown> | null = readKept().catch(() => undefined);
  return {
    read: async (owner) => {
      const pending = early;
      early = null;
      const value = await (pending ?? readKept());
      return isKeptJournal(value) && value.owner === owner ? value : undefined;
    },
    write: async (journal) => {
      // Putting 25 MB into IndexedDB holds the worker ~100 ms: done once the page has its figures.
      await new Promise((resolve) => setTimeout(resolve, KEEP_AFTER_MS));
      await withDatabase('readwrite', (store) => store.put(journal, KEY));
    },
  };
}

/** Removes the kept journal (at sign-out); resolves even where it cannot. */
export function forgetKeptJournal(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const deletion = indexedDB.deleteDatabase(DB_NAME);
    deletion.onsuccess = () => resolve();
    deletion.onerror = () => resolve();
    // An open connection closes itself on versionchange; until then the deletion waits, queued.
    deletion.onblocked = () => resolve();
  });
}

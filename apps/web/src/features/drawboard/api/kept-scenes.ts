import { memoryStore, type KeptSceneStore } from '../lib/kept-scene';

// Unsaved board scenes live in IndexedDB (a scene with its pending images can be megabytes, far
// past localStorage's quota), in one object store keyed '<user>/<board>'.
const DB_NAME = 'edgelog-drawboard';
const STORE = 'kept-scenes';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
  };
  return request(open);
}

function indexedDbStore(): KeptSceneStore {
  let db: Promise<IDBDatabase> | null = null;
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) => {
    db ??= openDatabase();
    const database = await db.catch((error: unknown) => {
      db = null;
      throw error;
    });
    return request(action(database.transaction(STORE, mode).objectStore(STORE)));
  };
  return {
    get: (key) => run('readonly', (store) => store.get(key)),
    put: async (key, value) => {
      await run('readwrite', (store) => store.put(value, key));
    },
    delete: async (key) => {
      await run('readwrite', (store) => store.delete(key));
    },
    keys: async () => (await run('readonly', (store) => store.getAllKeys())).map(String),
  };
}

let shared: KeptSceneStore | null = null;

/** This browser's store of unsaved scenes (in memory where IndexedDB is unavailable). */
export function keptScenes(): KeptSceneStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore();
  return shared;
}

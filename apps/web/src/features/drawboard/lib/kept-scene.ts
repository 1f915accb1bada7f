import { restoreScene, type PendingUpload, type SceneDocument } from '@edgelog/core';
import { z } from 'zod';

// A board's unsaved scene kept on this device until the server has it: the scene document (its
// stored images as references) and the images not uploaded yet (as data URLs), per user and
// board. The store is IndexedDB in the browser (api/kept-scenes.ts); anything with these four
// calls works, which keeps this logic testable.

export interface KeptSceneStore {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

export interface KeptScene {
  userId: string;
  boardId: string;
  /** The server revision the edits were made on. */
  baseRevision: number;
  scene: SceneDocument;
  uploads: PendingUpload[];
  keptAt: number;
}

const keptShape = z.object({
  userId: z.string(),
  boardId: z.string(),
  baseRevision: z.number().int().positive(),
  scene: z.unknown(),
  uploads: z.array(z.object({ fileId: z.string(), mimeType: z.string(), dataURL: z.string() })),
  keptAt: z.number(),
});

export const keptKey = (userId: string, boardId: string): string => `${userId}/${boardId}`;

export async function keepScene(store: KeptSceneStore, kept: KeptScene): Promise<void> {
  await store.put(keptKey(kept.userId, kept.boardId), kept);
}

/** The kept scene of this user's board, or null (none, another user's, or unreadable: dropped). */
export async function readKeptScene(
  store: KeptSceneStore,
  userId: string,
  boardId: string,
): Promise<KeptScene | null> {
  const key = keptKey(userId, boardId);
  const raw = await store.get(key);
  if (raw === undefined || raw === null) return null;
  const parsed = keptShape.safeParse(raw);
  if (!parsed.success || parsed.data.userId !== userId || parsed.data.boardId !== boardId) {
    await store.delete(key);
    return null;
  }
  try {
    return { ...parsed.data, scene: restoreScene(parsed.data.scene).scene };
  } catch {
    await store.delete(key);
    return null;
  }
}

export async function forgetKeptScene(store: KeptSceneStore, userId: string, boardId: string): Promise<void> {
  await store.delete(keptKey(userId, boardId));
}

/** A store in memory: where IndexedDB is unavailable (some private windows), kept for this tab's life. */
export function memoryStore(): KeptSceneStore {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(values.get(key)),
    put: async (key, value) => {
      values.set(key, structuredClone(value));
    },
    delete: async (key) => {
      values.delete(key);
    },
    keys: async () => [...values.keys()],
  };
}

import {
  classifyError,
  sceneFingerprint,
  toSceneDocument,
  type EditorScene,
  type PendingUpload,
  type SceneDocument,
  type SceneFileRef,
} from '@edgelog/core';
import { dataUrlToBlob } from './data-url';

// The draw board's autosave, without React or the network: what to save when, what to keep on
// the device, and what a failed or contested save means. The hook (api/use-board-autosave.ts)
// gives it the real calls; tests give it a server in memory.

export type SaveStatus = 'saved' | 'saving' | 'offline-kept' | 'conflict' | 'error';

export interface SaveConflict {
  revision: number;
  scene: SceneDocument;
  updatedAt: string;
}

export type SaverSaveResult = { revision: number } | { conflict: SaveConflict };

export interface SaverDeps {
  save(scene: SceneDocument, knownRevision: number, thumbnailPath?: string): Promise<SaverSaveResult>;
  upload(fileId: string, blob: Blob): Promise<string>;
  /** Makes and stores the board's picture; its path, or null when there is nothing to show. */
  uploadThumbnail?: () => Promise<string | null>;
  /** The picture was remade on its own, after the last save (for the list to show it). */
  thumbnailChanged?: () => void;
  keep(copy: {
    baseRevision: number;
    scene: SceneDocument;
    uploads: PendingUpload[];
    keptAt: number;
  }): Promise<void>;
  forget(): Promise<void>;
  isOnline(): boolean;
  now(): number;
  /** setTimeout, returning how to cancel it. */
  schedule(run: () => void, ms: number): () => void;
}

export interface SaverState {
  status: SaveStatus;
  /** The last failure, while the status is 'error' or 'offline-kept'. */
  error: unknown;
  conflict: SaveConflict | null;
  revision: number;
}

/** Saved about a second after the last change: a stroke is many changes, one save. */
export const SAVE_DELAY_MS = 1000;
/** The list's picture is remade at most this often while drawing. */
export const THUMBNAIL_EVERY_MS = 10_000;
const RETRY_DELAYS_MS = [2000, 5000, 15_000, 30_000];

export const retryDelayMs = (attempt: number): number =>
  RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1] ?? 30_000;

/** A failure while offline, or of the connection itself, keeps the scene and waits for the network. */
export function failureStatus(error: unknown, online: boolean): 'offline-kept' | 'error' {
  if (!online) return 'offline-kept';
  return classifyError(error).startsWith('NETWORK-') ? 'offline-kept' : 'error';
}

export interface SaverStart {
  /** The server revision saves go over. */
  revision: number;
  /** The scene the server is known to hold at that revision, or null when not known. */
  saved: SceneDocument | null;
  /** Edits to save at once (kept on the device from an earlier visit). */
  pending?: { scene: SceneDocument; uploads: readonly PendingUpload[] } | null;
}

/** An editor scene standing for kept edits: their elements, settings and pending images. */
function editorSceneOf(
  kept: { scene: SceneDocument; uploads: readonly PendingUpload[] },
  now: number,
): EditorScene {
  const files: Record<string, { mimeType: string; dataURL: string; created: number }> = {};
  for (const upload of kept.uploads)
    files[upload.fileId] = { mimeType: upload.mimeType, dataURL: upload.dataURL, created: now };
  return { elements: kept.scene.elements, appState: kept.scene.appState, files };
}

function createdOf(editor: EditorScene, fileId: string, fallback: number): number {
  const file: unknown = editor.files?.[fileId];
  if (typeof file === 'object' && file !== null && 'created' in file && typeof file.created === 'number')
    return file.created;
  return fallback;
}

export class BoardSaver {
  readonly #deps: SaverDeps;
  readonly #onState: (state: SaverState) => void;
  #state: SaverState;
  #savedFingerprint: string | null;
  #stored: Record<string, SceneFileRef>;
  #pending: EditorScene | null = null;
  /** Raised by every change: a save finished for an older one leaves the newer one pending. */
  #changes = 0;
  #running = false;
  #again = false;
  #attempt = 0;
  #thumbnailAt = Number.NEGATIVE_INFINITY;
  /** Where the picture is, once made: every later save records it (the same path each time). */
  #thumbnailPath: string | null = null;
  /** A picture left to remake once the interval has passed, so the list ends on the last edit. */
  #cancelThumbnail: (() => void) | null = null;
  #cancelTimer: (() => void) | null = null;
  #disposed = false;

  constructor(start: SaverStart, deps: SaverDeps, onState: (state: SaverState) => void) {
    this.#deps = deps;
    this.#onState = onState;
    this.#savedFingerprint = start.saved === null ? null : sceneFingerprint(start.saved);
    this.#stored = { ...start.saved?.files, ...start.pending?.scene.files };
    this.#state = { status: 'saved', error: null, conflict: null, revision: start.revision };
    if (start.pending) {
      this.#pending = editorSceneOf(start.pending, deps.now());
      this.#changes++;
      this.#set({ status: 'saving' });
      this.#later(0);
    }
  }

  get state(): SaverState {
    return this.#state;
  }

  #set(patch: Partial<SaverState>) {
    this.#state = { ...this.#state, ...patch };
    if (!this.#disposed) this.#onState(this.#state);
  }

  #later(ms: number) {
    this.#cancelTimer?.();
    this.#cancelTimer = this.#deps.schedule(() => {
      this.#cancelTimer = null;
      void this.#run();
    }, ms);
  }

  /** The editor's scene changed (its content, not the view). */
  change(editor: EditorScene): void {
    const { scene, uploads } = toSceneDocument(editor, this.#stored);
    this.#changes++;
    if (uploads.length === 0 && sceneFingerprint(scene) === this.#savedFingerprint) {
      // Back to what the server has (an undo to the saved state): nothing to save or keep.
      this.#pending = null;
      if (this.#state.status !== 'conflict') {
        this.#cancelTimer?.();
        this.#set({ status: 'saved', error: null });
        void this.#deps.forget().catch(() => undefined);
      }
      return;
    }
    this.#pending = editor;
    if (this.#state.status === 'conflict') {
      void this.#keep(editor);
      return;
    }
    if (this.#state.status === 'saved') this.#set({ status: 'saving' });
    this.#later(SAVE_DELAY_MS);
  }

  /** Saves what is pending now (leaving the board, or the trader asked). */
  async flush(): Promise<void> {
    this.#cancelTimer?.();
    await this.#run();
    if (this.#cancelThumbnail !== null) {
      this.#cancelThumbnail();
      this.#cancelThumbnail = null;
      await this.#refreshThumbnail();
    }
  }

  /** Keeps what is pending on the device now (the tab is being hidden or closed). */
  async keepNow(): Promise<void> {
    if (this.#pending !== null) await this.#keep(this.#pending);
  }

  /** The network is back: a kept scene is saved without waiting for the next retry. */
  online(): void {
    if (this.#pending !== null && (this.#state.status === 'offline-kept' || this.#state.status === 'error'))
      this.#later(0);
  }

  /** Conflict answered "keep mine": this tab's scene is saved over the other's. */
  keepMine(): void {
    const conflict = this.#state.conflict;
    if (conflict === null) return;
    this.#set({ conflict: null, revision: conflict.revision, status: 'saving' });
    this.#later(0);
  }

  /** Conflict answered "take theirs": the other version becomes this tab's; returns it to show. */
  takeTheirs(): SaveConflict | null {
    const conflict = this.#state.conflict;
    if (conflict === null) return null;
    this.#pending = null;
    this.#changes++;
    this.#savedFingerprint = sceneFingerprint(conflict.scene);
    this.#stored = { ...this.#stored, ...conflict.scene.files };
    this.#set({ conflict: null, revision: conflict.revision, status: 'saved', error: null });
    void this.#deps.forget().catch(() => undefined);
    return conflict;
  }

  dispose(): void {
    this.#disposed = true;
    this.#cancelTimer?.();
    this.#cancelThumbnail?.();
  }

  async #makeThumbnail(): Promise<void> {
    if (!this.#deps.uploadThumbnail) return;
    this.#thumbnailAt = this.#deps.now();
    // The picture is a nicety: the scene is saved without it.
    const path = await this.#deps.uploadThumbnail().catch(() => null);
    if (path !== null) this.#thumbnailPath = path;
  }

  async #refreshThumbnail(): Promise<void> {
    await this.#makeThumbnail();
    if (this.#thumbnailPath !== null) this.#deps.thumbnailChanged?.();
  }

  /** Remakes the picture now when the interval has passed, else once it has. */
  async #thumbnailForSave(): Promise<void> {
    if (!this.#deps.uploadThumbnail) return;
    const wait = this.#thumbnailAt + THUMBNAIL_EVERY_MS - this.#deps.now();
    if (wait <= 0) {
      this.#cancelThumbnail?.();
      this.#cancelThumbnail = null;
      await this.#makeThumbnail();
    } else if (this.#cancelThumbnail === null) {
      this.#cancelThumbnail = this.#deps.schedule(() => {
        this.#cancelThumbnail = null;
        void this.#refreshThumbnail();
      }, wait);
    }
  }

  async #keep(editor: EditorScene) {
    const { scene, uploads } = toSceneDocument(editor, this.#stored);
    // Keeping is the safety net, not the save: a full or blocked store must not stop saving.
    await this.#deps
      .keep({ baseRevision: this.#state.revision, scene, uploads, keptAt: this.#deps.now() })
      .catch(() => undefined);
  }

  async #run(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = true;
    try {
      do {
        this.#again = false;
        await this.#saveOnce();
      } while (this.#again && !this.#disposed);
    } finally {
      this.#running = false;
    }
  }

  async #saveOnce(): Promise<void> {
    const editor = this.#pending;
    if (editor === null || this.#state.status === 'conflict') return;
    const change = this.#changes;
    await this.#keep(editor);
    if (!this.#deps.isOnline()) {
      this.#set({ status: 'offline-kept', error: null });
      return;
    }
    this.#set({ status: 'saving' });
    try {
      let document = toSceneDocument(editor, this.#stored);
      for (const upload of document.uploads) {
        const blob = dataUrlToBlob(upload.dataURL);
        if (blob === null) continue;
        const path = await this.#deps.upload(upload.fileId, blob);
        const created = createdOf(editor, upload.fileId, this.#deps.now());
        this.#stored[upload.fileId] = { path, mimeType: upload.mimeType, created };
      }
      if (document.uploads.length > 0) document = toSceneDocument(editor, this.#stored);
      await this.#thumbnailForSave();
      let result = await this.#deps.save(
        document.scene,
        this.#state.revision,
        this.#thumbnailPath ?? undefined,
      );
      // Another tab (or this one, opened twice) already saved exactly this drawing: that is a save.
      if (
        'conflict' in result &&
        sceneFingerprint(result.conflict.scene) === sceneFingerprint(document.scene)
      )
        result = { revision: result.conflict.revision };
      if ('conflict' in result) {
        const { conflict } = result;
        // Someone renamed the board, or its picture changed: the drawing is still the one this
        // tab built on, so saving over it loses nothing.
        if (this.#savedFingerprint !== null && sceneFingerprint(conflict.scene) === this.#savedFingerprint) {
          this.#set({ revision: conflict.revision });
          this.#again = true;
          return;
        }
        this.#set({ status: 'conflict', conflict, error: null });
        return;
      }
      this.#attempt = 0;
      this.#savedFingerprint = sceneFingerprint(document.scene);
      this.#set({ revision: result.revision });
      if (this.#changes === change) {
        this.#pending = null;
        await this.#deps.forget().catch(() => undefined);
        this.#set({ status: 'saved', error: null });
      } else this.#again = true;
    } catch (error) {
      this.#attempt++;
      this.#set({ status: failureStatus(error, this.#deps.isOnline()), error });
      this.#later(retryDelayMs(this.#attempt));
    }
  }
}

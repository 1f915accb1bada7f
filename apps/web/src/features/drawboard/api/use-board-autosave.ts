import type { EditorScene, PendingUpload, SceneDocument } from '@edgelog/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BoardSaver, type SaveConflict, type SaverState, type SaveStatus } from '../lib/board-saver';
import { forgetKeptScene, keepScene } from '../lib/kept-scene';
import { uploadBoardFile, uploadBoardThumbnail } from './files';
import { keptScenes } from './kept-scenes';
import { boardKeys } from './keys';
import { saveBoard } from './save';

export type { SaveStatus, SaveConflict };

export interface AutosaveOptions {
  userId: string;
  /** The revision saves go over and the scene the server holds at it (null: not known). */
  revision: number;
  saved: SceneDocument | null;
  /** Edits kept on this device from an earlier visit, saved at once (see openBoard). */
  pending?: { scene: SceneDocument; uploads: readonly PendingUpload[] } | null;
  /** Makes the board's picture for the list (the canvas handle's `thumbnail`). */
  thumbnail?: () => Promise<Blob | null>;
}

export interface BoardAutosave {
  status: SaveStatus;
  /** The last failure while the status is 'error' or 'offline-kept', for useErrorHandler. */
  error: unknown;
  /** Set while the status is 'conflict': what the other tab or device saved. */
  conflict: SaveConflict | null;
  /** Give it every change of the board's content (the canvas's onSceneChange). */
  change: (scene: EditorScene) => void;
  /** Saves now (before leaving the board). */
  flush: () => Promise<void>;
  /** Conflict: save this tab's version over the other. */
  keepMine: () => void;
  /** Conflict: drop this tab's changes; returns the other version for the canvas to show. */
  takeTheirs: () => SaveConflict | null;
}

const INITIAL: SaverState = { status: 'saved', error: null, conflict: null, revision: 0 };

/**
 * Saves the open board about a second after the last change, and keeps every unsaved scene on
 * this device (IndexedDB) until the server has it: offline, or when a save fails, nothing drawn
 * is lost and the status says so; saving starts again when the network is back, on a timer, or
 * when the tab is hidden. A save that meets another tab's newer revision stops and asks
 * (status 'conflict'). Starts afresh when the board or the start changes.
 */
export function useBoardAutosave(boardId: string, options: AutosaveOptions): BoardAutosave {
  const { userId, revision, saved, pending = null } = options;
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaverState>(INITIAL);
  const saverRef = useRef<BoardSaver | null>(null);
  const thumbnailRef = useRef(options.thumbnail);
  useEffect(() => {
    thumbnailRef.current = options.thumbnail;
  }, [options.thumbnail]);

  useEffect(() => {
    const store = keptScenes();
    const saver = new BoardSaver(
      { revision, saved, pending },
      {
        save: async (scene, knownRevision, thumbnailPath) => {
          const result = await saveBoard(
            boardId,
            scene,
            knownRevision,
            thumbnailPath ? { thumbnailPath } : {},
          );
          // The list shows the new picture and order next time it is looked at.
          if ('revision' in result) void queryClient.invalidateQueries({ queryKey: boardKeys.lists(userId) });
          return result;
        },
        upload: (fileId, blob) => uploadBoardFile(boardId, fileId, blob),
        uploadThumbnail: async () => {
          const make = thumbnailRef.current;
          const png = make ? await make() : null;
          return png === null ? null : uploadBoardThumbnail(boardId, png);
        },
        thumbnailChanged: () => void queryClient.invalidateQueries({ queryKey: boardKeys.lists(userId) }),
        keep: (copy) => keepScene(store, { userId, boardId, ...copy }),
        forget: () => forgetKeptScene(store, userId, boardId),
        isOnline: () => navigator.onLine,
        now: () => Date.now(),
        schedule: (run, ms) => {
          const timer = window.setTimeout(run, ms);
          return () => window.clearTimeout(timer);
        },
      },
      setState,
    );
    saverRef.current = saver;
    setState(saver.state);
    const online = () => saver.online();
    // A tab being hidden may never come back (closed, discarded): keep its edits on the device now.
    const hidden = () => {
      if (document.visibilityState === 'hidden') void saver.keepNow();
    };
    const leaving = () => void saver.keepNow();
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
      // Leaving the board inside the app: save what is pending (it is kept on the device meanwhile).
      void saver.flush().finally(() => saver.dispose());
      saverRef.current = null;
    };
    // The start values are read once per board; later renders pass the same board's values.
  }, [boardId, userId, queryClient]);

  const change = useCallback((scene: EditorScene) => saverRef.current?.change(scene), []);
  const flush = useCallback(async () => {
    await saverRef.current?.flush();
  }, []);
  const keepMine = useCallback(() => saverRef.current?.keepMine(), []);
  const takeTheirs = useCallback(() => saverRef.current?.takeTheirs() ?? null, []);

  return {
    status: state.status,
    error: state.error,
    conflict: state.conflict,
    change,
    flush,
    keepMine,
    takeTheirs,
  };
}

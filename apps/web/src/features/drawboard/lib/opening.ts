import type { OpeningChoice, PendingUpload, SceneDocument } from '@edgelog/core';
import type { KeptScene } from './kept-scene';

/** An open board's server state, as far as choosing what to show needs it. */
export interface ServerBoard {
  revision: number;
  scene: SceneDocument;
}

/** What the editor opens: the server's board, and whether edits kept on this device come first. */
export interface OpenedBoard<Board extends ServerBoard = ServerBoard> {
  board: Board;
  /**
   * 'server': show board.scene. 'local': show the kept scene (newer than the server's) and save it.
   * 'conflict': the server moved on since the kept edits were made; the first save of the kept
   * scene meets the server's version and the autosave asks (keep mine / take theirs).
   */
  choice: OpeningChoice;
  /** The kept edits when choice is 'local' or 'conflict'. */
  kept: KeptScene | null;
}

/** useBoardAutosave's start for an opened board. */
export function autosaveStart(opened: OpenedBoard): {
  revision: number;
  saved: SceneDocument | null;
  pending: { scene: SceneDocument; uploads: readonly PendingUpload[] } | null;
} {
  const { board, choice, kept } = opened;
  if (choice === 'server' || kept === null)
    return { revision: board.revision, saved: board.scene, pending: null };
  // Saved over the revision the edits were made on: when the server moved on, that save is refused
  // and the trader chooses, exactly as when two open tabs meet.
  const revision = Math.min(kept.baseRevision, board.revision);
  return {
    revision,
    saved: revision === board.revision ? board.scene : null,
    pending: { scene: kept.scene, uploads: kept.uploads },
  };
}

/** The scene to put on the canvas first, and the images only this device holds (data URLs). */
export function openingScene(opened: OpenedBoard): {
  scene: SceneDocument;
  localFiles: Record<string, { mimeType: string; dataURL: string; created: number }>;
} {
  if (opened.choice === 'server' || opened.kept === null)
    return { scene: opened.board.scene, localFiles: {} };
  const localFiles: Record<string, { mimeType: string; dataURL: string; created: number }> = {};
  for (const upload of opened.kept.uploads)
    localFiles[upload.fileId] = {
      mimeType: upload.mimeType,
      dataURL: upload.dataURL,
      created: opened.kept.keptAt,
    };
  return { scene: opened.kept.scene, localFiles };
}

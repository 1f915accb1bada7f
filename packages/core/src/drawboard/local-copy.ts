// A scene the browser keeps until the server has it (a save that failed or never ran: offline,
// a closed tab). When the board opens again, this decides what the trader sees.
import { sceneFingerprint } from './to-scene.ts';
import type { SceneDocument } from './scene.ts';

export interface ServerBoardState {
  revision: number;
  scene: SceneDocument;
}

export interface LocalBoardCopy {
  /** The server revision the kept edits were made on. */
  baseRevision: number;
  scene: SceneDocument;
  /** When it was kept (ms since the epoch). */
  keptAt: number;
}

/**
 * - 'server': nothing kept, or the kept scene is what the server has: show the server's (and
 *   forget the kept one).
 * - 'local': the kept edits were made on the server's current revision: nobody saved since, so
 *   they are the newest; show them and save them.
 * - 'conflict': the server moved on since the edits were made (another tab or device saved):
 *   the trader chooses, as for a save that met a newer revision.
 */
export type OpeningChoice = 'server' | 'local' | 'conflict';

export function chooseOpeningScene(server: ServerBoardState, local: LocalBoardCopy | null): OpeningChoice {
  if (local === null) return 'server';
  if (sceneFingerprint(local.scene) === sceneFingerprint(server.scene)) return 'server';
  return local.baseRevision >= server.revision ? 'local' : 'conflict';
}

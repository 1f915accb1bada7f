import { restoreScene, type SceneDocument } from '@edgelog/core';
import { z } from 'zod';
import { conflictRow, revisionRow } from '../lib/board-rows';
import { signedInClient } from './session';

/** What the server has when another tab or device saved the board after the revision this tab knew. */
export interface BoardConflict {
  revision: number;
  scene: SceneDocument;
  updatedAt: string;
}

export type SaveResult = { revision: number } | { conflict: BoardConflict };

/** The board is gone (deleted in another tab): there is nothing to save over. */
export class BoardGoneError extends Error {
  override readonly name = 'BoardGoneError';
  readonly code = 'DB-004';
  constructor() {
    super('The board no longer exists');
  }
}

/**
 * Saves a scene over the revision this tab last read or wrote. The database raises the revision
 * on every update, so when another tab saved first no row matches and nothing is written: the
 * server's version comes back for the trader to choose, never silently overwritten.
 */
export async function saveBoard(
  boardId: string,
  scene: SceneDocument,
  knownRevision: number,
  extra: { thumbnailPath?: string } = {},
): Promise<SaveResult> {
  const { supabase } = await signedInClient();
  const changes =
    extra.thumbnailPath === undefined ? { scene } : { scene, thumbnail_path: extra.thumbnailPath };
  const { data, error } = await supabase
    .from('drawboards')
    .update(changes)
    .eq('id', boardId)
    .eq('revision', knownRevision)
    .select('revision');
  if (error) throw error;
  const [saved] = z.array(revisionRow).parse(data);
  if (saved !== undefined) return { revision: saved.revision };

  const current = await supabase
    .from('drawboards')
    .select('revision, scene, updated_at')
    .eq('id', boardId)
    .maybeSingle();
  if (current.error) throw current.error;
  if (current.data === null) throw new BoardGoneError();
  const row = conflictRow.parse(current.data);
  return {
    conflict: { revision: row.revision, scene: restoreScene(row.scene).scene, updatedAt: row.updated_at },
  };
}

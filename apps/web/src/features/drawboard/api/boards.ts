import { copyName, emptyScene, restoreScene, type BoardTemplate, type SceneDocument } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  boardListRow,
  boardRow,
  namePattern,
  toBoardSummary,
  type BoardRow,
  type BoardSummary,
} from '../lib/board-rows';
import { copyBoardFiles, removeBoardFiles, signedUrls } from './files';
import { boardKeys } from './keys';
import { addBoardLink, type LinkTarget } from './links';
import { signedInClient } from './session';

const LIST_COLUMNS = 'id, name, template, thumbnail_path, updated_at';
const BOARD_COLUMNS = `${LIST_COLUMNS}, scene, revision, created_at`;

/** The trader's boards, most recently changed first, with their pictures; `search` filters by name. */
export function boardsListQuery(userId: string, search = '') {
  return queryOptions({
    queryKey: boardKeys.list(userId, search.trim()),
    queryFn: async (): Promise<BoardSummary[]> => {
      const { supabase } = await signedInClient();
      let query = supabase.from('drawboards').select(LIST_COLUMNS);
      const pattern = namePattern(search);
      if (pattern !== null) query = query.ilike('name', pattern);
      const { data, error } = await query.order('updated_at', { ascending: false });
      if (error) throw error;
      const rows = z.array(boardListRow).parse(data);
      const urls = await signedUrls(
        rows.flatMap((row) => (row.thumbnail_path === null ? [] : [row.thumbnail_path])),
      );
      return rows.map((row) => toBoardSummary(row, urls));
    },
    // Another tab's save changes the order and the pictures: read again whenever the list shows.
    staleTime: 0,
  });
}

/** An open board: its row, and its scene brought up to date (restoreScene), with what to tell the trader. */
export interface OpenBoard {
  id: string;
  name: string;
  template: string | null;
  thumbnailPath: string | null;
  revision: number;
  updatedAt: string;
  scene: SceneDocument;
  notice: string | null;
}

/** An unreadable scene throws restoreScene's CANVAS-003 error; a missing board is DB-004. */
export function toOpenBoard(row: BoardRow): OpenBoard {
  const { scene, notice } = restoreScene(row.scene);
  return {
    id: row.id,
    name: row.name,
    template: row.template,
    thumbnailPath: row.thumbnail_path,
    revision: row.revision,
    updatedAt: row.updated_at,
    scene,
    notice,
  };
}

export async function fetchBoard(boardId: string): Promise<OpenBoard> {
  const { supabase } = await signedInClient();
  const { data, error } = await supabase.from('drawboards').select(BOARD_COLUMNS).eq('id', boardId).single();
  if (error) throw error;
  return toOpenBoard(boardRow.parse(data));
}

export interface NewBoard {
  name: string;
  template?: BoardTemplate | null;
  /** What the board opens with (blank by default; the editor lays a template out when it opens). */
  scene?: SceneDocument;
  /** Link it at once to a trade or a journal day (a board started from the trade page or the calendar). */
  link?: LinkTarget;
}

export async function createBoard({
  name,
  template = null,
  scene = emptyScene(),
  link,
}: NewBoard): Promise<{ id: string }> {
  const { supabase } = await signedInClient();
  const { data, error } = await supabase
    .from('drawboards')
    .insert({ name: name.trim(), template, scene })
    .select('id')
    .single();
  if (error) throw error;
  const { id } = z.object({ id: z.string() }).parse(data);
  if (link !== undefined) {
    try {
      await addBoardLink(id, link);
    } catch (error) {
      // A board started from a trade or a day is about it: without its link it is not made at all.
      await supabase.from('drawboards').delete().eq('id', id);
      throw error;
    }
  }
  return { id };
}

export async function renameBoard(boardId: string, name: string): Promise<void> {
  const { supabase } = await signedInClient();
  const { error } = await supabase.from('drawboards').update({ name: name.trim() }).eq('id', boardId);
  if (error) throw error;
}

/**
 * A copy of a board under a new name ("Copy of ..."): its scene, template and the images it
 * stored, copied into the new board's own folder so deleting one never breaks the other. Links
 * stay with the original.
 */
export async function duplicateBoard(boardId: string, name?: string): Promise<{ id: string }> {
  const board = await fetchBoard(boardId);
  const { supabase } = await signedInClient();
  const id = crypto.randomUUID();
  const copied = await copyBoardFiles(board.scene.files, board.thumbnailPath, id);
  const { error } = await supabase.from('drawboards').insert({
    id,
    name: name?.trim() || copyName(board.name),
    template: board.template,
    scene: { ...board.scene, files: copied.files },
    thumbnail_path: copied.thumbnailPath,
  });
  if (error) {
    if (copied.written.length > 0) await removeBoardFiles(id).catch(() => undefined);
    throw error;
  }
  return { id };
}

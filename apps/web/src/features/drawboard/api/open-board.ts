import { chooseOpeningScene } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { forgetKeptScene, readKeptScene } from '../lib/kept-scene';
import type { OpenedBoard } from '../lib/opening';
import { fetchBoard, type OpenBoard } from './boards';
import { keptScenes } from './kept-scenes';
import { boardKeys } from './keys';

/**
 * Reads a board and any edits this device kept for it, and decides which to show. Kept scenes are
 * the user's own (keyed by user and board) and outlive a sign-out, like trade drafts: a save that
 * never reached the server is not lost to an inactivity sign-out.
 */
export async function openBoard(userId: string, boardId: string): Promise<OpenedBoard<OpenBoard>> {
  const store = keptScenes();
  const [board, kept] = await Promise.all([
    fetchBoard(boardId),
    readKeptScene(store, userId, boardId).catch(() => null),
  ]);
  const choice = chooseOpeningScene(board, kept);
  if (choice === 'server' && kept !== null)
    await forgetKeptScene(store, userId, boardId).catch(() => undefined);
  return { board, choice, kept: choice === 'server' ? null : kept };
}

export { autosaveStart, openingScene, type OpenedBoard } from '../lib/opening';

/** openBoard as a query: read once per visit (the autosave keeps the board in step after that). */
export function openBoardQuery(userId: string, boardId: string) {
  return queryOptions({
    queryKey: [...boardKeys.detail(userId, boardId), 'opened'] as const,
    queryFn: () => openBoard(userId, boardId),
    // Never read again under an open editor (focus, reconnect): a new visit reads afresh.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (failures, error) => failures < 2 && !(error instanceof Error && error.name === 'SceneDataError'),
  });
}

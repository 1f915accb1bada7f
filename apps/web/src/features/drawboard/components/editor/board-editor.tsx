import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Skeleton } from '@/components/ui/skeleton';
import type { OpenBoard } from '../../api/boards';
import { boardFilesQuery } from '../../api/files';
import { autosaveStart, openBoardQuery, openingScene, type OpenedBoard } from '../../api/open-board';
import { LoadErrorState } from '../load-error-state';
import { useLoadError } from '@/features/errors/use-load-error';
import { BoardWorkspace, type WorkspaceStart } from './board-workspace';
import { preloadBoardCanvas } from './lazy-board-canvas';

const DESCRIPTION = 'Sketch setups and annotate charts on a free canvas linked to your trades.';

function noticesOf(opened: OpenedBoard<OpenBoard>, missing: number): string[] {
  const notices: string[] = [];
  if (opened.board.notice) notices.push(opened.board.notice);
  if (opened.choice === 'local')
    notices.push('Changes kept on this device since your last visit are back on the board and being saved.');
  if (missing > 0)
    notices.push(
      `${missing === 1 ? 'One image' : `${missing} images`} of this board could not be loaded; the rest is here.`,
    );
  return notices;
}

function EditorSkeleton() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Opening the board…</span>
      <Skeleton className="h-8 w-full max-w-md" />
      <Skeleton className="h-[calc(100svh-12rem)] min-h-[24rem] w-full" />
    </div>
  );
}

/** One board, read with any edits this device kept, then its images, then the workspace. */
export function BoardEditor({ userId, boardId }: { userId: string; boardId: string }) {
  useEffect(preloadBoardCanvas, []);
  const opened = useQuery(openBoardQuery(userId, boardId));
  const opening = opened.data ? openingScene(opened.data) : null;
  const files = useQuery({
    ...boardFilesQuery(
      userId,
      boardId,
      opening?.scene ?? { version: 2, elements: [], appState: {}, files: {} },
    ),
    enabled: opening !== null,
  });
  const failed = opened.error ?? files.error;
  const retry = useCallback(() => {
    if (opened.isError) void opened.refetch();
    else void files.refetch();
  }, [opened, files]);
  const record = useLoadError(failed, retry);

  let body;
  let title = 'Draw board';
  if (failed) {
    const gone = opened.error !== null && 'code' in opened.error && opened.error.code === 'PGRST116';
    body = gone ? (
      <p className="text-sm text-muted-foreground" data-testid="board-not-found">
        This board does not exist any more.{' '}
        <Link to="/drawboard" className="underline">
          See all boards
        </Link>
      </p>
    ) : (
      <LoadErrorState record={record} onRetry={retry} />
    );
  } else if (!opened.data || !opening || !files.data) body = <EditorSkeleton />;
  else {
    title = opened.data.board.name;
    const start: WorkspaceStart = {
      board: opened.data.board,
      scene: opening.scene,
      files: { ...files.data.files, ...opening.localFiles },
      autosave: { userId, ...autosaveStart(opened.data) },
      notices: noticesOf(opened.data, files.data.missing),
    };
    body = <BoardWorkspace key={boardId} userId={userId} start={start} />;
  }
  return (
    <PageFrame title={title} description={DESCRIPTION}>
      {body}
    </PageFrame>
  );
}

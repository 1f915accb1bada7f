import { boardTemplate, isBoardTemplate, tradeCardSkeleton, type SceneDocument } from '@edgelog/core';
import { ArrowLeft, CandlestickChart, Link2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { appTimeZone } from '@/lib/time-zone';
import type { OpenBoard } from '../../api/boards';
import { loadBoardFiles, type BoardEditorFile } from '../../api/files';
import { useBoardAutosave, type AutosaveOptions } from '../../api/use-board-autosave';
import type { TradeChoice } from '../../lib/board-rows';
import { LinksDialog } from '../links/links-dialog';
import { TradeCardDialog } from '../links/trade-card-dialog';
import type { BoardHandle } from './board-handle';
import { BoardToolbar } from './board-toolbar';
import { ConflictDialog } from './conflict-dialog';
import { LazyBoardCanvas } from './lazy-board-canvas';
import { SaveStatusBadge } from './save-status';
import { useAppTheme } from './use-app-theme';

// Template dates are the trader's days (profiles.timezone), as everywhere else in the journal.
const timeZone = appTimeZone;

export interface WorkspaceStart {
  board: OpenBoard;
  /** The scene the canvas opens with (the server's, or edits kept on this device). */
  scene: SceneDocument;
  files: Record<string, BoardEditorFile>;
  autosave: AutosaveOptions;
  /** What to tell the trader about how the board was opened. */
  notices: string[];
}

/** An open board: the canvas, its save status, actions, links and the two-tab conflict. */
export function BoardWorkspace({ userId, start }: { userId: string; start: WorkspaceStart }) {
  const { board } = start;
  const theme = useAppTheme();
  const { handleError } = useErrorHandler();
  const [handle, setHandle] = useState<BoardHandle | null>(null);
  const [linksOpen, setLinksOpen] = useState(false);
  const [cardOpen, setCardOpen] = useState(false);
  const thumbnail = useCallback(() => handle?.thumbnail() ?? Promise.resolve(null), [handle]);
  const autosave = useBoardAutosave(board.id, { ...start.autosave, thumbnail });

  // A save that failed for another reason than the network is told once with its code; going
  // offline has its own notice, and the status says the drawing is kept either way.
  const told = useRef<unknown>(null);
  useEffect(() => {
    if (autosave.status !== 'error' || autosave.error === null || told.current === autosave.error) return;
    told.current = autosave.error;
    handleError(autosave.error);
  }, [autosave.status, autosave.error, handleError]);

  const onReady = useCallback(
    (ready: BoardHandle) => {
      setHandle(ready);
      // A board made from a template and never saved is laid out as it first opens.
      if (isBoardTemplate(board.template) && board.revision === 1 && start.scene.elements.length === 0)
        ready
          .insertSkeletons(boardTemplate(board.template, { now: Date.now(), timeZone: timeZone() }))
          .catch(handleError);
    },
    [board.template, board.revision, start.scene.elements.length, handleError],
  );

  const insertTemplate = (kind: Parameters<typeof boardTemplate>[0]) =>
    void handle
      ?.insertSkeletons(boardTemplate(kind, { now: Date.now(), timeZone: timeZone() }))
      .catch(handleError);

  const insertTradeCard = (trade: TradeChoice) =>
    void handle
      ?.insertSkeletons(tradeCardSkeleton({ ...trade, timeZone: timeZone() }, { x: 0, y: 0 }))
      .catch(handleError);

  const takeTheirs = async () => {
    const theirs = autosave.takeTheirs();
    if (!theirs || !handle) return;
    try {
      const { files } = await loadBoardFiles(theirs.scene);
      handle.replaceScene({ elements: theirs.scene.elements, appState: theirs.scene.appState, files });
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <div className="flex h-[calc(100svh-9rem)] min-h-[28rem] flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" asChild>
            <Link to="/drawboard">
              <ArrowLeft aria-hidden /> All boards
            </Link>
          </Button>
          <SaveStatusBadge status={autosave.status} />
        </div>
        <BoardToolbar handle={handle} boardName={board.name} onInsertTemplate={insertTemplate}>
          <Button variant="outline" size="sm" disabled={!handle} onClick={() => setCardOpen(true)}>
            <CandlestickChart aria-hidden /> Trade card
          </Button>
          <Button variant="outline" size="sm" onClick={() => setLinksOpen(true)}>
            <Link2 aria-hidden /> Links
          </Button>
        </BoardToolbar>
      </div>
      {start.notices.map((notice) => (
        <p
          key={notice}
          role="status"
          className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground"
        >
          {notice}
        </p>
      ))}
      <div className="min-h-0 flex-1 overflow-hidden rounded-lg border">
        <LazyBoardCanvas
          initialScene={{
            elements: start.scene.elements,
            appState: start.scene.appState,
            files: start.files,
          }}
          theme={theme}
          onSceneChange={autosave.change}
          onReady={onReady}
        />
      </div>
      <ConflictDialog
        open={autosave.status === 'conflict'}
        theirsSavedAt={autosave.conflict?.updatedAt ?? null}
        onKeepMine={autosave.keepMine}
        onTakeTheirs={() => void takeTheirs()}
      />
      <LinksDialog userId={userId} boardId={board.id} open={linksOpen} onOpenChange={setLinksOpen} />
      <TradeCardDialog
        userId={userId}
        open={cardOpen}
        onOpenChange={setCardOpen}
        onInsert={insertTradeCard}
      />
    </div>
  );
}

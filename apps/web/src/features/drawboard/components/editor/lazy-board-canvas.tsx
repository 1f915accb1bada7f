import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { BoardCanvasProps } from './board-canvas';
import { BoardErrorBoundary } from './board-error-boundary';

// The whiteboard library is large: it is fetched when a board is opened, never with another page.
const BoardCanvas = lazy(() =>
  import('./board-canvas').catch((error: unknown) => {
    // A failed load is the board failing to start (CANVAS-001), not a broken page.
    throw new Error(`Failed to initialize the draw board: ${String(error)}`);
  }),
);

export function LazyBoardCanvas(props: BoardCanvasProps) {
  return (
    <BoardErrorBoundary>
      <Suspense
        fallback={
          <div role="status" className="relative h-full">
            <Skeleton className="h-full w-full" />
            <span className="sr-only">Opening the board…</span>
          </div>
        }
      >
        <BoardCanvas {...props} />
      </Suspense>
    </BoardErrorBoundary>
  );
}

import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { BoardCanvasProps } from './board-canvas';
import { BoardErrorBoundary } from './board-error-boundary';

let loading: ReturnType<typeof load> | null = null;

function load() {
  return import('./board-canvas').catch((error: unknown) => {
    // Next time the board opens, the chunk is fetched again.
    loading = null;
    // A failed load is the board failing to start (CANVAS-001), not a broken page.
    throw new Error(`Failed to initialize the draw board: ${String(error)}`);
  });
}

/**
 * Starts fetching the whiteboard (a large chunk, never part of another page) as soon as a board is
 * asked for, so it loads while the board's scene and images are read rather than after.
 */
export function preloadBoardCanvas(): void {
  loading ??= load();
  loading.catch(() => undefined);
}

const BoardCanvas = lazy(() => {
  loading ??= load();
  return loading;
});

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

import type { ErrorRecord } from '@edgelog/core';
import { Button } from '@/components/ui/button';

/** A read that failed, in the page: the catalogue's message and code, and a way to try again. */
export function LoadErrorState({ record, onRetry }: { record: ErrorRecord | null; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-lg border border-dashed p-6"
      data-testid="board-load-error"
    >
      <p className="font-medium">{record?.title ?? 'Could not load'}</p>
      <p className="text-sm text-muted-foreground">{record?.userMessage ?? 'Please try again.'}</p>
      {record && (
        <p className="text-xs text-muted-foreground">
          Error code: <code className="font-mono text-foreground">{record.code}</code>
        </p>
      )}
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

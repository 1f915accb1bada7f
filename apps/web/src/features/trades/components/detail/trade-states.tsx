import { SearchXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ErrorRecord } from '@edgelog/core';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';

/** A wrong id, or a trade that is not the user's (the database shows only their own). */
export function TradeNotFound() {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border p-10 text-center"
      data-testid="trade-not-found"
    >
      <SearchXIcon aria-hidden className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">Trade not found</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        This trade does not exist in your journal: it may have been deleted, or the link is wrong.
      </p>
      <div className="flex gap-2">
        <Button asChild>
          <Link to="/trades">Go to your trades</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/trades/new">New trade</Link>
        </Button>
      </div>
    </div>
  );
}

/** The trade could not be loaded: the catalogue's words and a way to try again. */
export function TradeLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { handleError } = useErrorHandler();
  const [reported, setReported] = useState<{ error: Error; record: ErrorRecord } | null>(null);
  // One record (and toast) per failure, not one per render.
  useEffect(() => {
    if (reported?.error === error) return;
    setReported({ error, record: handleError(error, { retry: onRetry }) });
  }, [error, reported, handleError, onRetry]);
  const record = reported?.error === error ? reported.record : null;
  return (
    <Alert variant="destructive" data-testid="trade-load-error">
      <AlertTitle>The trade could not be loaded</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-2">
        <span>{record ? `${record.userMessage} (${record.code})` : error.message}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The trade page's shape while it loads. */
export function TradeSkeleton() {
  return (
    <div
      className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      data-testid="trade-skeleton"
      aria-busy="true"
    >
      <div className="grid gap-4">
        <Skeleton className="h-24" />
        <Skeleton className="h-56" />
        <Skeleton className="h-32" />
      </div>
      <Skeleton className="h-96" />
    </div>
  );
}

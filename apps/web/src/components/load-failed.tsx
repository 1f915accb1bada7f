import type { ErrorRecord } from '@edgelog/core';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * A read that failed, in the page: the catalogue's title and message with its code (`record`,
 * from useLoadError) or the error's own words until it is reported, and Try again.
 */
export function LoadFailed({
  title,
  record,
  fallback,
  onRetry,
  testId,
  className,
}: {
  title: string;
  record: ErrorRecord | null;
  fallback: string;
  onRetry: () => void;
  testId: string;
  className?: string;
}) {
  return (
    <Alert variant="destructive" data-testid={testId} className={cn(className)}>
      <AlertTitle>{record?.title ?? title}</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-2">
        <span>{record ? `${record.userMessage} (${record.code})` : fallback}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

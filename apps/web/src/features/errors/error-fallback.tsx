import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface ErrorFallbackProps {
  /** The record's code, once the error has been recorded. */
  code?: string | undefined;
  onTryAgain: () => void;
  onReloadPage: () => void;
  onGoHome: () => void;
  /** Fills the window (no layout around it) rather than the page area. */
  fullPage?: boolean;
}

/** The fallback of SPEC 2 and 4: what a page shows when it failed and could not recover. */
export function ErrorFallback({
  code,
  onTryAgain,
  onReloadPage,
  onGoHome,
  fullPage = false,
}: ErrorFallbackProps) {
  const body = (
    <div
      role="alert"
      data-testid="error-fallback"
      className={cn(
        'flex flex-col items-center justify-center gap-4 px-6 text-center',
        fullPage ? 'min-h-svh' : 'min-h-[60svh] py-12',
      )}
    >
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        An unexpected error occurred. Please refresh the page to try again.
      </p>
      {code && (
        <p className="text-sm text-muted-foreground">
          Error code: <code className="font-mono text-foreground">{code}</code>
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onTryAgain}>Try Again</Button>
        <Button variant="outline" onClick={onReloadPage}>
          Reload Page
        </Button>
        <Button variant="ghost" onClick={onGoHome}>
          Go to Homepage
        </Button>
      </div>
    </div>
  );
  // Without the signed-in layout around it, the fallback is the page's main landmark itself.
  return fullPage ? <main id="main">{body}</main> : body;
}

/** Shown while a failed page waits for its automatic retry. */
export function RetryingNotice({ attempt }: { attempt: number }) {
  return (
    <div
      role="status"
      data-testid="error-retrying"
      className="flex min-h-[40svh] items-center justify-center px-6 text-sm text-muted-foreground"
    >
      This page did not load. Trying again ({attempt} of 2)…
    </div>
  );
}

/** While a page's chunk loads again after a failure. */
export function PageLoading() {
  return (
    <div
      role="status"
      className="flex min-h-[40svh] items-center justify-center text-sm text-muted-foreground"
    >
      Loading…
    </div>
  );
}

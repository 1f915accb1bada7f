import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** The fallback of SPEC 2 for an error no page handled. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main
      id="main"
      role="alert"
      className="flex min-h-svh flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        An unexpected error occurred. Please refresh the page to try again.
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          Go to homepage
        </Button>
      </div>
    </main>
  );
}

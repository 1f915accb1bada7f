import { CompassIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { isFullySignedIn, useAuth } from '@/lib/auth-context';

export function NotFoundPage() {
  const auth = useAuth();
  const home = isFullySignedIn(auth)
    ? { to: '/dashboard', label: 'Go to the dashboard' }
    : { to: '/about', label: 'Go to the home page' };
  return (
    <main id="main" className="flex min-h-svh flex-col items-center justify-center gap-6 px-6 text-center">
      <CompassIcon className="size-10 text-muted-foreground" aria-hidden />
      <div className="space-y-2">
        <p className="text-sm font-medium text-muted-foreground">Error 404</p>
        <h1 className="text-2xl font-semibold tracking-tight">This page does not exist</h1>
        <p className="max-w-md text-muted-foreground">
          The address may be mistyped, or the page may have moved. Check the link, or start again from a page
          you know.
        </p>
      </div>
      <Button asChild>
        <Link to={home.to}>{home.label}</Link>
      </Button>
    </main>
  );
}

import { CandlestickChartIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { SiteFooter } from '@/components/site-footer';
import { Button } from '@/components/ui/button';
import { isFullySignedIn, useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/utils';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-1 text-sm transition-colors hover:text-foreground',
    isActive ? 'font-medium text-foreground' : 'text-muted-foreground',
  );

/** The frame of the public pages: a slim header, a readable text column, the footer. */
export function PublicShell({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const signedIn = isFullySignedIn(auth);
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b bg-background">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-3 px-4 md:px-6">
          <Link to="/about" className="mr-auto inline-flex items-center gap-2 rounded-md">
            <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
              <CandlestickChartIcon className="size-4" aria-hidden />
            </span>
            <span className="font-semibold tracking-tight">Edgelog</span>
          </Link>
          <nav aria-label="Site" className="flex items-center gap-1">
            <NavLink to="/about" className={navClass}>
              About
            </NavLink>
            <NavLink to="/privacy-policy" className={navClass}>
              Privacy
            </NavLink>
          </nav>
          <Button asChild size="sm">
            <Link to={signedIn ? '/dashboard' : '/auth'}>{signedIn ? 'Open journal' : 'Sign in'}</Link>
          </Button>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Long-form text with consistent headings, paragraphs and lists. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'mx-auto max-w-3xl px-4 py-10 md:px-6 md:py-14',
        '[&_h2]:mt-10 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight',
        '[&_h3]:mt-6 [&_h3]:font-semibold',
        '[&_p]:mt-3 [&_p]:leading-7 [&_p]:text-foreground/90',
        '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_li]:leading-7 [&_li]:text-foreground/90',
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline-offset-4 hover:[&_a]:underline',
        className,
      )}
    >
      {children}
    </div>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { toast } from 'sonner';
import { SiteFooter } from '@/components/site-footer';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { CookieConsent } from '@/features/consent/cookie-consent';
import { UpdateNotice } from '@/features/updates/update-notice';
import { TooltipProvider } from '@/components/ui/tooltip';
import { PageErrorBoundary } from '@/features/errors/page-error-boundary';
import { TimeZoneSync } from '@/features/profile/components/time-zone-sync';
import { useAuth } from '@/lib/auth-context';
import { forgetKeptJournal } from '@/lib/kept-journal';
import { PreferencesSync } from '@/lib/preferences';
import { getQueryClient } from '@/lib/query-client';
import { onSignedOut, takePendingNotice } from '@/lib/session-events';
import { InactivityMonitor } from '../overlays/inactivity-monitor';
import { LoadingOverlay } from '../overlays/loading-overlay';
import { ScrollToTopButton } from '../overlays/scroll-to-top-button';
import { AppSidebar } from './app-sidebar';
import { TopBar } from './top-bar';

const queryClient = getQueryClient();
// Nothing cached for one user may be shown to the next.
onSignedOut(() => queryClient.clear());
// The journal the analytics worker keeps in this browser goes with the session.
onSignedOut(() => void forgetKeptJournal());

/** The signed-in layout of SPEC 2: sidebar, top bar, page, footer, and the shell's overlays. */
export function AppLayout() {
  const { user } = useAuth();
  useEffect(() => {
    const notice = takePendingNotice();
    if (notice) toast.success(notice);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={300}>
        <SidebarProvider>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          <AppSidebar />
          <SidebarInset>
            <TopBar />
            <CookieConsent />
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              <PageErrorBoundary>
                <Outlet />
              </PageErrorBoundary>
            </main>
            <SiteFooter />
          </SidebarInset>
          <ScrollToTopButton />
          <InactivityMonitor />
          <UpdateNotice />
          <TimeZoneSync />
          <PreferencesSync />
          {user && <LoadingOverlay userId={user.id} />}
        </SidebarProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}

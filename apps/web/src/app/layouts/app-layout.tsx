import { Outlet } from 'react-router';
import { SiteFooter } from '@/components/site-footer';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { useAuth } from '@/lib/auth-context';
import { InactivityMonitor } from '../overlays/inactivity-monitor';
import { LoadingOverlay } from '../overlays/loading-overlay';
import { ScrollToTopButton } from '../overlays/scroll-to-top-button';
import { AppSidebar } from './app-sidebar';
import { TopBar } from './top-bar';

/** The signed-in layout of SPEC 2: sidebar, top bar, page, footer, and the shell's overlays. */
export function AppLayout() {
  const { user } = useAuth();
  return (
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
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </SidebarInset>
      <ScrollToTopButton />
      <InactivityMonitor />
      {user && <LoadingOverlay userId={user.id} />}
    </SidebarProvider>
  );
}

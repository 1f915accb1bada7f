import { CookieIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { getAppConfig } from '@/lib/supabase';
import { readConsent, storeConsent, subscribeToConsent } from '@/lib/consent-store';

const linkClass = 'font-medium text-foreground underline underline-offset-4 hover:text-primary';

function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    return (
      <a href={href} className={linkClass} target="_blank" rel="noreferrer noopener">
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={linkClass}>
      {children}
    </Link>
  );
}

/**
 * SPEC 2 "Cookie dialog": asks once per browser, without blocking the page, and stays until a
 * choice is stored. It sits in the page flow rather than over it, so it never hides what it
 * is asking about.
 */
export function CookieConsent() {
  const choice = useSyncExternalStore(subscribeToConsent, readConsent, () => null);
  const titleId = useId();
  const descriptionId = useId();
  if (choice !== null) return null;
  const { links } = getAppConfig();
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="cookie-consent"
      className="flex flex-col gap-3 border-b bg-muted/40 px-4 py-3 sm:flex-row sm:items-center md:px-6"
    >
      <CookieIcon aria-hidden className="hidden size-5 shrink-0 text-muted-foreground sm:block" />
      <div className="flex-1 text-sm">
        <h2 id={titleId} className="font-medium">
          Cookies
        </h2>
        <p id={descriptionId} className="text-muted-foreground">
          Essential storage keeps you signed in and remembers your settings. With your consent we also count
          page views, without your name or e-mail. See the{' '}
          <PolicyLink href={links.privacyPolicy}>privacy policy</PolicyLink> and the{' '}
          <PolicyLink href={links.cookiePolicy}>cookie policy</PolicyLink>.
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={() => storeConsent('declined')}>
          Essential Only
        </Button>
        <Button size="sm" onClick={() => storeConsent('accepted')}>
          Accept All Cookies
        </Button>
      </div>
    </section>
  );
}

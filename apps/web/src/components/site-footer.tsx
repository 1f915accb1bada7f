import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getAppConfig } from '@/lib/supabase';
import { cn } from '@/lib/utils';

const calculators = [
  ['Position size', '/calculators/position-size'],
  ['Risk/reward', '/calculators/risk-reward'],
  ['Lot size', '/calculators/lot-size'],
  ['Pip value', '/calculators/pip-value'],
  ['Compound interest', '/calculators/compound-interest'],
  ['Profit/loss', '/calculators/profit-loss'],
  ['Margin', '/calculators/margin'],
  ['Volatility', '/calculators/volatility'],
  ['Fibonacci', '/calculators/fibonacci'],
] as const;

const analytics = [
  ['Performance', '/analytics/performance'],
  ['Reports', '/analytics/reports'],
  ['Calendar', '/analytics/calendar'],
  ['Risk', '/analytics/risk'],
] as const;

const linkClass = 'text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

/** In-app paths go through the router; anything else (another site, mailto:, /health) is a plain link. */
function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href) || href === '/health' || href.startsWith('/health');
  if (!external) {
    return (
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  const opensTab = /^https?:/i.test(href);
  return (
    <a
      href={href}
      className={linkClass}
      {...(opensTab ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
    >
      {children}
    </a>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h2 className="mb-3 text-xs font-semibold tracking-wide text-foreground uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

/** The footer of SPEC 2: quick links, every calculator and analytics page, and the external documents. */
export function SiteFooter({ className }: { className?: string }) {
  const links = getAppConfig().links;
  const documents: Array<[string, string]> = [
    ['Privacy policy', links.privacyPolicy],
    ['Risk disclosure', links.riskDisclosure],
    ['Terms of service', links.termsOfService],
    ['Terms of use', links.termsOfUse],
    ['Cookie policy', links.cookiePolicy],
  ];
  return (
    <footer className={cn('border-t bg-background', className)}>
      <div className="mx-auto grid max-w-screen-2xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-4 md:px-6 lg:px-8">
        <Column title="Journal">
          <li>
            <FooterLink href="/add-trade">Add a trade</FooterLink>
          </li>
          {analytics.map(([label, to]) => (
            <li key={to}>
              <FooterLink href={to}>{label}</FooterLink>
            </li>
          ))}
        </Column>
        <Column title="Calculators">
          {calculators.map(([label, to]) => (
            <li key={to}>
              <FooterLink href={to}>{label}</FooterLink>
            </li>
          ))}
        </Column>
        <Column title="Legal">
          {documents.map(([label, href]) => (
            <li key={label}>
              <FooterLink href={href}>{label}</FooterLink>
            </li>
          ))}
        </Column>
        <Column title="Help">
          <li>
            <FooterLink href="/about">About Edgelog</FooterLink>
          </li>
          <li>
            <FooterLink href={links.feedback}>Send feedback</FooterLink>
          </li>
          <li>
            <FooterLink href={links.status}>Service status</FooterLink>
          </li>
          <li>
            <FooterLink href={links.support}>E-mail support</FooterLink>
          </li>
        </Column>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-screen-2xl px-4 py-4 text-xs text-muted-foreground md:px-6 lg:px-8">
          Edgelog is a journal and analysis tool, not financial advice. Trading involves substantial risk of
          loss.
        </p>
      </div>
    </footer>
  );
}

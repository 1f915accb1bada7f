import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { CALCULATORS, calculatorPath } from '../lib/catalogue';

export function CalculatorsPage() {
  return (
    <PageFrame
      title="Calculators"
      description="Nine trading calculators. Each shows its formula and the convention it follows, so you can check every figure."
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Calculators">
        {CALCULATORS.map(({ slug, title, purpose, icon: Icon }) => (
          <li key={slug}>
            <Link
              to={calculatorPath(slug)}
              className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors outline-none hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <span className="flex items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="text-base font-semibold">{title}</span>
                <ArrowRightIcon
                  aria-hidden
                  className="ml-auto size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="text-sm leading-relaxed text-muted-foreground">{purpose}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

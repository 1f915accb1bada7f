import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The frame every signed-in page renders into: its heading, a one-line description, optional
 * actions, and the page's content. Until a feature lands, its page is this frame alone.
 */
export function PageFrame({
  title,
  description,
  actions,
  wide = true,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'mx-auto flex w-full flex-col gap-6 px-4 py-6 md:px-6 lg:px-8',
        wide ? 'max-w-screen-2xl' : 'max-w-3xl',
      )}
      data-page-frame
    >
      <header className="flex flex-wrap items-end justify-between gap-4 border-b pb-5">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="max-w-3xl text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

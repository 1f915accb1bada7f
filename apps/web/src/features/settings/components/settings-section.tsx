import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One part of the settings page, reachable by its anchor (/settings#security). */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    // The top bar is sticky (3.5 rem): an anchor jump leaves the heading in sight below it.
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="flex scroll-mt-20 flex-col gap-4 outline-none"
    >
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** A card's title inside a section: one level below the section's heading. */
export function SettingsCardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={cn('text-lg leading-tight font-semibold tracking-tight', className)} {...props} />;
}

import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** The frame of one card: what it is, what it is worth, then its evidence. */
export function FindingCard({
  id,
  kind,
  badge,
  title,
  impact,
  amount,
  children,
}: {
  id: string;
  kind: string;
  /** A short word for the kind of finding, written out (Strength, Weakness, Habit, What-if). */
  badge: string;
  title: string;
  /** The figure the card is ordered by, with its label. */
  impact: ReactNode;
  /** That figure's value, the order the cards of a group are in. */
  amount: number;
  children: ReactNode;
}) {
  const headingId = `finding-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      data-finding={id}
      data-kind={kind}
      data-impact={amount}
      className="flex min-w-0 flex-col gap-3 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0 space-y-1">
          <span
            className={cn(
              'inline-block rounded-full border px-2 py-0.5 text-xs font-medium text-muted-foreground',
            )}
          >
            {badge}
          </span>
          <h3 id={headingId} className="text-base leading-snug font-semibold">
            {title}
          </h3>
        </div>
        <div className="text-right text-sm">{impact}</div>
      </div>
      {children}
    </Card>
  );
}

/** A list of named figures, numbers right-aligned. */
export function FigureList({ rows }: { rows: { label: string; value: ReactNode; key: string }[] }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="text-right tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

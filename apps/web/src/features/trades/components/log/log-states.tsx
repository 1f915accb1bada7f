import { ArchiveIcon, FilterXIcon, NotebookPenIcon, PlusIcon, RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

function Empty({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
      {icon}
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

export function NewTradeButton({ label = 'New trade' }: { label?: string }) {
  return (
    <Button asChild>
      <Link to="/trades/new">
        <PlusIcon aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

/** The empty journal: what the log will show, and two ways to get there. */
export function EmptyJournal({ sample }: { sample: ReactNode }) {
  return (
    <Empty
      icon={<NotebookPenIcon aria-hidden className="size-8 text-muted-foreground" />}
      title="No trades yet"
    >
      <p className="max-w-md text-sm text-muted-foreground">
        Every trade you record shows here, with filters, sorting and totals. Record your first one, or try the
        journal with a few hundred sample trades you can remove in one click.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <NewTradeButton label="New trade" />
        {sample}
      </div>
    </Empty>
  );
}

export function NoArchivedTrades() {
  return (
    <Empty
      icon={<ArchiveIcon aria-hidden className="size-8 text-muted-foreground" />}
      title="No archived trades"
    >
      <p className="max-w-md text-sm text-muted-foreground">
        Trades you archive leave the log and its totals but stay here, ready to restore.
      </p>
      <Button asChild variant="outline">
        <Link to="/trades">Back to the trade log</Link>
      </Button>
    </Empty>
  );
}

export function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <Empty
      icon={<FilterXIcon aria-hidden className="size-8 text-muted-foreground" />}
      title="No trades match these filters"
    >
      <p className="max-w-md text-sm text-muted-foreground">
        Widen the dates or remove a filter to see more.
      </p>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </Empty>
  );
}

export function LogError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>Your trades could not be loaded</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center gap-3">
        <span>{message}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden />
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** Shaped like the table: header, a dozen rows, the totals strip above. */
export function LogSkeleton() {
  return (
    <div className="grid gap-px overflow-hidden rounded-lg border" aria-busy aria-label="Loading trades">
      <Skeleton className="h-9 w-full rounded-none" />
      {Array.from({ length: 12 }, (_, i) => (
        <Skeleton key={i} className="h-[35px] w-full rounded-none opacity-60" />
      ))}
    </div>
  );
}

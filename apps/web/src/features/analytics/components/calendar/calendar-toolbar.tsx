import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { PnlTotal } from '../../lib/calendar-grid';
import { countsText } from '../../lib/calendar-text';
import type { CalendarView } from '../../lib/calendar-view';
import { SignedPnl } from './signed-pnl';

const VIEWS = [
  { view: 'month', label: 'Month' },
  { view: 'year', label: 'Year' },
] as const;

/**
 * The period shown and its total, previous / next, Today, and the month / year switch. The total is
 * of the days shown (a month, or a year) under the page's filter.
 */
export function CalendarToolbar({
  title,
  view,
  total,
  currency,
  onPrevious,
  onNext,
  onToday,
  onView,
}: {
  title: string;
  view: CalendarView;
  total: PnlTotal | null;
  currency: string;
  onPrevious(): void;
  onNext(): void;
  onToday(): void;
  onView(view: CalendarView): void;
}) {
  const unit = view === 'month' ? 'month' : 'year';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" onClick={onPrevious} aria-label={`Previous ${unit}`}>
            <ChevronLeftIcon aria-hidden />
          </Button>
          <Button variant="outline" size="icon" onClick={onNext} aria-label={`Next ${unit}`}>
            <ChevronRightIcon aria-hidden />
          </Button>
          <Button variant="outline" onClick={onToday}>
            Today
          </Button>
        </div>
        <h2 className="text-lg font-semibold" aria-live="polite" data-testid="calendar-title">
          {title}
        </h2>
        {total !== null && (
          <p className="flex items-baseline gap-2 text-sm text-muted-foreground" data-testid="calendar-total">
            <span className="sr-only">{view === 'month' ? 'Month total:' : 'Year total:'}</span>
            {total.trades > 0 && <SignedPnl value={total.pnl} currency={currency} />}
            <span>{countsText(total)}</span>
          </p>
        )}
      </div>
      <div role="group" aria-label="Calendar view" className="inline-flex rounded-md border p-0.5">
        {VIEWS.map(({ view: option, label }) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => onView(option)}
            className={cn(
              'rounded-sm px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-ring',
              view === option ? 'bg-accent font-medium text-accent-foreground' : 'text-muted-foreground',
            )}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

import type { PeriodPnl, Weekday } from '@edgelog/core';
import { useMemo } from 'react';
import { cn } from '@/lib/utils';
import { yearGrid, type MonthKey } from '../../lib/calendar-grid';
import { intensityScale } from '../../lib/calendar-intensity';
import { formatMoney, toneLabel, toneOf } from '../../lib/format';
import { countsText, plural, winLoss } from '../../lib/calendar-text';
import { shadeClass } from './shades';
import { SignedPnl } from './signed-pnl';

const monthName = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long' });
const nameOf = (month: MonthKey): string => monthName.format(Date.UTC(month.year, month.month - 1, 15));

/**
 * The twelve months of a year as small heatmaps of daily P&L, each with its total; a month opens in
 * the month view. One shading scale for the whole year, so months compare at a glance.
 */
export function YearView({
  year,
  weekStartsOn,
  days,
  currency,
  onOpenMonth,
}: {
  year: number;
  weekStartsOn: Weekday;
  days: ReadonlyMap<string, PeriodPnl>;
  currency: string;
  onOpenMonth(month: MonthKey): void;
}) {
  const months = useMemo(() => yearGrid(year, weekStartsOn, days), [year, weekStartsOn, days]);
  const scale = useMemo(
    () =>
      intensityScale(
        [...days.values()].filter((row) => row.period.startsWith(`${year}-`)).map((row) => row.pnl),
      ),
    [days, year],
  );
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      data-testid="calendar-year"
      aria-label={`${year} by month`}
    >
      {months.map(({ month, weeks, total }) => {
        const name = nameOf(month);
        const summary =
          total.trades === 0
            ? 'no trades'
            : `${formatMoney(total.pnl, currency, true)} ${toneLabel(toneOf(total.pnl))}, ${countsText(total)}`;
        return (
          <li key={month.month}>
            <button
              type="button"
              onClick={() => onOpenMonth(month)}
              aria-label={`${name} ${year}: ${summary}. Open the month`}
              data-month={`${year}-${String(month.month).padStart(2, '0')}`}
              data-pnl={String(total.pnl)}
              className="flex h-full w-full flex-col gap-2 rounded-lg border bg-card p-2 text-left transition-colors hover:border-ring focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-3"
            >
              <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="text-sm font-medium">{name}</span>
                {total.trades === 0 ? (
                  <span className="text-xs text-muted-foreground">No trades</span>
                ) : (
                  <SignedPnl value={total.pnl} currency={currency} size="compact" className="text-xs" />
                )}
              </span>
              <span aria-hidden className="grid grid-cols-7 gap-0.5">
                {weeks.flatMap((week) =>
                  week.days.map((day) => {
                    const row = day.inMonth ? days.get(day.day) : undefined;
                    return (
                      <span
                        key={day.day}
                        title={
                          row === undefined
                            ? undefined
                            : `${day.day}: ${formatMoney(row.pnl, currency, true)}, ${countsText(row)}`
                        }
                        className={cn(
                          'aspect-square rounded-[2px]',
                          !day.inMonth
                            ? 'invisible'
                            : row === undefined
                              ? 'bg-muted'
                              : shadeClass(scale.of(row.pnl)) || 'bg-muted-foreground/25',
                        )}
                      />
                    );
                  }),
                )}
                {/* Every month six rows high, so the cards line up whatever their weeks. */}
                {Array.from({ length: (6 - weeks.length) * 7 }, (_, i) => (
                  <span key={`pad-${i}`} className="invisible aspect-square" />
                ))}
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {total.trades === 0
                  ? '\u00a0'
                  : `${plural(total.trades, 'trade', 'trades')} · ${winLoss(total)}`}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

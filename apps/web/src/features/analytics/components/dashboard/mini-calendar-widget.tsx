import { PRIVACY_MASK } from '@edgelog/core';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useAnalytics } from '../../hooks/use-analytics';
import { weekdayOrder } from '../../lib/calendar-grid';
import {
  calendarLink,
  miniCalendar,
  miniCalendarMonth,
  type MiniCalendarDay,
} from '../../lib/dashboard-calendar';
import { formatMoney, formatMoneyCompact, toneLabel } from '../../lib/format';
import { shadeClass, toneTextClass } from '../calendar/shades';
import { MetricValue } from '../metrics/metric-value';
import type { DashboardWidgetProps } from './widget-props';
import { WidgetCard } from './widget-card';
import { widgetStatus } from './widget-state';

const MONTH_TITLE = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The filter's month as a heatmap of daily P&L, each day signed as well as shaded. */
export function MiniCalendarWidget({
  dataset,
  filterSearch,
  controls,
  now,
}: DashboardWidgetProps & { now: Date }) {
  const days = useAnalytics({ kind: 'pnl-series', period: 'day' });
  const status = widgetStatus([days], () => false);
  const month = miniCalendarMonth(dataset.range, dataset.timeZone, now, days.data?.at(-1)?.period);
  const calendar = days.data === undefined ? null : miniCalendar(month, days.data, dataset.weekStartsOn);
  const title = MONTH_TITLE.format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  return (
    <WidgetCard
      id="mini-calendar"
      title={title}
      unit={dataset.currency}
      state={status.state}
      error={status.error}
      onRetry={status.retry}
      controls={controls}
      actions={
        <Link
          to={calendarLink(filterSearch, month)}
          className="px-1 text-xs text-muted-foreground underline-offset-2 hover:underline"
        >
          Open calendar
        </Link>
      }
      skeleton={<Skeleton className="aspect-[7/5] w-full" />}
    >
      {calendar !== null && (
        <>
          <div
            className="grid grid-cols-7 gap-1 text-center"
            role="table"
            aria-label={`Daily net P&L, ${title}`}
          >
            <div role="row" className="contents">
              {weekdayOrder(dataset.weekStartsOn).map((weekday) => (
                <div key={weekday} role="columnheader" className="text-[11px] text-muted-foreground">
                  {weekday}
                </div>
              ))}
            </div>
            {calendar.weeks.map((week) => (
              <div role="row" className="contents" key={week[0]?.day}>
                {week.map((day) => (
                  <DayCell key={day.day} day={day} currency={dataset.currency} />
                ))}
              </div>
            ))}
          </div>
          <p className="flex items-center justify-between text-xs text-muted-foreground">
            <span>
              {calendar.trades} {calendar.trades === 1 ? 'trade' : 'trades'} closed this month
            </span>
            <MetricValue
              value={calendar.pnl}
              kind="money"
              currency={dataset.currency}
              signed
              className="text-sm"
            />
          </p>
        </>
      )}
    </WidgetCard>
  );
}

function DayCell({ day, currency }: { day: MiniCalendarDay; currency: string }) {
  if (!day.inMonth) return <div role="cell" aria-hidden className="min-h-10" />;
  const tone = day.intensity.tone;
  const label =
    day.pnl === null
      ? `${day.day}: no trades`
      : `${day.day}: ${formatMoney(day.pnl, currency, true)} (${toneLabel(tone)}), ${day.trades} ${day.trades === 1 ? 'trade' : 'trades'}`;
  // The compact figure has no + of its own: added, so a gain reads without its colour.
  // Under privacy mode the mask stands alone: the tone word still says gain or loss.
  const figure = day.pnl === null ? null : formatMoneyCompact(day.pnl, currency);
  const compact =
    figure === null ? null : `${tone === 'profit' && figure !== PRIVACY_MASK ? '+' : ''}${figure}`;
  return (
    <div
      role="cell"
      aria-label={label}
      title={label}
      data-day={day.day}
      data-value={day.pnl ?? 'null'}
      className={cn(
        'flex min-h-10 flex-col items-center justify-center rounded-md border border-transparent px-0.5 py-1',
        day.pnl === null ? 'bg-muted/30' : shadeClass(day.intensity),
      )}
    >
      <span className="text-[11px] leading-none text-muted-foreground">{day.dayOfMonth}</span>
      {compact !== null && (
        <span className={cn('mt-0.5 text-[10px] leading-none font-medium tabular-nums', toneTextClass(tone))}>
          {compact}
        </span>
      )}
    </div>
  );
}

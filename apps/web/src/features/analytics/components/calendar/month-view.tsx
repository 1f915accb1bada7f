import type { DatasetSummary } from '@edgelog/core';
import type { PeriodPnl, Weekday } from '@edgelog/core';
import { NotebookPenIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import {
  monthGrid,
  weekTotal,
  weekdayOrder,
  type GridDay,
  type MonthKey,
  type PnlTotal,
} from '../../lib/calendar-grid';
import { intensityScale, type IntensityScale } from '../../lib/calendar-intensity';
import { dayAfterKey } from '../../lib/calendar-view';
import { countsText, dayTitle, plural, winLoss } from '../../lib/calendar-text';
import { formatMoney, toneLabel, toneOf } from '../../lib/format';
import { DayRuleFlag } from '../goals/day-rule-breaks';
import { ruleBreakLabel } from '../goals/rule-break-text';
import { useRuleBreaks } from '../goals/use-rule-breaks';
import { shadeClass } from './shades';
import { SignedPnl } from './signed-pnl';

const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

export interface MonthViewProps {
  /** The dataset the days come from, whose rule breaks are flagged. */
  dataset: DatasetSummary;
  month: MonthKey;
  weekStartsOn: Weekday;
  days: ReadonlyMap<string, PeriodPnl>;
  journalDays: ReadonlySet<string>;
  today: string;
  currency: string;
  /** The day the keyboard is on: the one cell in the tab order. */
  focusedDay: string;
  /** An arrow key moved to this day (maybe in another month). */
  onMoveTo(day: string): void;
  onOpenDay(day: string): void;
}

/** The month as weeks of day cells, each with its P&L, trade count and wins / losses, and week totals. */
export function MonthView(props: MonthViewProps) {
  const { month, weekStartsOn, days, currency, focusedDay, dataset } = props;
  const weeks = useMemo(() => monthGrid(month, weekStartsOn), [month, weekStartsOn]);
  const scale = useMemo(() => {
    const prefix = `${month.year}-${String(month.month).padStart(2, '0')}-`;
    return intensityScale(
      [...days.values()].filter((row) => row.period.startsWith(prefix)).map((row) => row.pnl),
    );
  }, [days, month]);
  const rules = useRuleBreaks(dataset);
  const grid = useRef<HTMLDivElement>(null);
  // The day an arrow key asked for, focused once it is drawn: a move into another month is drawn
  // only after the URL changes, a render or two later.
  const pending = useRef<string | null>(null);

  useEffect(() => {
    if (pending.current === null) return;
    const target = grid.current?.querySelector<HTMLButtonElement>(`[data-day="${pending.current}"]`);
    if (!target) return;
    pending.current = null;
    target.focus();
  }, [focusedDay, weeks]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-day]');
    const from = target?.dataset.day;
    if (from === undefined) return;
    const to = dayAfterKey(from, event.key);
    if (to === null) return;
    event.preventDefault();
    pending.current = to;
    props.onMoveTo(to);
  };

  return (
    <div className="grid gap-3">
      <div
        ref={grid}
        role="grid"
        aria-label="Daily profit and loss; arrow keys move between days, Enter opens one"
        className="grid gap-1"
        onKeyDown={onKeyDown}
        data-testid="calendar-month"
      >
        <div role="row" className="grid grid-cols-7 gap-1 sm:grid-cols-8">
          {weekdayOrder(weekStartsOn).map((weekday) => (
            <div key={weekday} role="columnheader" className="px-1 text-xs font-medium text-muted-foreground">
              <abbr title={WEEKDAY_NAMES[weekday]} className="no-underline">
                {weekday}
              </abbr>
            </div>
          ))}
          <div
            role="columnheader"
            className="hidden px-1 text-right text-xs font-medium text-muted-foreground sm:block"
          >
            Week
          </div>
        </div>
        {weeks.map((week) => {
          const total = weekTotal(week, days);
          return (
            <div key={week.start} role="row" className="grid grid-cols-7 gap-1 sm:grid-cols-8">
              {week.days.map((day) => (
                <div key={day.day} role="gridcell" className="min-w-0">
                  <DayCell
                    day={day}
                    row={days.get(day.day)}
                    scale={scale}
                    currency={currency}
                    journal={props.journalDays.has(day.day)}
                    ruleBroken={ruleBreakLabel(rules.byDay.get(day.day), rules.goals)}
                    today={day.day === props.today}
                    focusable={day.day === focusedDay}
                    onOpen={() => props.onOpenDay(day.day)}
                  />
                </div>
              ))}
              <div
                role="gridcell"
                className="hidden min-w-0 flex-col items-end justify-center rounded-md border border-dashed px-1.5 py-1 text-right text-xs sm:flex"
                data-week={week.start}
                aria-label={`Week of ${dayTitle(week.start)}: ${weekText(total, currency)}`}
              >
                {total.trades === 0 ? (
                  <span className="text-muted-foreground">—</span>
                ) : (
                  <>
                    <SignedPnl
                      value={total.pnl}
                      currency={currency}
                      size="compact"
                      className="text-xs lg:hidden"
                    />
                    <SignedPnl
                      value={total.pnl}
                      currency={currency}
                      className="hidden text-xs lg:inline-flex"
                    />
                    <span className="text-muted-foreground tabular-nums">
                      {plural(total.trades, 'trade', 'trades')}
                    </span>
                  </>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {/* On a phone the grid has no room for the week column: the weeks are listed under it. */}
      <ul className="grid gap-1 text-sm sm:hidden" aria-label="Week totals">
        {weeks.map((week) => {
          const total = weekTotal(week, days);
          const first = week.days.find((day) => day.inMonth) ?? week.days[0];
          return (
            <li
              key={week.start}
              className="flex items-baseline justify-between gap-2 border-b py-1 last:border-b-0"
            >
              <span className="text-muted-foreground">
                Week of {shortDay.format(new Date(`${first?.day ?? week.start}T12:00:00Z`))}
              </span>
              {total.trades === 0 ? (
                <span className="text-muted-foreground">No trades</span>
              ) : (
                <span className="flex items-baseline gap-2">
                  <SignedPnl value={total.pnl} currency={currency} />
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {plural(total.trades, 'trade', 'trades')}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

function weekText(total: PnlTotal, currency: string): string {
  if (total.trades === 0) return 'no trades';
  return `${formatMoney(total.pnl, currency, true)} ${toneLabel(toneOf(total.pnl))}, ${countsText(total)}`;
}

function DayCell({
  day,
  row,
  scale,
  currency,
  journal,
  ruleBroken,
  today,
  focusable,
  onOpen,
}: {
  day: GridDay;
  row: PeriodPnl | undefined;
  scale: IntensityScale;
  currency: string;
  journal: boolean;
  /** What the day broke of the rule goals ("broke Max daily loss"), null when it kept them. */
  ruleBroken: string | null;
  today: boolean;
  focusable: boolean;
  onOpen(): void;
}) {
  // The neighbouring months' days stay reachable but show their figures in their own month.
  const shown = day.inMonth ? row : undefined;
  const shade = shown === undefined ? null : scale.of(shown.pnl);
  // On the strongest shades coloured text loses its contrast: the figure is written in the text
  // colour there, its sign and arrow still telling gain from loss.
  const strong = shade !== null && shade.level >= 3 ? 'text-foreground' : undefined;
  const label = [
    dayTitle(day.day),
    shown === undefined
      ? 'no trades'
      : `${formatMoney(shown.pnl, currency, true)} ${toneLabel(toneOf(shown.pnl))}, ${countsText(shown)}`,
    journal ? 'journal entry' : null,
    day.inMonth ? ruleBroken : null,
    today ? 'today' : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      data-day={day.day}
      data-in-month={day.inMonth}
      data-pnl={shown === undefined ? undefined : String(shown.pnl)}
      data-trades={shown?.trades ?? 0}
      data-rule-broken={day.inMonth && ruleBroken !== null ? true : undefined}
      tabIndex={focusable ? 0 : -1}
      aria-label={label}
      aria-current={today ? 'date' : undefined}
      onClick={onOpen}
      className={cn(
        'flex h-16 w-full min-w-0 flex-col items-stretch gap-0.5 overflow-hidden rounded-md border px-0.5 py-1 text-left text-xs transition-colors hover:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:h-20 sm:p-1.5',
        shade === null ? 'bg-card' : shadeClass(shade),
        !day.inMonth && 'border-transparent bg-transparent text-muted-foreground/60',
        today && 'border-primary',
      )}
    >
      <span className="flex items-center justify-between gap-1">
        <span className={cn('tabular-nums', today && 'font-semibold')}>{day.dayOfMonth}</span>
        <span className="flex items-center gap-0.5">
          {day.inMonth && ruleBroken !== null && <DayRuleFlag />}
          {journal && (
            <NotebookPenIcon aria-hidden className="size-3 text-muted-foreground" data-marker="journal" />
          )}
        </span>
      </span>
      {shown !== undefined && (
        <>
          <SignedPnl
            value={shown.pnl}
            currency={currency}
            size="tiny"
            className={cn('text-[10px] sm:hidden', strong)}
          />
          <SignedPnl
            value={shown.pnl}
            currency={currency}
            size="compact"
            className={cn('hidden text-[11px] sm:inline-flex lg:hidden', strong)}
          />
          <SignedPnl
            value={shown.pnl}
            currency={currency}
            className={cn('hidden text-xs lg:inline-flex', strong)}
          />
          <span className={cn('hidden truncate text-muted-foreground tabular-nums sm:block', strong)}>
            {plural(shown.trades, 'trade', 'trades')} · {winLoss(shown)}
          </span>
        </>
      )}
    </button>
  );
}

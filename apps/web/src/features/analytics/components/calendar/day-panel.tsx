import type { DatasetSummary, PeriodPnl } from '@edgelog/core';
import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { countsText, dayTitle } from '../../lib/calendar-text';
import { DayRuleBreaks } from '../goals/day-rule-breaks';
import { DayTrades, type DayTradesState } from './day-trades';
import { JournalDayForm, type JournalDrafts } from './journal-day-form';
import { SignedPnl } from './signed-pnl';

/**
 * One day: its totals, its trades and its journal entry. A sheet from the bottom on a phone, a panel
 * on the right on a desk; Escape closes it and the focus goes back to the day that opened it.
 */
export function DayPanel({
  day,
  total,
  trades,
  userId,
  timeZone,
  currency,
  drafts,
  onClose,
  returnFocus,
  dataset,
}: {
  day: string | null;
  total: PeriodPnl | undefined;
  trades: DayTradesState;
  userId: string;
  timeZone: string;
  currency: string;
  drafts: JournalDrafts;
  onClose(): void;
  /** Where the focus goes once closed: the day that opened the panel (it is no trigger of it). */
  returnFocus(): void;
  /** The dataset the day's figures come from. */
  dataset: DatasetSummary;
}) {
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        data-testid="day-panel"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
        className="top-auto bottom-0 left-0 max-h-[92dvh] w-full max-w-none translate-x-0 translate-y-0 content-start gap-5 overflow-y-auto rounded-none rounded-t-xl p-4 motion-safe:animate-[overlay-in_150ms_ease-out] md:top-0 md:right-0 md:left-auto md:h-dvh md:max-h-none md:w-[30rem] md:rounded-none md:rounded-l-xl md:p-6"
      >
        {day !== null && (
          <>
            <DialogHeader className="pr-8">
              <DialogTitle>{dayTitle(day)}</DialogTitle>
              <DialogDescription asChild>
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="day-total">
                  {total === undefined ? (
                    <span>No trades closed</span>
                  ) : (
                    <>
                      <SignedPnl value={total.pnl} currency={currency} className="text-base" />
                      <span>{countsText(total)}</span>
                    </>
                  )}
                </div>
              </DialogDescription>
            </DialogHeader>
            <DayRuleBreaks day={day} currency={currency} dataset={dataset} />
            <section aria-label="Trades" className="grid gap-2">
              <h3 className="text-sm font-semibold">Trades</h3>
              <DayTrades state={trades} day={day} timeZone={timeZone} currency={currency} />
            </section>
            <JournalDayForm userId={userId} day={day} drafts={drafts} />
            {/* The draw board lists the boards linked to this day and makes new ones linked. */}
            <Button variant="outline" size="sm" className="justify-self-start" asChild>
              <Link to={`/drawboard?day=${day}`}>
                <PenLine aria-hidden /> Draw boards of this day
              </Link>
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import type { DatasetSummary } from '@edgelog/core';
import { FlagIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useFormat } from '@/lib/format';
import { dayTitle, plural } from '../../lib/calendar-text';
import { ruleBreakDetail } from './rule-break-text';
import { useRuleBreaks } from './use-rule-breaks';

/** Days listed on the dashboard; the goals page and the calendar show every one. */
const SHOWN = 3;

/**
 * The dashboard's word that a rule goal was broken in the period shown: the latest days with
 * what happened, each linking to its day in the calendar. Nothing when every rule was kept.
 */
export function BrokenRulesNotice({ dataset }: { dataset: DatasetSummary }) {
  const { breaks, goals } = useRuleBreaks(dataset);
  // Subscribed so the money follows the trader's formats and privacy mode.
  useFormat();
  if (breaks.length === 0) return null;
  const days = new Set(breaks.map((entry) => entry.day));
  return (
    <Alert variant="warning" data-testid="broken-rules-notice">
      <FlagIcon aria-hidden className="text-destructive" />
      <AlertTitle>
        {breaks.length === 1
          ? 'A rule goal was broken'
          : `Rule goals were broken ${plural(breaks.length, 'time', 'times')}`}{' '}
        {days.size > 1 ? `on ${plural(days.size, 'day', 'days')}` : ''} in this period
      </AlertTitle>
      <AlertDescription className="grid justify-items-start gap-1.5">
        <ul className="grid gap-1">
          {breaks.slice(0, SHOWN).map((entry) => (
            <li key={`${entry.goalId}:${entry.day}`} data-day={entry.day}>
              <Link
                to={`/analytics/calendar?view=month&month=${entry.day.slice(0, 7)}`}
                className="font-medium underline-offset-2 hover:underline"
              >
                {dayTitle(entry.day)}
              </Link>
              : {goals.get(entry.goalId)?.name ?? 'Rule goal'}. {ruleBreakDetail(entry, dataset.currency)}
            </li>
          ))}
        </ul>
        <Link to="/goals" className="text-sm text-primary underline-offset-2 hover:underline">
          See your goals
        </Link>
      </AlertDescription>
    </Alert>
  );
}

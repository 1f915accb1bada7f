import type { DatasetSummary } from '@edgelog/core';
import { FlagIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useFormat } from '@/lib/format';
import { ruleBreakDetail } from './rule-break-text';
import { useRuleBreaks } from './use-rule-breaks';

/** The flag on a calendar day that broke a rule goal; its words are in the day's label. */
export function DayRuleFlag() {
  return <FlagIcon aria-hidden className="size-3 shrink-0 text-destructive" data-marker="rule-broken" />;
}

/** The rule goals a day broke, with what happened, in the day panel. Nothing on a day that kept them. */
export function DayRuleBreaks({
  day,
  currency,
  dataset,
}: {
  day: string;
  currency: string;
  /** The dataset the day's figures come from; the page's by default. */
  dataset?: DatasetSummary;
}) {
  const { byDay, goals } = useRuleBreaks(dataset);
  // Subscribed so the money follows the trader's formats and privacy mode.
  useFormat();
  const breaks = byDay.get(day);
  if (breaks === undefined) return null;
  return (
    <section aria-label="Broken rules" className="grid gap-2" data-testid="day-rule-breaks">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold">
        <FlagIcon aria-hidden className="size-3.5 text-destructive" />
        Broken rules
      </h3>
      <ul className="grid gap-1.5">
        {breaks.map((entry) => (
          <li
            key={entry.goalId}
            className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm"
          >
            <span className="font-medium">{goals.get(entry.goalId)?.name ?? 'Rule goal'}</span>
            <span className="text-muted-foreground">: {ruleBreakDetail(entry, currency)}</span>
          </li>
        ))}
      </ul>
      <Link to="/goals" className="text-sm text-primary underline-offset-2 hover:underline">
        See your goals
      </Link>
    </section>
  );
}

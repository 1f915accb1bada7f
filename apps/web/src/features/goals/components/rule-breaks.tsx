import type { RuleBreak } from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { FlagIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ruleBreakDetail } from '@/features/analytics';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { breakTradesQuery } from '../api/break-trades';
import { dayText } from '../lib/goal-text';

/**
 * The days a rule was broken in a period, each with what happened (its money in the goal's
 * currency, masked under privacy mode) and links to its trades.
 */
export function RuleBreaks({
  breaks,
  currency,
}: {
  breaks: readonly RuleBreak[];
  /** The goal's currency; null when its accounts' currencies differ (plain figures). */
  currency: string | null;
}) {
  // Re-rendered when the trader's formats or privacy mode change.
  useFormat();
  const { user } = useAuth();
  const ids = breaks.flatMap((entry) => entry.tradeIds);
  const symbols = useQuery({
    ...breakTradesQuery(user?.id ?? '', ids),
    enabled: user !== null && ids.length > 0,
  });
  return (
    <ul className="grid gap-2" aria-label="Days the rule was broken" data-testid="goal-breaks">
      {breaks.map((entry) => (
        <li
          key={entry.day}
          data-day={entry.day}
          className="grid gap-1 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm"
        >
          <span className="flex items-center gap-1.5 font-medium">
            <FlagIcon aria-hidden className="size-3.5 text-destructive" />
            {dayText(entry.day)}
          </span>
          <span className="text-muted-foreground">{ruleBreakDetail(entry, currency ?? undefined)}</span>
          {entry.tradeIds.length > 0 && (
            <span className="flex flex-wrap gap-x-3 gap-y-1">
              {entry.tradeIds.map((id, index) => (
                <Link
                  key={id}
                  to={`/trades/${id}`}
                  className="text-primary underline-offset-2 hover:underline"
                >
                  {symbols.data?.get(id) ?? `Trade ${index + 1}`}
                </Link>
              ))}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

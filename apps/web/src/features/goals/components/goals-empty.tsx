import { PlusIcon, TargetIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { GoalDraft } from '../lib/goal-form';
import { goalSentence } from '../lib/goal-text';
import { GOAL_SUGGESTIONS } from '../lib/suggestions';

/** The page before any goal: what goals are, two to add in one click, or one of the trader's own. */
export function GoalsEmpty({
  currency,
  adding,
  onAdd,
  onCreate,
}: {
  currency: string | null;
  /** The suggestion being added, by name, while it saves. */
  adding: string | null;
  onAdd(draft: GoalDraft): void;
  onCreate(): void;
}) {
  return (
    <div className="grid gap-6 rounded-xl border border-dashed px-6 py-10" data-testid="goals-empty">
      <div className="mx-auto grid max-w-xl justify-items-center gap-3 text-center">
        <TargetIcon aria-hidden className="size-8 text-muted-foreground" />
        <h2 className="text-lg font-semibold">No goals yet</h2>
        <p className="text-sm text-muted-foreground">
          A goal is a figure to reach — net P&amp;L, win rate, profit factor, expectancy, average R, trade
          count or a drawdown to stay under — or a rule to keep, like a maximum daily loss. Each is judged per
          day, week, month, quarter or dates you choose, from the same figures as your analytics pages: a
          progress bar for the current period, met or missed for the past ones, and your streaks. A broken
          rule is flagged on the dashboard and on its day in the calendar.
        </p>
      </div>
      <ul className="mx-auto grid w-full max-w-3xl gap-3 sm:grid-cols-2" aria-label="Suggested goals">
        {GOAL_SUGGESTIONS.map(({ draft, reason }) => (
          <li key={draft.name} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
            <span className="font-medium">{draft.name}</span>
            <span className="text-sm">{goalSentence(draft, currency)}</span>
            <span className="text-xs text-muted-foreground">{reason}</span>
            <Button
              variant="outline"
              size="sm"
              className="mt-auto self-start"
              disabled={adding !== null}
              onClick={() => onAdd(draft)}
              aria-label={`Add the goal ${draft.name}`}
            >
              <PlusIcon aria-hidden />
              {adding === draft.name ? 'Adding…' : 'Add'}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex justify-center">
        <Button onClick={onCreate}>
          <PlusIcon aria-hidden />
          Set your own goal
        </Button>
      </div>
    </div>
  );
}

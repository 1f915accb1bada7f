import type { GoalEvaluation, PeriodResult } from '@edgelog/core';
import { dayRangeText, STATUS_LABELS } from '../lib/goal-text';
import { StatusChip } from './status-chip';

/** Past periods shown on a card: enough for a year of months. */
export const HISTORY_SHOWN = 12;

function chipTitle(result: PeriodResult, valueText: (value: number) => string): string {
  const value = result.value === null ? 'no trades' : valueText(result.value);
  return `${result.label} (${dayRangeText(result.fromDay, result.toDay)}): ${STATUS_LABELS[result.status]}, ${value}`;
}

/** The latest past periods, met or missed, newest first; and the current and best streaks. */
export function GoalHistory({
  evaluation,
  valueText,
  streakText,
}: {
  evaluation: GoalEvaluation;
  valueText: (value: number) => string;
  streakText: (count: number) => string;
}) {
  // Periods before the first one with trades say nothing about the trader: left out.
  const latest = evaluation.history.slice(0, HISTORY_SHOWN);
  const oldestTraded = latest.findLastIndex((result) => result.tradeCount > 0);
  const shown = latest.slice(0, oldestTraded + 1);
  return (
    <div className="grid gap-2">
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Current streak</dt>
          <dd className="font-medium tabular-nums" data-testid="streak-current">
            {streakText(evaluation.streak.current)}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Best</dt>
          <dd className="font-medium tabular-nums" data-testid="streak-best">
            {streakText(evaluation.streak.best)}
          </dd>
        </div>
      </dl>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No past period with trades yet.</p>
      ) : (
        <ol
          className="flex flex-wrap gap-1.5"
          aria-label="Past periods, latest first"
          data-testid="goal-history"
        >
          {shown.map((result) => (
            <li key={result.key}>
              <StatusChip
                status={result.status}
                label={`${result.label} · ${STATUS_LABELS[result.status]}`}
                title={chipTitle(result, valueText)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

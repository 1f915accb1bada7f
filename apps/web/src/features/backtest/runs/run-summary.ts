import type { SummaryStatistics } from '@edgelog/core';
import { z } from 'zod';
import type { BacktestSession } from '../api/sessions';

/** What the runs list reads of a saved session's results: its figures, currency and starting balance. */
export interface RunSummary {
  statistics: Partial<SummaryStatistics>;
  currency: string;
  startingBalance: number | null;
}

const results = z.object({
  statistics: z.record(z.string(), z.unknown()).optional(),
  currency: z.string().optional(),
  startingBalance: z.number().optional(),
});

/** A session's results read leniently: a figure that is not a number is left out, never guessed. */
export function runSummary(session: Pick<BacktestSession, 'results'>): RunSummary {
  const parsed = results.safeParse(session.results ?? {});
  const raw = parsed.success ? (parsed.data.statistics ?? {}) : {};
  const statistics: Partial<SummaryStatistics> = {};
  for (const [key, value] of Object.entries(raw))
    if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean')
      Object.assign(statistics, { [key]: value });
  return {
    statistics,
    currency: (parsed.success ? parsed.data.currency : undefined) ?? 'USD',
    startingBalance: (parsed.success ? parsed.data.startingBalance : undefined) ?? null,
  };
}

/** Up to four runs compared: a fifth replaces nothing and is refused. */
export const MAX_COMPARED = 4;

export function toggleCompared(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((item) => item !== id);
  return selected.length >= MAX_COMPARED ? [...selected] : [...selected, id];
}

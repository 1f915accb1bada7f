import { performance } from 'node:perf_hooks';

/** The middle sample (the upper one of an even count); NaN when there is none. */
export const median = (list: readonly number[]): number =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;

export const ms = (n: number): string => `${n.toFixed(0)} ms`;

export interface Timing {
  medianMs: number;
  /** Calls a second over all the timed calls. */
  rps: number;
}

export function timingOf(samples: readonly number[]): Timing {
  const total = samples.reduce((sum, sample) => sum + sample, 0);
  return { medianMs: median(samples), rps: (samples.length / total) * 1000 };
}

/**
 * Calls every contender once per round, in turn, after `warmup` rounds: on a shared machine the load
 * drifts, and interleaving puts the same drift on all of them. The samples of each, in call order.
 */
export async function timeInTurn(
  runs: number,
  warmup: number,
  contenders: ReadonlyArray<() => Promise<unknown>>,
): Promise<number[][]> {
  for (let round = 0; round < warmup; round++) for (const once of contenders) await once();
  const samples = contenders.map((): number[] => []);
  for (let run = 0; run < runs; run++) {
    for (const [i, once] of contenders.entries()) {
      const start = performance.now();
      await once();
      samples[i]?.push(performance.now() - start);
    }
  }
  return samples;
}

/**
 * One line of a browser bench's table: the figure, its ratio to the baseline and, when it has one,
 * its budget; `within` is false over the budget.
 */
export function budgetLine(
  label: string,
  value: number,
  baseline: number,
  budget: number | null,
  width = 40,
): { text: string; within: boolean } {
  const within = budget === null || value <= budget;
  const ratio = (value / baseline).toFixed(2);
  const verdict = budget === null ? '' : `  budget ${ms(budget)}: ${within ? 'within' : 'OVER'}`;
  return {
    text: `${label.padEnd(width)}${ms(value).padStart(9)}  ${ratio.padStart(6)}x baseline${verdict}`,
    within,
  };
}

import type { Instrument, Side } from '@edgelog/core';
import type { Headline, ResultLine } from '../components/result-panel';

/** A share of the balance above which the pages warn: the common rule of thumb is 1–2 % a trade. */
export const RISK_WARNING_PCT = 2;

const INSTRUMENT_VALUES = ['stock', 'crypto', 'forex', 'futures'] as const;

export function instrumentOf(form: { instrument: string }): Instrument {
  return INSTRUMENT_VALUES.find((value) => value === form.instrument) ?? 'stock';
}

export function sideOf(form: { side: string }): Side {
  return form.side === 'short' ? 'short' : 'long';
}

/** What a result panel shows: the headline figure, the other figures, the warnings. */
export interface ResultView {
  headline: Headline;
  lines: ResultLine[];
  warnings: string[];
  /** More lines for the copied text, for figures the page shows outside the list (a table). */
  copy?: string[];
}

/** An input built from a form, where any field may still be empty. */
export type FromForm<T> = { [K in keyof T]?: T[K] | undefined };

/**
 * The calculators read their input at run time and name any required field that is missing, so a
 * half-filled form is passed as it is and the missing field comes back as a prompt.
 */
export function formInput<T>(input: FromForm<T>): T {
  return input as T;
}

import { CalculatorInputError } from '@edgelog/core';
import { readableReason } from './readable-reason';

/** What a calculator page shows after running its calculator on the form's values. */
export interface Outcome<R> {
  result: R | null;
  /** Messages shown beside the fields they concern, keyed by form field name. */
  fieldErrors: Readonly<Record<string, string>>;
  /** An error about something that is not one field on the form. */
  formError: string | null;
  /** A required value still empty: a prompt to finish the form, not an error. */
  missing: string | null;
}

/** Where the calculators' dotted and indexed field names live on the forms. */
function formFieldFor(
  field: string | undefined,
  aliases: Readonly<Record<string, string>>,
): string | undefined {
  if (field === undefined) return undefined;
  if (aliases[field]) return aliases[field];
  if (field === 'conversion' || field === 'conversion.pair') return 'conversionPair';
  if (field === 'conversion.price') return 'conversionPrice';
  if (/^(closes|highs|lows)(\[\d+\])?$/.test(field)) return 'series';
  return field;
}

/**
 * Runs a calculator without letting bad input escape as an exception: the calculator's own error
 * (a catalogue code and a reason) becomes a message beside the field it names; an empty required
 * field becomes a prompt. Fields that could not be read as numbers are reported without running.
 */
export function compute<R>(
  run: () => R,
  options: { fields: readonly string[]; parseErrors?: Readonly<Record<string, string | undefined>> },
  /** Calculator field names that the form calls something else (`units` typed in `quantity`). */
  aliases: Readonly<Record<string, string>> = {},
): Outcome<R> {
  const fieldErrors: Record<string, string> = {};
  for (const [name, message] of Object.entries(options.parseErrors ?? {})) {
    if (message) fieldErrors[name] = message;
  }
  if (Object.keys(fieldErrors).length > 0)
    return { result: null, fieldErrors, formError: null, missing: null };
  try {
    return { result: run(), fieldErrors, formError: null, missing: null };
  } catch (error) {
    if (!(error instanceof CalculatorInputError)) {
      const detail = error instanceof Error ? error.message : String(error);
      return {
        result: null,
        fieldErrors,
        formError: `This could not be calculated: ${detail}`,
        missing: null,
      };
    }
    const reason = readableReason(error.reason);
    if (error.code === 'VALIDATION-001')
      return { result: null, fieldErrors, formError: null, missing: reason };
    const target = formFieldFor(error.field, aliases);
    if (target !== undefined && options.fields.includes(target)) {
      return { result: null, fieldErrors: { [target]: reason }, formError: null, missing: null };
    }
    return { result: null, fieldErrors, formError: reason, missing: null };
  }
}

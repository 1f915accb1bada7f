/** A form field's text read as a number: `undefined` when empty, an error when it is not a number. */
export type ParsedNumber = { ok: true; value: number | undefined } | { ok: false; error: string };

// Digits with an optional sign and one decimal point; commas, spaces and underscores are accepted as
// thousands separators because traders paste figures like "10,000" or "1 250.5".
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

export function parseNumberInput(text: string): ParsedNumber {
  const compact = text.trim().replace(/[,\s_]/g, '');
  if (compact === '') return { ok: true, value: undefined };
  if (!NUMBER.test(compact)) return { ok: false, error: 'Enter a number, like 1,250.50' };
  const value = Number(compact);
  if (!Number.isFinite(value)) return { ok: false, error: 'This number is too large' };
  return { ok: true, value };
}

/**
 * Reads the named fields of a form as numbers. Fields that are not numbers come back in `errors`
 * with a message for the field, so the page can show every one of them at once.
 */
export function readNumbers<K extends string>(
  values: Readonly<Record<K, string>>,
  names: readonly K[],
): { numbers: Partial<Record<K, number>>; errors: Partial<Record<K, string>> } {
  const numbers: Partial<Record<K, number>> = {};
  const errors: Partial<Record<K, string>> = {};
  for (const name of names) {
    const parsed = parseNumberInput(values[name]);
    if (parsed.ok) {
      if (parsed.value !== undefined) numbers[name] = parsed.value;
    } else {
      errors[name] = parsed.error;
    }
  }
  return { numbers, errors };
}

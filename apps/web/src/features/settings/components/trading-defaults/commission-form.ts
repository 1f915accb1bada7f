import type { CommissionInput } from './api';

/** What the default-commission form holds while it is typed. */
export interface CommissionFormValues {
  accountId: string;
  symbol: string;
  perUnit: string;
  perFill: string;
}

export const EMPTY_COMMISSION_FORM: CommissionFormValues = {
  accountId: '',
  symbol: '',
  perUnit: '',
  perFill: '',
};

export type CommissionFormIssues = Partial<Record<keyof CommissionFormValues, string>>;

const AMOUNT = /^\d{1,15}(\.\d{1,10})?$/;
const SYMBOL = /^\S{1,32}$/;

/** A charge as typed ("1,25" or "1.25"; empty is none) as the column's text, or null when unusable. */
function amountOf(text: string): string | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return '0';
  return AMOUNT.test(trimmed) ? trimmed : null;
}

/**
 * The row the form saves, or what to correct. The database refuses the same (a negative charge, a
 * symbol in lower case or with a space); the form says so first, in words.
 */
export function checkCommissionForm(
  values: CommissionFormValues,
): { ok: true; input: CommissionInput } | { ok: false; issues: CommissionFormIssues } {
  const issues: CommissionFormIssues = {};
  const symbol = values.symbol.trim().toUpperCase();
  if (symbol !== '' && !SYMBOL.test(symbol))
    issues.symbol = 'A symbol has no spaces and at most 32 characters.';
  const perUnit = amountOf(values.perUnit);
  if (perUnit === null) issues.perUnit = 'A charge is a positive number or zero, like 2.25.';
  const perFill = amountOf(values.perFill);
  if (perFill === null) issues.perFill = 'A charge is a positive number or zero, like 1.';
  if (perUnit === '0' && perFill === '0' && !issues.perUnit && !issues.perFill)
    issues.perUnit = 'Enter a charge per unit, per fill, or both.';
  if (Object.keys(issues).length > 0 || perUnit === null || perFill === null) return { ok: false, issues };
  return {
    ok: true,
    input: {
      accountId: values.accountId === '' ? null : values.accountId,
      symbol: symbol === '' ? null : symbol,
      perUnit,
      perFill,
    },
  };
}

import { exactOf, type CommissionKind } from '@edgelog/core';
import type { CommissionInput } from './api';

/** What the commission-schedule form holds while it is typed. */
export interface CommissionFormValues {
  accountId: string;
  symbol: string;
  kind: CommissionKind;
  perUnit: string;
  perFill: string;
  percent: string;
  minCharge: string;
  maxCharge: string;
}

export const EMPTY_COMMISSION_FORM: CommissionFormValues = {
  accountId: '',
  symbol: '',
  kind: 'per_unit',
  perUnit: '',
  perFill: '',
  percent: '',
  minCharge: '',
  maxCharge: '',
};

export type CommissionFormIssues = Partial<Record<keyof CommissionFormValues, string>>;

const AMOUNT = /^\d{1,15}(\.\d{1,10})?$/;
const SYMBOL = /^\S{1,32}$/;

/** A charge as typed ("1,25" or "1.25"; empty is `empty`) as the column's text, or null when unusable. */
function amountOf<Empty extends string | undefined>(text: string, empty: Empty): string | Empty | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return empty;
  return AMOUNT.test(trimmed) ? trimmed : null;
}

function isZero(text: string | undefined | null): boolean {
  return text === undefined || text === null || exactOf(text).isZero();
}

/**
 * The row the form saves, or what to correct. The database refuses the same (a negative charge, a
 * percentage over 100, a minimum above the maximum, a symbol in lower case or with a space); the
 * form says so first, in words. Fields of another kind than the one chosen are not saved.
 */
export function checkCommissionForm(
  values: CommissionFormValues,
): { ok: true; input: CommissionInput } | { ok: false; issues: CommissionFormIssues } {
  const issues: CommissionFormIssues = {};
  const symbol = values.symbol.trim().toUpperCase();
  if (symbol !== '' && !SYMBOL.test(symbol))
    issues.symbol = 'A symbol has no spaces and at most 32 characters.';

  const perUnit = values.kind === 'percent' ? '0' : amountOf(values.perUnit, '0');
  if (perUnit === null)
    issues.perUnit = `A charge is a positive number or zero, like ${values.kind === 'per_share' ? '0.005' : '2.25'}.`;
  const perFill = amountOf(values.perFill, '0');
  if (perFill === null) issues.perFill = 'A charge is a positive number or zero, like 1.';

  let percent: string | null = null;
  if (values.kind === 'percent') {
    const typed = amountOf(values.percent.replace('%', ''), undefined);
    if (typed === undefined || typed === null || isZero(typed) || exactOf(typed).cmp(100) > 0)
      issues.percent = 'A percentage of the value above 0 and at most 100, like 0.1.';
    else percent = typed;
  }

  let minCharge: string | null = null;
  let maxCharge: string | null = null;
  if (values.kind !== 'per_unit') {
    const min = amountOf(values.minCharge, undefined);
    const max = amountOf(values.maxCharge, undefined);
    if (min === null) issues.minCharge = 'A minimum is a positive number or zero, like 1.';
    if (max === null) issues.maxCharge = 'A maximum is a positive number, like 7.50.';
    minCharge = min ?? null;
    maxCharge = max ?? null;
    if (minCharge !== null && maxCharge !== null && exactOf(minCharge).cmp(exactOf(maxCharge)) > 0)
      issues.maxCharge = 'The maximum is at least the minimum.';
  }

  if (
    values.kind !== 'percent' &&
    !issues.perUnit &&
    !issues.perFill &&
    isZero(perUnit) &&
    isZero(perFill) &&
    isZero(minCharge)
  )
    issues.perUnit =
      values.kind === 'per_share'
        ? 'Enter a charge per share, a minimum, or both.'
        : 'Enter a charge per unit, per fill, or both.';

  if (Object.keys(issues).length > 0 || perUnit === null || perFill === null) return { ok: false, issues };
  return {
    ok: true,
    input: {
      accountId: values.accountId === '' ? null : values.accountId,
      symbol: symbol === '' ? null : symbol,
      kind: values.kind,
      perUnit,
      perFill,
      percent,
      minCharge,
      maxCharge,
    },
  };
}

import { readDecimalText } from '@edgelog/core';
import { MAX_RULE_LENGTH, MAX_RULES, type PlaybookRule } from './rules';

/** What the playbook dialog holds: text as typed, the checklist in order. */
export interface PlaybookFormValues {
  name: string;
  market: string;
  timeframe: string;
  description: string;
  rules: PlaybookRule[];
  maxRiskAmount: string;
  maxTradesPerDay: string;
}

export const EMPTY_PLAYBOOK_FORM: PlaybookFormValues = Object.freeze({
  name: '',
  market: '',
  timeframe: '',
  description: '',
  rules: [],
  maxRiskAmount: '',
  maxTradesPerDay: '',
});

/** A checked playbook as the strategies table stores it; money as plain decimal text. */
export interface PlaybookDraft {
  name: string;
  market: string | null;
  timeframe: string | null;
  description: string | null;
  rules: PlaybookRule[];
  maxRiskAmount: string | null;
  maxTradesPerDay: number | null;
}

/** A form field, or one rule of the checklist as `rule:<id>`. */
export type PlaybookField = Exclude<keyof PlaybookFormValues, 'rules'> | 'rules' | `rule:${string}`;

export interface PlaybookIssue {
  field: PlaybookField;
  message: string;
}

export type PlaybookCheck = { ok: true; draft: PlaybookDraft } | { ok: false; issues: PlaybookIssue[] };

// The strategies table's checks (supabase/migrations): the form refuses what the database would.
export const MAX_NAME_LENGTH = 80;
const MAX_MARKET_LENGTH = 80;
const MAX_TIMEFRAME_LENGTH = 40;
const MAX_DESCRIPTION_LENGTH = 20_000;
const MAX_TRADES_PER_DAY = 1000;

export const DUPLICATE_NAME = 'You already have a playbook with this name.';

/** Names compare as the database's unique index does: lower(name). */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function optionalText(
  typed: string,
  max: number,
  field: PlaybookField,
  issues: PlaybookIssue[],
): string | null {
  const text = typed.trim();
  if (text.length > max)
    issues.push({ field, message: `Use at most ${max.toLocaleString('en-US')} characters.` });
  return text === '' ? null : text;
}

function riskAmount(typed: string, issues: PlaybookIssue[]): string | null {
  const message = 'Enter an amount above zero, like 250 or 1,000, or leave it empty.';
  if (typed.trim().startsWith('-')) {
    issues.push({ field: 'maxRiskAmount', message });
    return null;
  }
  const read = readDecimalText(typed);
  if (!read.ok) {
    issues.push({ field: 'maxRiskAmount', message });
    return null;
  }
  if (read.value !== null && !/[1-9]/.test(read.value)) {
    issues.push({ field: 'maxRiskAmount', message });
    return null;
  }
  return read.value;
}

function tradesPerDay(typed: string, issues: PlaybookIssue[]): number | null {
  const text = typed.replace(/[,\s_]/g, '');
  if (text === '') return null;
  const count = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(count >= 1 && count <= MAX_TRADES_PER_DAY)) {
    issues.push({
      field: 'maxTradesPerDay',
      message: 'Enter a whole number from 1 to 1,000, or leave it empty.',
    });
    return null;
  }
  return count;
}

/**
 * Checks the dialog's values against the playbook's rules. `otherNames` are the trader's other
 * playbooks (archived ones too), so a taken name is told before saving, whatever its capitals.
 */
export function checkPlaybookForm(
  values: PlaybookFormValues,
  context: { otherNames: readonly string[] },
): PlaybookCheck {
  const issues: PlaybookIssue[] = [];
  const name = values.name.trim();
  if (name === '') issues.push({ field: 'name', message: 'Give the playbook a name.' });
  else if (name.length > MAX_NAME_LENGTH)
    issues.push({ field: 'name', message: `Use at most ${MAX_NAME_LENGTH} characters.` });
  else if (context.otherNames.some((other) => sameName(other, name)))
    issues.push({ field: 'name', message: DUPLICATE_NAME });

  const market = optionalText(values.market, MAX_MARKET_LENGTH, 'market', issues);
  const timeframe = optionalText(values.timeframe, MAX_TIMEFRAME_LENGTH, 'timeframe', issues);
  // Markdown keeps its leading spaces (an indented code block): only trailing blank lines go.
  const description = values.description.trimEnd();
  if (description.length > MAX_DESCRIPTION_LENGTH)
    issues.push({ field: 'description', message: 'Use at most 20,000 characters.' });

  if (values.rules.length > MAX_RULES)
    issues.push({ field: 'rules', message: `A playbook has at most ${MAX_RULES} rules.` });
  const rules = values.rules.map((rule) => ({ id: rule.id, text: rule.text.trim() }));
  for (const rule of rules) {
    if (rule.text === '') issues.push({ field: `rule:${rule.id}`, message: 'Write the rule, or remove it.' });
    else if (rule.text.length > MAX_RULE_LENGTH)
      issues.push({ field: `rule:${rule.id}`, message: `Use at most ${MAX_RULE_LENGTH} characters.` });
  }

  const maxRiskAmount = riskAmount(values.maxRiskAmount, issues);
  const maxTradesPerDay = tradesPerDay(values.maxTradesPerDay, issues);
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    draft: {
      name,
      market,
      timeframe,
      description: description.trim() === '' ? null : description,
      rules,
      maxRiskAmount,
      maxTradesPerDay,
    },
  };
}

/** The first message for a field, or undefined. */
export function issueOf(issues: readonly PlaybookIssue[], field: PlaybookField): string | undefined {
  return issues.find((issue) => issue.field === field)?.message;
}

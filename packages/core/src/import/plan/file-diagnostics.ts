// What the preview says of each file besides its trades: the rows left out, grouped by why, and
// its warnings with the stated-P&L differences first (the one warning that means "a number in the
// journal would be wrong"). The trader should never have to open the file to see what was left out.
import { warnsOfCheck } from '../pnl-check.ts';
import type { ImportResult, ImportWarning, PnlCheck, SkippedRow } from '../types.ts';

/** Lines of a group named before "and N more". */
export const SKIPPED_LINES_SHOWN = 5;
/** Rows of a group quoted as they read. */
export const SKIPPED_EXAMPLES_SHOWN = 2;

export interface SkippedGroup {
  kind: string;
  count: number;
  /** Why the rows were left out, for one row and for several ("row is a dividend" / "rows are dividends"). */
  one: string;
  many: string;
  /** The first lines, in file order. */
  lines: number[];
  /** The first rows, as the format described them. */
  examples: { line: number; description: string }[];
}

type Phrase = readonly [one: string, many: string];

const NOT_FILLED: Phrase = [
  'order filled nothing (cancelled or never filled)',
  'orders filled nothing (cancelled or never filled)',
];
const CANCELLED_ORDER: Phrase = ['order was cancelled, not filled', 'orders were cancelled, not filled'];
const SUMMARY: Phrase = ['row is a summary or total, not a fill', 'rows are summaries or totals, not fills'];
const TAX: Phrase = ['row is a tax', 'rows are taxes'];
const INCOME: Phrase = ['row is income, not a trade', 'rows are income, not trades'];
const CORPORATE: Phrase = [
  'row is a corporate action (a split, a merger)',
  'rows are corporate actions (splits, mergers)',
];

// The kinds formats give skipped rows, said as a trader would say them. Unknown kinds are quoted.
const PHRASES: Readonly<Record<string, Phrase>> = {
  dividend: ['row is a dividend', 'rows are dividends'],
  'dividend or interest': ['row is a dividend or interest', 'rows are dividends or interest'],
  interest: ['row is interest', 'rows are interest'],
  fee: ['row is a fee, not a trade’s cost', 'rows are fees, not trades’ costs'],
  'transaction fee': ['row is a fee, not a trade’s cost', 'rows are fees, not trades’ costs'],
  'overnight fee': ['row is an overnight fee', 'rows are overnight fees'],
  tax: TAX,
  'withholding tax': TAX,
  transfer: ['row is a transfer', 'rows are transfers'],
  acat: ['row is a transfer between brokers', 'rows are transfers between brokers'],
  deposit: ['row is a deposit not taken into this account', 'rows are deposits not taken into this account'],
  withdrawal: [
    'row is a withdrawal not taken from this account',
    'rows are withdrawals not taken from this account',
  ],
  order: NOT_FILLED,
  'unfilled order': ['order was never filled', 'orders were never filled'],
  'pending order': ['order is still pending, not filled', 'orders are still pending, not filled'],
  'limit order': ['limit order was not filled', 'limit orders were not filled'],
  'cancelled order': CANCELLED_ORDER,
  cancelled: CANCELLED_ORDER,
  cancellation: CANCELLED_ORDER,
  'cancelled trade': ['trade was cancelled by the broker', 'trades were cancelled by the broker'],
  'cancelled execution': ['fill was cancelled by the broker', 'fills were cancelled by the broker'],
  'order update': ['row is an order update, not a fill', 'rows are order updates, not fills'],
  'order change': ['row is an order change, not a fill', 'rows are order changes, not fills'],
  'order summary': SUMMARY,
  summary: SUMMARY,
  statement: SUMMARY,
  balance: ['row is a balance, not a trade', 'rows are balances, not trades'],
  position: ['row is a position, not a fill', 'rows are positions, not fills'],
  'open position': [
    'position is still open: its fills come with a later export',
    'positions are still open: their fills come with a later export',
  ],
  note: ['row is a note', 'rows are notes'],
  reward: ['row is a reward', 'rows are rewards'],
  staking: ['row is a staking reward', 'rows are staking rewards'],
  income: INCOME,
  'reinvested income': INCOME,
  credit: ['row is a credit, not a trade', 'rows are credits, not trades'],
  'free share': ['row is a free share', 'rows are free shares'],
  grant: ['row is a share grant', 'rows are share grants'],
  split: CORPORATE,
  'stock split': CORPORATE,
  'corporate action': CORPORATE,
  expiration: ['row is an expiry with nothing left to close', 'rows are expiries with nothing left to close'],
  expiry: ['row is an expiry with nothing left to close', 'rows are expiries with nothing left to close'],
  'currency exchange': ['row is a currency exchange', 'rows are currency exchanges'],
  conversion: ['row is a currency conversion', 'rows are currency conversions'],
  'inverse contract': [
    'row is an inverse (coin-margined) contract, which the journal cannot value',
    'rows are inverse (coin-margined) contracts, which the journal cannot value',
  ],
};

/** Why rows of one kind were left out, for one and for several. */
export function skippedPhrase(kind: string): Phrase {
  const known = PHRASES[kind.trim().toLowerCase()];
  if (known) return known;
  return [`row marked “${kind}”, not a trade`, `rows marked “${kind}”, not trades`];
}

/** The skipped rows by kind, the largest group first; each with its first lines and rows. */
export function groupSkipped(rows: readonly SkippedRow[]): SkippedGroup[] {
  const groups = new Map<string, SkippedGroup>();
  const ordered = [...rows].sort((a, b) => a.line - b.line);
  for (const row of ordered) {
    let group = groups.get(row.kind);
    if (group === undefined) {
      const [one, many] = skippedPhrase(row.kind);
      group = { kind: row.kind, count: 0, one, many, lines: [], examples: [] };
      groups.set(row.kind, group);
    }
    group.count++;
    if (group.lines.length < SKIPPED_LINES_SHOWN) group.lines.push(row.line);
    if (group.examples.length < SKIPPED_EXAMPLES_SHOWN && row.description.trim() !== '')
      group.examples.push({ line: row.line, description: row.description });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || (a.lines[0] ?? 0) - (b.lines[0] ?? 0));
}

export interface FileNote extends ImportWarning {
  /** A difference between the P&L the file states and what its fills give. */
  pnl: boolean;
}

/** The file's warnings, the stated-P&L differences first, each marked as one or not. */
export function fileNotes(result: Pick<ImportResult, 'warnings' | 'pnlChecks'>): FileNote[] {
  // The checks that disagree, by the line their warning names: each marks one warning.
  const unmarked = new Map<number, PnlCheck[]>();
  for (const check of result.pnlChecks ?? []) {
    const [line] = check.lines;
    if (check.agrees || line === undefined) continue;
    let checks = unmarked.get(line);
    if (!checks) unmarked.set(line, (checks = []));
    checks.push(check);
  }
  const pnl: FileNote[] = [];
  const other: FileNote[] = [];
  for (const warning of result.warnings) {
    const checks = warning.line === undefined ? undefined : unmarked.get(warning.line);
    const at = checks?.findIndex((check) => warnsOfCheck(check, warning)) ?? -1;
    if (checks && at >= 0) {
      checks.splice(at, 1);
      pnl.push({ ...warning, pnl: true });
    } else other.push({ ...warning, pnl: false });
  }
  return [...pnl, ...other];
}

/** What the database moves to the trash (rpc/trash_delete's kinds, and trash_sample_data's). */
export const TRASH_KINDS = [
  'trade',
  'account',
  'strategy',
  'drawboard',
  'goal',
  'transaction',
  'sample',
] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

export const KIND_LABELS: Readonly<Record<TrashKind, string>> = {
  trade: 'Trade',
  account: 'Account',
  strategy: 'Playbook',
  drawboard: 'Draw board',
  goal: 'Goal',
  transaction: 'Transaction',
  sample: 'Sample data',
};

/** The table a kind's own rows live in; the entry's other tables are what went with them. */
const ROOT_TABLE: Readonly<Record<TrashKind, string | null>> = {
  trade: 'trades',
  account: 'accounts',
  strategy: 'strategies',
  drawboard: 'drawboards',
  goal: 'goals',
  transaction: 'account_transactions',
  sample: null,
};

// In the order a trader thinks of them: the journal's parts first, links last.
const NOUNS: ReadonlyArray<readonly [table: string, one: string, many: string]> = [
  ['accounts', 'account', 'accounts'],
  ['trades', 'trade', 'trades'],
  ['trade_executions', 'fill', 'fills'],
  ['account_transactions', 'transaction', 'transactions'],
  ['trade_attachments', 'attachment', 'attachments'],
  ['trade_tags', 'tag on a trade', 'tags on trades'],
  ['strategies', 'playbook', 'playbooks'],
  ['strategy_examples', 'playbook example', 'playbook examples'],
  ['tags', 'tag', 'tags'],
  ['journal_days', 'journal day', 'journal days'],
  ['goals', 'goal', 'goals'],
  ['drawboards', 'draw board', 'draw boards'],
  ['drawboard_links', 'draw board link', 'draw board links'],
  ['import_batches', 'import', 'imports'],
  ['backtest_sessions', 'backtest session', 'backtest sessions'],
  ['commission_defaults', 'fee default', 'fee defaults'],
];
const NAMED_TABLES: ReadonlySet<string> = new Set(NOUNS.map(([table]) => table));

/**
 * "3 trades", "6 fills", ... for what an entry holds besides the items themselves; tables the
 * product later adds are named by their table name rather than left out.
 */
export function describeContents(
  kind: TrashKind,
  summary: Readonly<Record<string, number>>,
  count: (n: number) => string = String,
): string[] {
  const root = ROOT_TABLE[kind];
  const parts: string[] = [];
  const add = (n: number | undefined, one: string, many: string) => {
    if (n !== undefined && n > 0) parts.push(n === 1 ? `1 ${one}` : `${count(n)} ${many}`);
  };
  for (const [table, one, many] of NOUNS) if (table !== root) add(summary[table], one, many);
  for (const table of Object.keys(summary).sort()) {
    if (table === root || NAMED_TABLES.has(table)) continue;
    const name = table.replaceAll('_', ' ');
    add(summary[table], name, name);
  }
  return parts;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days, counted up, an entry stays restorable: 30 just after a delete, 1 in its last day. */
export function daysLeft(expiresAt: string, now: number): number {
  const left = Date.parse(expiresAt) - now;
  return Number.isFinite(left) && left > 0 ? Math.ceil(left / DAY_MS) : 0;
}

export function daysLeftText(days: number): string {
  if (days === 0) return 'Goes today';
  return days === 1 ? '1 day left' : `${days} days left`;
}

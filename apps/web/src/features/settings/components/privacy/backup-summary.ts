// What a restore will do, in words for the confirmation: the rows it adds by kind, the rows the
// journal has already (kept as they are), and the profile and settings it replaces.

export interface RestoreSummary {
  restored: boolean;
  remapped: boolean;
  files: number;
  filesAdded?: number;
  tables: { name: string; add: number; existing: number }[];
  backup: { createdAt: string; server: string; email: string | null };
}

const NAMES: Record<string, [string, string]> = {
  trades: ['trade', 'trades'],
  trade_executions: ['fill', 'fills'],
  accounts: ['account', 'accounts'],
  account_transactions: ['deposit, withdrawal or fee', 'deposits, withdrawals and fees'],
  strategies: ['strategy', 'strategies'],
  tags: ['tag', 'tags'],
  trade_tags: ['tag on a trade', 'tags on trades'],
  trade_attachments: ['attachment', 'attachments'],
  strategy_examples: ['playbook example', 'playbook examples'],
  journal_days: ['journal day', 'journal days'],
  goals: ['goal', 'goals'],
  drawboards: ['draw board', 'draw boards'],
  drawboard_links: ['draw board link', 'draw board links'],
  instruments: ['instrument setting', 'instrument settings'],
  commission_defaults: ['default commission', 'default commissions'],
  fx_rates: ['exchange rate', 'exchange rates'],
  price_series: ['saved price series', 'saved price series'],
  backtest_sessions: ['backtest run', 'backtest runs'],
  import_batches: ['import', 'imports'],
};

const SINGLETONS = new Set(['profiles', 'user_settings']);

function list(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/** "Adds 3 trades, 6 fills and 2 accounts; 12 already in your journal are kept as they are." */
export function restoreSentence(summary: RestoreSummary, count: (value: number) => string): string {
  const adds = summary.tables
    .filter((table) => !SINGLETONS.has(table.name) && table.add > 0)
    .map((table) => {
      const [one, many] = NAMES[table.name] ?? [table.name, table.name];
      return `${count(table.add)} ${table.add === 1 ? one : many}`;
    });
  const existing = summary.tables
    .filter((table) => !SINGLETONS.has(table.name))
    .reduce((sum, table) => sum + table.existing, 0);
  const added = adds.length === 0 ? 'Adds nothing new' : `Adds ${list(adds)}`;
  const kept =
    existing === 0
      ? ''
      : `; ${count(existing)} already in your journal ${existing === 1 ? 'is' : 'are'} kept as ${existing === 1 ? 'it is' : 'they are'}`;
  const files =
    summary.files === 0
      ? ''
      : ` The backup holds ${count(summary.files)} ${summary.files === 1 ? 'file' : 'files'}.`;
  const profile = summary.tables.some((table) => SINGLETONS.has(table.name))
    ? ' Your profile and settings become the backup’s.'
    : '';
  return `${added}${kept}.${files}${profile}`;
}

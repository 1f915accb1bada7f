// The tables of a trader's journal that a backup carries, parents before children, so a restore
// can insert them in this order and every foreign key finds its row. Derived tables (the analysis
// cache, the journal's version stamp) and the import wizard's transient staging are left out: the
// database rebuilds them.

/** How a table's rows come back: added by id, or the one row per user replaced by the backup's. */
export type RestoreMode = 'insert' | 'singleton';

export interface BackupTable {
  readonly name: string;
  readonly mode: RestoreMode;
  /** Columns naming another catalogue table's row: rewritten with it when ids are remapped. */
  readonly references: Readonly<Record<string, string>>;
  /** Columns the database keeps to itself on a restore (recomputed by its triggers). */
  readonly derived: readonly string[];
  /** For a singleton, the only columns a restore writes (the rest belongs to the server). */
  readonly restoredColumns?: readonly string[];
}

export const BACKUP_TABLES: readonly BackupTable[] = [
  {
    name: 'profiles',
    mode: 'singleton',
    references: {},
    derived: [],
    restoredColumns: [
      'full_name',
      'avatar_url',
      'avatar_path',
      'timezone',
      'timezone_chosen_at',
      'base_currency',
      'trading_style',
      'markets',
      'bio',
    ],
  },
  // The ledger's totals and the balance follow the transactions and closed trades restored after.
  {
    name: 'accounts',
    mode: 'insert',
    references: {},
    derived: ['balance', 'transactions_total', 'realized_pnl'],
  },
  { name: 'account_transactions', mode: 'insert', references: { account_id: 'accounts' }, derived: [] },
  { name: 'strategies', mode: 'insert', references: {}, derived: [] },
  { name: 'tags', mode: 'insert', references: {}, derived: [] },
  { name: 'instruments', mode: 'insert', references: {}, derived: [] },
  { name: 'commission_defaults', mode: 'insert', references: { account_id: 'accounts' }, derived: [] },
  { name: 'fx_rates', mode: 'insert', references: {}, derived: [] },
  { name: 'price_series', mode: 'insert', references: {}, derived: [] },
  {
    name: 'backtest_sessions',
    mode: 'insert',
    references: { account_id: 'accounts', series_id: 'price_series' },
    derived: [],
  },
  { name: 'import_batches', mode: 'insert', references: { account_id: 'accounts' }, derived: [] },
  {
    name: 'user_settings',
    mode: 'singleton',
    references: { default_account_id: 'accounts' },
    derived: ['updated_at'],
  },
  {
    name: 'trades',
    mode: 'insert',
    references: {
      account_id: 'accounts',
      strategy_id: 'strategies',
      backtest_session_id: 'backtest_sessions',
      import_batch_id: 'import_batches',
    },
    derived: [],
  },
  {
    name: 'trade_executions',
    mode: 'insert',
    references: { trade_id: 'trades', account_id: 'accounts', import_batch_id: 'import_batches' },
    derived: [],
  },
  { name: 'trade_tags', mode: 'insert', references: { trade_id: 'trades', tag_id: 'tags' }, derived: [] },
  { name: 'trade_attachments', mode: 'insert', references: { trade_id: 'trades' }, derived: [] },
  {
    name: 'strategy_examples',
    mode: 'insert',
    references: { strategy_id: 'strategies', trade_id: 'trades' },
    derived: [],
  },
  { name: 'journal_days', mode: 'insert', references: {}, derived: [] },
  { name: 'goals', mode: 'insert', references: { account_id: 'accounts' }, derived: [] },
  { name: 'drawboards', mode: 'insert', references: {}, derived: [] },
  {
    name: 'drawboard_links',
    mode: 'insert',
    references: { drawboard_id: 'drawboards', trade_id: 'trades' },
    derived: [],
  },
];

/** The storage buckets whose files under the trader's folder go into a backup. */
export const BACKUP_BUCKETS = ['avatars', 'trade-attachments', 'drawboard-files'] as const;
export type BackupBucket = (typeof BACKUP_BUCKETS)[number];

export function backupTable(name: string): BackupTable | undefined {
  return BACKUP_TABLES.find((table) => table.name === name);
}

export function isBackupBucket(name: string): name is BackupBucket {
  return (BACKUP_BUCKETS as readonly string[]).includes(name);
}

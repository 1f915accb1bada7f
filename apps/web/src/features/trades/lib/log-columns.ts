/**
 * The trade log's columns: what each shows, the database column it sorts by (null: not sortable,
 * because sorting by a name held in another table would join every trade of the journal), and
 * its width, fixed so rows keep their layout while pages stream in.
 */
export interface LogColumn {
  id: LogColumnId;
  label: string;
  sortBy: string | null;
  numeric: boolean;
  /** Width in rem. */
  width: number;
}

export const LOG_COLUMN_IDS = [
  'opened',
  'symbol',
  'account',
  'asset',
  'side',
  'status',
  'quantity',
  'entry',
  'exit',
  'net',
  'r',
  'result',
  'gross',
  'costs',
  'return',
  'holding',
  'closed',
  'strategy',
  'rating',
] as const;

export type LogColumnId = (typeof LOG_COLUMN_IDS)[number];

export const LOG_COLUMNS: Readonly<Record<LogColumnId, LogColumn>> = {
  opened: { id: 'opened', label: 'Opened', sortBy: 'opened_at', numeric: false, width: 10.5 },
  symbol: { id: 'symbol', label: 'Symbol', sortBy: 'symbol', numeric: false, width: 7 },
  account: { id: 'account', label: 'Account', sortBy: null, numeric: false, width: 9 },
  asset: { id: 'asset', label: 'Asset', sortBy: 'asset_class', numeric: false, width: 5.5 },
  side: { id: 'side', label: 'Side', sortBy: 'side', numeric: false, width: 4.5 },
  status: { id: 'status', label: 'Status', sortBy: 'status', numeric: false, width: 5.5 },
  quantity: { id: 'quantity', label: 'Qty', sortBy: 'quantity', numeric: true, width: 6 },
  entry: { id: 'entry', label: 'Entry', sortBy: 'entry_price', numeric: true, width: 7.5 },
  exit: { id: 'exit', label: 'Exit', sortBy: 'exit_price', numeric: true, width: 7.5 },
  net: { id: 'net', label: 'Net P&L', sortBy: 'net_pnl', numeric: true, width: 8 },
  r: { id: 'r', label: 'R', sortBy: 'r_multiple', numeric: true, width: 5.5 },
  result: { id: 'result', label: 'Result', sortBy: 'result', numeric: false, width: 5 },
  gross: { id: 'gross', label: 'Gross P&L', sortBy: 'gross_pnl', numeric: true, width: 8 },
  costs: { id: 'costs', label: 'Costs', sortBy: 'fees', numeric: true, width: 6.5 },
  return: { id: 'return', label: 'Return', sortBy: 'return_pct', numeric: true, width: 6.5 },
  holding: { id: 'holding', label: 'Held', sortBy: 'holding_ms', numeric: true, width: 5.5 },
  closed: { id: 'closed', label: 'Closed', sortBy: 'closed_at', numeric: false, width: 10.5 },
  strategy: { id: 'strategy', label: 'Strategy', sortBy: null, numeric: false, width: 8 },
  rating: { id: 'rating', label: 'Rating', sortBy: 'rating', numeric: true, width: 4.5 },
};

export const DEFAULT_VISIBLE: readonly LogColumnId[] = [
  'opened',
  'symbol',
  'account',
  'side',
  'status',
  'quantity',
  'entry',
  'exit',
  'net',
  'r',
  'result',
];

export interface ColumnLayout {
  /** Every column in display order. */
  order: LogColumnId[];
  visible: LogColumnId[];
}

export const DEFAULT_LAYOUT: ColumnLayout = {
  order: [...LOG_COLUMN_IDS],
  visible: [...DEFAULT_VISIBLE],
};

const isColumnId = (value: unknown): value is LogColumnId =>
  typeof value === 'string' && (LOG_COLUMN_IDS as readonly string[]).includes(value);

/**
 * A stored layout made whole: unknown ids dropped, columns added since it was saved appended
 * (hidden), and the symbol always shown since it names the row.
 */
export function normaliseLayout(stored: unknown): ColumnLayout {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_LAYOUT;
  const { order, visible } = stored as { order?: unknown; visible?: unknown };
  if (!Array.isArray(order) || !Array.isArray(visible)) return DEFAULT_LAYOUT;
  const known = [...new Set(order.filter(isColumnId))];
  const missing = LOG_COLUMN_IDS.filter((id) => !known.includes(id));
  const shown = new Set(visible.filter(isColumnId));
  shown.add('symbol');
  const fullOrder = [...known, ...missing];
  return { order: fullOrder, visible: fullOrder.filter((id) => shown.has(id)) };
}

/** The visible columns in display order. */
export function visibleColumns(layout: ColumnLayout): LogColumn[] {
  const shown = new Set(layout.visible);
  return layout.order.filter((id) => shown.has(id)).map((id) => LOG_COLUMNS[id]);
}

/** The layout with one column moved one place left (-1) or right (+1). */
export function moveColumn(layout: ColumnLayout, id: LogColumnId, by: -1 | 1): ColumnLayout {
  const from = layout.order.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= layout.order.length) return layout;
  const order = [...layout.order];
  const other = order[to];
  if (other === undefined) return layout;
  order[to] = id;
  order[from] = other;
  return { order, visible: order.filter((column) => layout.visible.includes(column)) };
}

/** The layout with one column shown or hidden (the symbol stays). */
export function toggleColumn(layout: ColumnLayout, id: LogColumnId): ColumnLayout {
  if (id === 'symbol') return layout;
  const shown = new Set(layout.visible);
  if (shown.has(id)) shown.delete(id);
  else shown.add(id);
  return { order: layout.order, visible: layout.order.filter((column) => shown.has(column)) };
}

import { ASSET_CLASSES, type AssetClass, type ColumnMapping, type DecimalSeparator } from '@edgelog/core';

export type MappingField = keyof ColumnMapping['columns'];
export type RowKind = NonNullable<ColumnMapping['rows']>;
export type PnlBasis = NonNullable<ColumnMapping['pnlBasis']>;

interface FieldEntry {
  field: MappingField;
  label: string;
  /** The label when each row is a whole trade, where it reads differently. */
  tripLabel?: string;
  required?: boolean;
  /** Shown only for rows of this kind. */
  only?: RowKind;
}

/** The fields of the mapping screen in the order shown. */
export const MAPPING_FIELDS: readonly FieldEntry[] = [
  { field: 'time', label: 'Date and time (one column)', tripLabel: 'Open date and time (one column)' },
  { field: 'date', label: 'Date (own column)', tripLabel: 'Open date (own column)' },
  { field: 'clock', label: 'Time of day (own column)', tripLabel: 'Open time of day (own column)' },
  { field: 'closeTime', label: 'Close date and time (one column)', only: 'round-trips' },
  { field: 'closeDate', label: 'Close date (own column)', only: 'round-trips' },
  { field: 'closeClock', label: 'Close time of day (own column)', only: 'round-trips' },
  { field: 'symbol', label: 'Symbol', required: true },
  { field: 'side', label: 'Side (buy / sell)', tripLabel: 'Direction (long / short)' },
  { field: 'quantity', label: 'Quantity', required: true },
  { field: 'price', label: 'Price', tripLabel: 'Entry price', required: true },
  { field: 'exitPrice', label: 'Exit price', only: 'round-trips', required: true },
  { field: 'commission', label: 'Commission', tripLabel: 'Commission (whole trade)' },
  { field: 'fees', label: 'Fees', tripLabel: 'Fees (whole trade)' },
  { field: 'pnl', label: 'Realised P&L (to check against)', tripLabel: 'P&L (to check against)' },
  { field: 'assetClass', label: 'Asset class' },
  { field: 'multiplier', label: 'Multiplier' },
  { field: 'currency', label: 'Currency' },
  { field: 'brokerExecutionId', label: 'Execution id', tripLabel: 'Trade or position id' },
  { field: 'orderId', label: 'Order id' },
  { field: 'accountRef', label: 'Account number' },
];

/** The fields shown for rows of `kind`, each with the label it has there. */
export function fieldsFor(kind: RowKind): { field: MappingField; label: string; required: boolean }[] {
  return MAPPING_FIELDS.filter((entry) => entry.only === undefined || entry.only === kind).map((entry) => ({
    field: entry.field,
    label: kind === 'round-trips' ? (entry.tripLabel ?? entry.label) : entry.label,
    required: entry.required === true,
  }));
}

/** The mapping as the screen edits it: any field may still be unmapped. */
export interface MappingDraft {
  columns: Partial<Record<MappingField, string>>;
  rows: RowKind;
  pnlBasis: PnlBasis;
  /** Empty: detected from the values. */
  dateFormat: string;
  decimal: DecimalSeparator;
  timeZone: string;
  /** Empty: read from each symbol. */
  assetClass: AssetClass | '';
  /** Where the table is: sheet, HTML table, header row (0: none), first data row (0: after the header). */
  sheet: string | null;
  table: number | null;
  headerRow: number;
  firstRow: number;
  skipLast: number;
  stopAt: string;
}

// Header words of each field, as brokers commonly name them; the first header that matches wins.
const GUESSES: readonly [MappingField, RegExp][] = [
  ['closeTime', /^(close ?(date ?time|time)|exit ?(date ?time|time)|closed( ?at)?|time \(2\))$/],
  ['exitPrice', /^(exit ?price|close ?price|sell ?price \(exit\)|price \(2\))$/],
  [
    'time',
    /^(date ?time|time ?stamp|exec(ution)? ?time|fill ?time|trade ?time|time|when|filled ?(at|time)|open ?(date ?time|time)|entry ?(date ?time|time)|opened( ?at)?)$/,
  ],
  ['date', /^(date|trade ?date|exec(ution)? ?date|open ?date)$/],
  ['symbol', /^(symbol|ticker|instrument|contract|security|market)$/],
  ['side', /^(side|action|buy ?\/ ?sell|b ?\/ ?s|direction|type)$/],
  ['quantity', /^(qty|quantity|shares|size|amount|contracts|volume|lots)$/],
  [
    'price',
    /^(price|fill ?price|exec(ution)? ?price|avg ?price|trade ?price|entry ?price|entry|open ?price)$/,
  ],
  ['commission', /^(commission|commissions|comm)$/],
  ['fees', /^(fees?|reg ?fees|exchange ?fees)$/],
  ['pnl', /^(p ?& ?l|p\/l|pnl|profit|realized|realised|realized ?p ?& ?l|net ?p ?& ?l|gross ?p ?& ?l)$/],
  ['currency', /^(currency|ccy)$/],
  ['brokerExecutionId', /^(exec(ution)? ?id|fill ?id|trade ?id|position( ?id)?)$/],
  ['orderId', /^(order ?id|order ?number|order ?#)$/],
  ['accountRef', /^(account|account ?(id|number|no))$/],
];

/** The table's place as the screen starts it: the header row found, nothing left out. */
export interface DraftStart {
  timeZone: string;
  headerRow?: number;
  sheet?: string | null;
  table?: number | null;
}

function emptyDraft(start: DraftStart): MappingDraft {
  return {
    columns: {},
    rows: 'fills',
    pnlBasis: 'either',
    dateFormat: '',
    decimal: '.',
    timeZone: start.timeZone,
    assetClass: '',
    sheet: start.sheet ?? null,
    table: start.table ?? null,
    headerRow: start.headerRow ?? 1,
    firstRow: 0,
    skipLast: 0,
    stopAt: '',
  };
}

/** A first mapping from the header's names; the trader checks and completes it. */
export function guessDraft(header: readonly string[], start: DraftStart | string): MappingDraft {
  const draft = emptyDraft(typeof start === 'string' ? { timeZone: start } : start);
  const columns: Partial<Record<MappingField, string>> = {};
  const taken = new Set<string>();
  for (const [field, pattern] of GUESSES) {
    const found = header.find((name) => !taken.has(name) && pattern.test(name.trim().toLowerCase()));
    if (found === undefined) continue;
    columns[field] = found;
    taken.add(found);
  }
  // A date and a time in one column, or a date column beside a time column.
  if (columns.time !== undefined && columns.date !== undefined) {
    columns.clock = columns.time;
    delete columns.time;
  }
  // A close time and an exit price on the row: each row is a whole trade.
  const trips = columns.closeTime !== undefined && columns.exitPrice !== undefined;
  if (!trips) {
    delete columns.closeTime;
    delete columns.exitPrice;
  }
  return { ...draft, columns, rows: trips ? 'round-trips' : 'fills' };
}

/** What is still missing before the file can be read, in the screen's words. */
export function missingFields(draft: MappingDraft): string[] {
  const missing: string[] = [];
  const trips = draft.rows === 'round-trips';
  if (draft.columns.time === undefined && draft.columns.date === undefined)
    missing.push(trips ? 'Open date and time' : 'Date and time');
  if (trips && draft.columns.closeTime === undefined && draft.columns.closeDate === undefined)
    missing.push('Close date and time');
  for (const { field, label, required } of fieldsFor(draft.rows))
    if (required && draft.columns[field] === undefined) missing.push(label);
  return missing;
}

const TRIP_ONLY = new Set<MappingField>(
  MAPPING_FIELDS.filter((entry) => entry.only === 'round-trips').map((entry) => entry.field),
);

/** The mapping core's generic importer reads, once nothing required is missing. */
export function mappingOf(draft: MappingDraft): ColumnMapping | null {
  if (missingFields(draft).length > 0) return null;
  const { symbol, quantity, price, ...rest } = draft.columns;
  if (symbol === undefined || quantity === undefined || price === undefined) return null;
  const trips = draft.rows === 'round-trips';
  const columns: ColumnMapping['columns'] = { symbol, quantity, price };
  for (const [field, name] of Object.entries(rest) as [MappingField, string][])
    if (trips || !TRIP_ONLY.has(field)) columns[field] = name;
  return {
    columns,
    ...(trips ? { rows: 'round-trips' as const } : {}),
    ...(draft.columns.pnl !== undefined && draft.pnlBasis !== 'either' ? { pnlBasis: draft.pnlBasis } : {}),
    ...(draft.dateFormat.trim() !== '' ? { dateFormat: draft.dateFormat.trim() } : {}),
    decimal: draft.decimal,
    timeZone: draft.timeZone,
    ...(draft.assetClass !== '' ? { assetClass: draft.assetClass } : {}),
    ...(draft.sheet !== null ? { sheet: draft.sheet } : {}),
    ...(draft.table !== null ? { table: draft.table } : {}),
    ...(draft.headerRow !== 1 ? { headerRow: draft.headerRow } : {}),
    ...(draft.firstRow > 0 ? { firstRow: draft.firstRow } : {}),
    ...(draft.skipLast > 0 ? { skipLast: draft.skipLast } : {}),
    ...(draft.stopAt.trim() !== '' ? { stopAt: draft.stopAt.trim() } : {}),
  };
}

const FIELD_NAMES = new Set<string>(MAPPING_FIELDS.map((entry) => entry.field));

const wholeNumber = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/** A saved mapping (from a template) back into the screen's draft; unknown keys are dropped. */
export function draftOf(raw: unknown, fallbackZone: string): MappingDraft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const columnsRaw = record.columns;
  if (typeof columnsRaw !== 'object' || columnsRaw === null) return null;
  const columns: Partial<Record<MappingField, string>> = {};
  for (const [key, value] of Object.entries(columnsRaw)) {
    if (FIELD_NAMES.has(key) && typeof value === 'string') columns[key as MappingField] = value;
  }
  const assetClass = ASSET_CLASSES.find((known) => known === record.assetClass);
  return {
    ...emptyDraft({ timeZone: typeof record.timeZone === 'string' ? record.timeZone : fallbackZone }),
    columns,
    rows: record.rows === 'round-trips' ? 'round-trips' : 'fills',
    pnlBasis: record.pnlBasis === 'gross' || record.pnlBasis === 'net' ? record.pnlBasis : 'either',
    dateFormat: typeof record.dateFormat === 'string' ? record.dateFormat : '',
    decimal: record.decimal === ',' ? ',' : '.',
    assetClass: assetClass ?? '',
    sheet: typeof record.sheet === 'string' ? record.sheet : null,
    table:
      typeof record.table === 'number' && Number.isInteger(record.table) && record.table >= 1
        ? record.table
        : null,
    headerRow: wholeNumber(record.headerRow, 1),
    firstRow: wholeNumber(record.firstRow, 0),
    skipLast: wholeNumber(record.skipLast, 0),
    stopAt: typeof record.stopAt === 'string' ? record.stopAt : '',
  };
}

import { ASSET_CLASSES, type AssetClass, type ColumnMapping, type DecimalSeparator } from '@edgelog/core';

export type MappingField = keyof ColumnMapping['columns'];

/** The fields of the mapping screen in the order shown; the first ones a file must have. */
export const MAPPING_FIELDS: readonly { field: MappingField; label: string; required?: boolean }[] = [
  { field: 'time', label: 'Date and time (one column)' },
  { field: 'date', label: 'Date (own column)' },
  { field: 'clock', label: 'Time of day (own column)' },
  { field: 'symbol', label: 'Symbol', required: true },
  { field: 'side', label: 'Side (buy / sell)' },
  { field: 'quantity', label: 'Quantity', required: true },
  { field: 'price', label: 'Price', required: true },
  { field: 'commission', label: 'Commission' },
  { field: 'fees', label: 'Fees' },
  { field: 'assetClass', label: 'Asset class' },
  { field: 'multiplier', label: 'Multiplier' },
  { field: 'currency', label: 'Currency' },
  { field: 'brokerExecutionId', label: 'Execution id' },
  { field: 'orderId', label: 'Order id' },
  { field: 'accountRef', label: 'Account number' },
];

/** The mapping as the screen edits it: any field may still be unmapped. */
export interface MappingDraft {
  columns: Partial<Record<MappingField, string>>;
  /** Empty: detected from the values. */
  dateFormat: string;
  decimal: DecimalSeparator;
  timeZone: string;
  /** Empty: read from each symbol. */
  assetClass: AssetClass | '';
}

// Header words of each field, as brokers commonly name them; the first header that matches wins.
const GUESSES: readonly [MappingField, RegExp][] = [
  [
    'time',
    /^(date ?time|time ?stamp|exec(ution)? ?time|fill ?time|trade ?time|time|when|filled ?(at|time))$/,
  ],
  ['date', /^(date|trade ?date|exec(ution)? ?date)$/],
  ['symbol', /^(symbol|ticker|instrument|contract|security|market)$/],
  ['side', /^(side|action|buy ?\/ ?sell|b ?\/ ?s|direction|type)$/],
  ['quantity', /^(qty|quantity|shares|size|amount|contracts|volume|lots)$/],
  ['price', /^(price|fill ?price|exec(ution)? ?price|avg ?price|trade ?price)$/],
  ['commission', /^(commission|commissions|comm)$/],
  ['fees', /^(fees?|reg ?fees|exchange ?fees)$/],
  ['currency', /^(currency|ccy)$/],
  ['brokerExecutionId', /^(exec(ution)? ?id|fill ?id|trade ?id)$/],
  ['orderId', /^(order ?id|order ?number|order ?#)$/],
  ['accountRef', /^(account|account ?(id|number|no))$/],
];

/** A first mapping from the header's names; the trader checks and completes it. */
export function guessDraft(header: readonly string[], timeZone: string): MappingDraft {
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
  return { columns, dateFormat: '', decimal: '.', timeZone, assetClass: '' };
}

/** What is still missing before the file can be read, in the screen's words. */
export function missingFields(draft: MappingDraft): string[] {
  const missing: string[] = [];
  if (draft.columns.time === undefined && draft.columns.date === undefined) missing.push('Date and time');
  for (const { field, label, required } of MAPPING_FIELDS)
    if (required && draft.columns[field] === undefined) missing.push(label);
  return missing;
}

/** The mapping core's generic importer reads, once nothing required is missing. */
export function mappingOf(draft: MappingDraft): ColumnMapping | null {
  const { symbol, quantity, price, ...rest } = draft.columns;
  if (symbol === undefined || quantity === undefined || price === undefined) return null;
  if (rest.time === undefined && rest.date === undefined) return null;
  return {
    columns: { ...rest, symbol, quantity, price },
    ...(draft.dateFormat.trim() !== '' ? { dateFormat: draft.dateFormat.trim() } : {}),
    decimal: draft.decimal,
    timeZone: draft.timeZone,
    ...(draft.assetClass !== '' ? { assetClass: draft.assetClass } : {}),
  };
}

const FIELD_NAMES = new Set<string>(MAPPING_FIELDS.map((entry) => entry.field));

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
    columns,
    dateFormat: typeof record.dateFormat === 'string' ? record.dateFormat : '',
    decimal: record.decimal === ',' ? ',' : '.',
    timeZone: typeof record.timeZone === 'string' ? record.timeZone : fallbackZone,
    assetClass: assetClass ?? '',
  };
}

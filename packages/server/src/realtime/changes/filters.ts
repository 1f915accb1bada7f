/**
 * postgres_changes filters in the PostgREST-like syntax realtime-js sends: `column=op.value`,
 * several joined by commas meaning AND, any operator negatable with `not.`, values optionally
 * double-quoted (`\"` and `\\` escapes), `in.(a,b,"c,d")` lists.
 */
export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface FilterCondition {
  column: string;
  op: FilterOperator;
  negate: boolean;
  /** The value for every operator but `in`; for `is` one of null, true, false, unknown. */
  value: string;
  /** The list for `in`. */
  values: string[];
}

export class FilterParseError extends Error {
  constructor(readonly parts: string[]) {
    super(`Error parsing \`filter\` params: ${JSON.stringify(parts)}`);
    this.name = 'FilterParseError';
  }
}

/** Splits on `separator` outside double quotes and parentheses. */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) {
        current += text[++i];
      } else if (ch === '"') {
        quoted = false;
      }
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (quoted || depth !== 0) throw new Error('unbalanced quotes or parentheses');
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function parseCondition(text: string): FilterCondition {
  const eq = text.indexOf('=');
  const column = eq > 0 ? text.slice(0, eq).trim() : '';
  const rest = eq > 0 ? text.slice(eq + 1) : '';
  if (!column || !rest) throw new FilterParseError(eq > 0 ? [column, rest] : [text]);
  let opText = rest;
  let negate = false;
  if (opText.startsWith('not.')) {
    negate = true;
    opText = opText.slice(4);
  }
  const dot = opText.indexOf('.');
  const op = (dot > 0 ? opText.slice(0, dot) : opText) as FilterOperator;
  const raw = dot > 0 ? opText.slice(dot + 1) : '';
  if (!FILTER_OPERATORS.includes(op) || dot < 0) throw new FilterParseError([column, rest]);

  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) throw new FilterParseError([column, rest]);
    const inner = raw.slice(1, -1);
    let items: string[];
    try {
      items = inner.trim() === '' ? [] : splitOutside(inner, ',').map((v) => unquote(v.trim()));
    } catch {
      throw new FilterParseError([column, rest]);
    }
    if (items.length === 0 || items.length > 100) throw new FilterParseError([column, rest]);
    return { column, op, negate, value: '', values: items };
  }
  if (op === 'is') {
    const keyword = raw.toLowerCase();
    if (!['null', 'true', 'false', 'unknown'].includes(keyword)) throw new FilterParseError([column, rest]);
    return { column, op, negate, value: keyword, values: [] };
  }
  return { column, op, negate, value: unquote(raw), values: [] };
}

/** Parses a whole filter string; an empty or missing filter means no conditions. */
export function parseFilter(filter: string | undefined | null): FilterCondition[] {
  if (filter === undefined || filter === null || filter.trim() === '') return [];
  let parts: string[];
  try {
    parts = splitOutside(filter, ',');
  } catch {
    throw new FilterParseError([filter]);
  }
  if (parts.length > 20) throw new FilterParseError([filter]);
  return parts.map((part) => parseCondition(part.trim()));
}

const INTEGER_TYPES = new Set(['int2', 'int4', 'int8']);
const TEXT_TYPES = new Set(['text', 'varchar']);

function sameValue(recordValue: unknown, filterValue: string, typname: string): boolean | undefined {
  if (recordValue === null || recordValue === undefined) return false;
  if (TEXT_TYPES.has(typname))
    return typeof recordValue === 'string' ? recordValue === filterValue : undefined;
  if (typname === 'uuid') {
    if (typeof recordValue !== 'string') return undefined;
    const normal = (v: string) => v.replace(/[{}-]/g, '').toLowerCase();
    const wanted = normal(filterValue);
    return /^[0-9a-f]{32}$/.test(wanted) ? normal(recordValue) === wanted : undefined;
  }
  if (INTEGER_TYPES.has(typname)) {
    const text = filterValue.trim();
    if (
      typeof recordValue !== 'number' ||
      !Number.isSafeInteger(recordValue) ||
      !/^[+-]?\d{1,18}$/.test(text)
    )
      return undefined;
    return BigInt(recordValue) === BigInt(text);
  }
  return undefined;
}

/**
 * True only when the condition certainly fails for this record, judged without the database:
 * lets the dispatcher skip the per-subscriber query for the common `user_id=eq.<id>` case.
 * Anything it is unsure of (types, operators) is left to PostgreSQL.
 */
export function certainlyFails(
  condition: FilterCondition,
  record: Record<string, unknown>,
  typname: string,
): boolean {
  if (condition.negate) return false;
  const value = record[condition.column];
  if (condition.op === 'eq') return sameValue(value, condition.value, typname) === false;
  if (condition.op === 'in') {
    const answers = condition.values.map((v) => sameValue(value, v, typname));
    return answers.every((a) => a === false);
  }
  return false;
}

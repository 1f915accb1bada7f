import { RestError } from '../errors.ts';
import type { Field, LevelModifiers, OrderTerm, ParsedQuery } from './ast.ts';
import { Cursor, ParseFailure } from './cursor.ts';
import { parseFilter, parseLogicTree } from './filter.ts';
import { parseJsonPath, parseSelect } from './select.ts';

const MAX_PARAMS = 200;

function failure(err: ParseFailure): RestError {
  return new RestError(
    400,
    'PGRST100',
    `"failed to parse ${err.what} (${err.input})" (line 1, column ${err.position + 1})`,
    err.reason,
  );
}

/** Runs a parser and turns its failure into the 400 PGRST100 PostgREST answers. */
export function parsing<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof ParseFailure) throw failure(err);
    throw err;
  }
}

/** Splits `a.b."c.d"` on dots outside double quotes. */
export function splitKey(key: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of key) {
    if (ch === '"') quoted = !quoted;
    if (ch === '.' && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

export function parseField(text: string, what = 'filter'): Field {
  const cur = new Cursor(text, what);
  const name = cur.name('');
  const json = parseJsonPath(cur, '');
  if (!cur.done) cur.fail('expecting end of input');
  return { name, json };
}

export function parseOrder(text: string): OrderTerm[] {
  const cur = new Cursor(text, 'order');
  const terms: OrderTerm[] = [];
  do {
    let relation: string | undefined;
    let name = cur.name(',.()');
    if (cur.eat('(')) {
      relation = name;
      name = cur.name(',.()');
    }
    const field: Field = { name, json: parseJsonPath(cur, ',.()') };
    if (relation !== undefined) cur.expect(')');
    const term: OrderTerm = { field, relation };
    while (cur.eat('.')) {
      if (cur.eat('asc')) term.direction = 'asc';
      else if (cur.eat('desc')) term.direction = 'desc';
      else if (cur.eat('nullsfirst')) term.nulls = 'first';
      else if (cur.eat('nullslast')) term.nulls = 'last';
      else cur.fail('expecting "asc", "desc", "nullsfirst" or "nullslast"');
    }
    terms.push(term);
  } while (cur.eat(','));
  if (!cur.done) cur.fail('expecting "," or end of input');
  return terms;
}

/** `"a","b"` or `a,b`: the `columns` and `on_conflict` lists. */
export function parseNameList(text: string, what: string): string[] {
  const cur = new Cursor(text, what);
  const names: string[] = [];
  do {
    names.push(cur.name(','));
  } while (cur.eat(','));
  if (!cur.done) cur.fail('expecting "," or end of input');
  return names;
}

function parseCount(text: string, what: string): number {
  if (!/^\d{1,15}$/.test(text)) {
    throw new RestError(
      400,
      'PGRST100',
      `"failed to parse ${what} parameter (${text})" (line 1, column 1)`,
      'expecting a non-negative integer',
    );
  }
  return Number(text);
}

/**
 * The query string as PostgREST reads it: `select`, per-level filters, logic trees, order, limit and
 * offset (prefixed with the embed path for embedded levels), `columns`, `on_conflict`. Keys for which
 * `isArgument` holds (RPC arguments on GET) are set aside in `rest`.
 */
export function parseQuery(
  params: Array<[string, string]>,
  isArgument: (key: string) => boolean = () => false,
): ParsedQuery {
  if (params.length > MAX_PARAMS) throw new RestError(400, 'PGRST100', 'Too many query parameters');
  const query: ParsedQuery = { select: [{ kind: 'star' }], levels: new Map(), rest: [] };
  const level = (path: string[]): LevelModifiers => {
    const key = path.join('.');
    let found = query.levels.get(key);
    if (!found) {
      found = { filters: [], embedNull: [] };
      query.levels.set(key, found);
    }
    return found;
  };
  return parsing(() => {
    for (const [key, value] of params) {
      if (key === 'select') {
        query.select = parseSelect(value);
        continue;
      }
      if (key === 'columns') {
        query.columns = parseNameList(value, 'columns');
        continue;
      }
      if (key === 'on_conflict') {
        query.onConflict = parseNameList(value, 'on_conflict');
        continue;
      }
      if (key === 'apikey') continue;
      if (isArgument(key)) {
        query.rest.push([key, value]);
        continue;
      }
      const segments = splitKey(key);
      const last = segments[segments.length - 1]!;
      if (last === 'order' || last === 'limit' || last === 'offset') {
        const target = level(segments.slice(0, -1));
        if (last === 'order') target.order = value.trim() === '' ? [] : parseOrder(value);
        else target[last] = parseCount(value, last);
        continue;
      }
      if (last === 'or' || last === 'and') {
        const negate = segments[segments.length - 2] === 'not';
        const path = segments.slice(0, negate ? -2 : -1);
        level(path).filters.push(parseLogicTree(last, negate, value));
        continue;
      }
      const field = parseField(last);
      level(segments.slice(0, -1)).filters.push(parseFilter(field, value));
    }
    return query;
  });
}

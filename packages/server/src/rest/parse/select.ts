import type { AggregateFn, ColumnItem, Field, JsonStep, SelectItem } from './ast.ts';
import { Cursor } from './cursor.ts';

const MAX_EMBED_DEPTH = 16;
const AGGREGATES = new Set<AggregateFn>(['count', 'sum', 'avg', 'max', 'min']);
const SELECT_DELIMITERS = ',:()!.';

/** `select=` grammar: columns, aliases, casts, JSON paths, aggregates, embeds, spreads. */
export function parseSelect(text: string): SelectItem[] {
  const cur = new Cursor(text, 'select');
  if (text.trim() === '') return [];
  const items = parseItems(cur, 0);
  if (!cur.done) cur.fail('expecting "," or end of input');
  return items;
}

function parseItems(cur: Cursor, depth: number): SelectItem[] {
  const items: SelectItem[] = [];
  do {
    items.push(parseItem(cur, depth));
  } while (cur.eat(','));
  return items;
}

function parseItem(cur: Cursor, depth: number): SelectItem {
  if (cur.eat('*')) return { kind: 'star' };
  if (cur.eat('...')) return parseEmbed(cur, cur.name(SELECT_DELIMITERS), undefined, true, depth);
  let name = cur.name(SELECT_DELIMITERS);
  let alias: string | undefined;
  if (cur.peek() === ':' && cur.peek(1) !== ':') {
    cur.pos++;
    alias = name;
    if (cur.eat('...')) cur.fail('expecting a name (a spread cannot be aliased)');
    name = cur.name(SELECT_DELIMITERS);
  }
  if (name === 'count' && cur.startsWith('()')) {
    cur.pos += 2;
    const cast = cur.eat('::') ? parseCastType(cur) : undefined;
    return { kind: 'count', alias, cast };
  }
  if (cur.peek() === '!' || cur.peek() === '(') return parseEmbed(cur, name, alias, false, depth);
  return parseColumnRest(cur, name, alias);
}

function parseEmbed(
  cur: Cursor,
  name: string,
  alias: string | undefined,
  spread: boolean,
  depth: number,
): SelectItem {
  if (depth >= MAX_EMBED_DEPTH) cur.fail('(embedding nested too deeply)');
  let hint: string | undefined;
  let join: 'left' | 'inner' = 'left';
  while (cur.eat('!')) {
    const word = cur.name(SELECT_DELIMITERS);
    if (word === 'inner') join = 'inner';
    else if (word === 'left') join = 'left';
    else if (hint === undefined) hint = word;
    else cur.fail('expecting "inner" or "left"');
  }
  cur.expect('(');
  const select = cur.peek() === ')' ? [] : parseItems(cur, depth + 1);
  cur.expect(')');
  return { kind: 'embed', name, alias, hint, join, spread, select };
}

function parseColumnRest(cur: Cursor, name: string, alias: string | undefined): ColumnItem {
  const field: Field = { name, json: parseJsonPath(cur, SELECT_DELIMITERS) };
  const item: ColumnItem = { kind: 'column', field, alias };
  if (cur.eat('::')) item.cast = parseCastType(cur);
  if (cur.peek() === '.') {
    cur.pos++;
    const fn = cur.name(SELECT_DELIMITERS) as AggregateFn;
    if (!AGGREGATES.has(fn)) cur.fail('expecting an aggregate (count, sum, avg, max, min)');
    cur.expect('()');
    item.aggregate = fn;
    if (cur.eat('::')) item.aggregateCast = parseCastType(cur);
  }
  return item;
}

export function parseJsonPath(cur: Cursor, delimiters: string): JsonStep[] {
  const steps: JsonStep[] = [];
  while (cur.startsWith('->')) {
    const arrow = cur.eat('->>') ? '->>' : (cur.eat('->'), '->');
    steps.push({ arrow, key: cur.name(delimiters) });
  }
  return steps;
}

function parseCastType(cur: Cursor): string {
  const start = cur.pos;
  while (!cur.done && /[A-Za-z0-9_ ]/.test(cur.peek())) cur.pos++;
  while (cur.eat('[]'));
  const type = cur.text.slice(start, cur.pos).trim();
  if (!type) cur.fail('expecting a type name');
  return type;
}

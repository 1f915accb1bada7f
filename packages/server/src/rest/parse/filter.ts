import {
  FTS_OPERATORS,
  OPERATORS,
  QUANTIFIABLE,
  type Condition,
  type Field,
  type LogicNode,
  type Operator,
} from './ast.ts';
import { Cursor } from './cursor.ts';
import { parseJsonPath } from './select.ts';

const MAX_LOGIC_DEPTH = 24;
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** A filter parameter's value: `[not.]op[(modifier)].operand`, the operand running to the end. */
export function parseFilter(field: Field, text: string): Condition {
  const cur = new Cursor(text, 'filter');
  const condition = parseOperation(cur, field, 'top');
  if (!cur.done) cur.fail('expecting end of input');
  return condition;
}

/** `or=(...)` / `and=(...)` / `not.or=(...)`: the parenthesised list of conditions and nested groups. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, text: string): LogicNode {
  const cur = new Cursor(text, 'logic tree');
  const node = parseGroup(cur, op, negate, 0);
  if (!cur.done) cur.fail('expecting end of input');
  return node;
}

function parseGroup(cur: Cursor, op: 'and' | 'or', negate: boolean, depth: number): LogicNode {
  if (depth > MAX_LOGIC_DEPTH) cur.fail('(logic tree nested too deeply)');
  cur.expect('(');
  const children: LogicNode['children'] = [];
  do {
    children.push(parseLogicItem(cur, depth));
  } while (cur.eat(','));
  cur.expect(')');
  return { kind: 'logic', op, negate, children };
}

function parseLogicItem(cur: Cursor, depth: number): LogicNode | Condition {
  for (const [prefix, op, negate] of [
    ['not.and(', 'and', true],
    ['not.or(', 'or', true],
    ['and(', 'and', false],
    ['or(', 'or', false],
  ] as const) {
    if (cur.startsWith(prefix)) {
      cur.pos += prefix.length - 1;
      return parseGroup(cur, op, negate, depth + 1);
    }
  }
  const name = cur.name(',.()');
  const field: Field = { name, json: parseJsonPath(cur, ',.()') };
  cur.expect('.');
  return parseOperation(cur, field, 'nested');
}

function parseOperation(cur: Cursor, field: Field, mode: 'top' | 'nested'): Condition {
  let negate = false;
  let word = readWord(cur);
  if (word === 'not') {
    negate = true;
    cur.expect('.');
    word = readWord(cur);
  }
  if (!(OPERATORS as readonly string[]).includes(word)) {
    cur.fail('expecting "not" or operator (eq, gt, ...)');
  }
  const op = word as Operator;
  const condition: Condition = { kind: 'condition', field, negate, op, value: '' };
  if (cur.eat('(')) {
    const modifier = cur.name(')');
    cur.expect(')');
    if (FTS_OPERATORS.has(op)) condition.config = modifier;
    else if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all'))
      condition.quantifier = modifier;
    else cur.fail('expecting a valid modifier (any, all) or an fts language');
  }
  cur.expect('.');
  if (op === 'in') {
    condition.list = parseList(cur);
  } else if (condition.quantifier) {
    condition.list = parseBraceList(cur);
  } else {
    condition.value = mode === 'top' ? cur.text.slice(cur.pos) : readNestedValue(cur);
    if (mode === 'top') cur.pos = cur.text.length;
  }
  if (op === 'is') {
    const v = condition.value.toLowerCase();
    if (!IS_VALUES.has(v)) {
      throw new Cursor(condition.value, 'filter').fail('expecting null, not_null, true, false or unknown');
    }
    condition.value = v;
  }
  return condition;
}

function readWord(cur: Cursor): string {
  const start = cur.pos;
  while (!cur.done && /[a-z]/.test(cur.peek())) cur.pos++;
  return cur.text.slice(start, cur.pos);
}

/** `(a,b,"c,d")`: the operand of `in`. */
function parseList(cur: Cursor): string[] {
  cur.expect('(');
  const values: string[] = [];
  if (cur.eat(')')) return values;
  do {
    if (cur.peek() === '"') values.push(cur.quoted());
    else {
      const start = cur.pos;
      while (!cur.done && cur.peek() !== ',' && cur.peek() !== ')') cur.pos++;
      values.push(cur.text.slice(start, cur.pos));
    }
  } while (cur.eat(','));
  cur.expect(')');
  return values;
}

/** `{a,b}`: the operand of `like(any)` and friends. */
function parseBraceList(cur: Cursor): string[] {
  cur.expect('{');
  const values: string[] = [];
  if (cur.eat('}')) return values;
  do {
    if (cur.peek() === '"') values.push(cur.quoted());
    else {
      const start = cur.pos;
      while (!cur.done && cur.peek() !== ',' && cur.peek() !== '}') cur.pos++;
      values.push(cur.text.slice(start, cur.pos));
    }
  } while (cur.eat(','));
  cur.expect('}');
  return values;
}

/** A condition's operand inside a logic tree: quoted, a `{...}` literal, or up to `,` / `)`. */
function readNestedValue(cur: Cursor): string {
  if (cur.peek() === '"') return cur.quoted();
  const start = cur.pos;
  if (cur.peek() === '{') {
    let depth = 0;
    while (!cur.done) {
      const ch = cur.peek();
      if (ch === '"') {
        cur.quoted();
        continue;
      }
      cur.pos++;
      if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) break;
    }
    if (depth !== 0) cur.fail('expecting "}"');
  } else if (cur.peek() === '[' || cur.peek() === '(') {
    // a range literal: [1,5) or (1,5]
    cur.pos++;
    while (!cur.done && cur.peek() !== ']' && cur.peek() !== ')') cur.pos++;
    if (cur.done) cur.fail('expecting "]" or ")"');
    cur.pos++;
  }
  while (!cur.done && cur.peek() !== ',' && cur.peek() !== ')') cur.pos++;
  return cur.text.slice(start, cur.pos);
}

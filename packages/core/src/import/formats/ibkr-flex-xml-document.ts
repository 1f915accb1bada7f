// An Interactive Brokers Flex Query in XML, flattened: every data element (a <Trade/>, a
// <CashTransaction/>, a <StatementOfFundsLine/>...) with its attributes, the line it starts on and
// the account of the <FlexStatement> holding it, in file order. Flex puts all data in attributes;
// container elements (<Trades>, <CashTransactions>) only group them.
import { numericReference, XML_ENTITIES } from '../character-references.ts';
import { lineCounter } from '../line-counter.ts';

/**
 * The attribute names of a start tag, in order, shared by every element written with the same
 * ones: IBKR writes each row of a section with the same attributes in the same order, so 100,000
 * rows share one shape.
 */
interface Shape {
  names: readonly string[];
  /** Each name's place among the values (the last, when a tag repeats a name). */
  index: ReadonlyMap<string, number>;
}

/**
 * A data element. Its values stay in the text as offsets, cut out when asked for: a statement of
 * 100,000 trades holds millions of values a reader never asks for, and holding each as a string
 * cost more in garbage collection than all the reading.
 */
export interface FlexElement {
  tag: string;
  line: number;
  /** The <FlexStatement>'s accountId. */
  statementAccount: string;
  shape: Shape;
  text: string;
  /** Start and end of each value in `text`, trimmed, in the shape's order, from `first` on. */
  spans: readonly number[];
  first: number;
  /** Values that are not their text as written (character references, other whitespace), by place. */
  rewritten: ReadonlyMap<number, string> | null;
}

function valueAt(element: FlexElement, at: number): string {
  const rewritten = element.rewritten?.get(at);
  if (rewritten !== undefined) return rewritten;
  const start = element.spans[element.first + 2 * at] as number;
  const end = element.spans[element.first + 2 * at + 1] as number;
  return start === end ? '' : element.text.slice(start, end);
}

/** The first of `names` the element gives a value, '' when none does. */
export function attr(element: FlexElement, ...names: string[]): string {
  for (const name of names) {
    const at = element.shape.index.get(name);
    if (at === undefined) continue;
    const value = valueAt(element, at);
    if (value !== '') return value;
  }
  return '';
}

function shapeOf(names: readonly string[]): Shape {
  const index = new Map<string, number>();
  names.forEach((name, at) => index.set(name, at));
  return { names, index };
}

export type FlexDocument = { elements: FlexElement[] } | { broken: 'cut off' | 'malformed' };

/** Elements whose attributes describe the statement, not a row of it. */
const CONTAINERS = new Set(['FlexQueryResponse', 'FlexStatements', 'FlexStatement']);

function decodeEntities(value: string): string | null {
  if (!value.includes('&')) return value;
  let broken = false;
  const decoded = value.replace(/&([^;&\s]*);?/g, (whole: string, name: string) => {
    if (!whole.endsWith(';')) broken = true;
    const numeric = numericReference(name);
    if (numeric !== null) return numeric;
    const entity = XML_ENTITIES[name];
    if (entity === undefined) broken = true;
    return entity ?? whole;
  });
  return broken ? null : decoded;
}

const isNameCode = (code: number): boolean =>
  (code >= 48 && code <= 57) ||
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122) ||
  code === 95 ||
  code === 45 ||
  code === 46 ||
  code === 58;
const isSpaceCode = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13;

interface StartTag {
  name: string;
  shape: Shape;
  /** How many values the tag has: its spans are the last 2 × count of the document's. */
  count: number;
  rewritten: Map<number, string> | null;
  selfClosing: boolean;
  end: number;
}

/**
 * The start tag at `at` (a `<` followed by a name): its name, attributes, whether it closes itself
 * and where it ends; null when it is not well formed. A hand scan: a Flex Query of 100,000 trades
 * holds five million attributes, and a general parser's tree of them cost seconds more than this.
 * `shapes` holds the last shape seen for each tag name, reused when this tag's names match it;
 * `references` finds the next "&" at or after an offset. The values' spans are appended to `spans`,
 * one array for the whole document rather than one per element.
 */
function startTag(
  text: string,
  at: number,
  shapes: Map<string, Shape>,
  references: (from: number) => number,
  spans: number[],
): StartTag | null {
  let i = at + 1;
  while (i < text.length && isNameCode(text.charCodeAt(i))) i++;
  const name = text.slice(at + 1, i);
  if (name === '') return null;
  // A "<" in a value is not well formed, and nothing else in a tag can hold one.
  const nextOpen = text.indexOf('<', i);
  const known = shapes.get(name);
  // The names read so far, kept only once they stop matching the known shape.
  let names: string[] | null = known === undefined ? [] : null;
  const first = spans.length;
  let rewritten: Map<number, string> | null = null;
  const done = (selfClosing: boolean, end: number): StartTag | null => {
    if (nextOpen !== -1 && nextOpen < end) return null;
    let shape = known;
    const count = (spans.length - first) / 2;
    if (names !== null || shape === undefined || shape.names.length !== count) {
      shape = shapeOf(names ?? (known?.names.slice(0, count) as string[]));
      shapes.set(name, shape);
    }
    return { name, shape, count, rewritten, selfClosing, end };
  };
  for (;;) {
    while (i < text.length && isSpaceCode(text.charCodeAt(i))) i++;
    const code = text.charCodeAt(i);
    if (code === 62) return done(false, i + 1);
    if (code === 47) return text.charCodeAt(i + 1) === 62 ? done(true, i + 2) : null;
    const nameStart = i;
    while (i < text.length && isNameCode(text.charCodeAt(i))) i++;
    if (i === nameStart) return null;
    const place = (spans.length - first) / 2;
    if (names === null) {
      const expected = known?.names[place];
      if (
        expected === undefined ||
        i - nameStart !== expected.length ||
        !text.startsWith(expected, nameStart)
      )
        names = (known?.names.slice(0, place) ?? []) as string[];
    }
    if (names !== null) names.push(text.slice(nameStart, i));
    while (isSpaceCode(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 61) return null;
    i++;
    while (isSpaceCode(text.charCodeAt(i))) i++;
    const quote = text.charCodeAt(i);
    if (quote !== 34 && quote !== 39) return null;
    const close = text.indexOf(quote === 34 ? '"' : "'", i + 1);
    if (close === -1) return null;
    let start = i + 1;
    let end = close;
    while (start < end && isSpaceCode(text.charCodeAt(start))) start++;
    while (end > start && isSpaceCode(text.charCodeAt(end - 1))) end--;
    const reference = references(i);
    const hasReference = reference !== -1 && reference < close;
    if (hasReference || isOtherSpace(text, start, end)) {
      const value = decodeEntities(text.slice(i + 1, close));
      if (value === null) return null;
      (rewritten ??= new Map()).set(place, value.trim());
    }
    spans.push(start, end);
    i = close + 1;
  }
}

/** Where `char` next occurs at or after an offset, for offsets that only grow: each search starts where the last found one. */
function nextOf(text: string, char: string): (from: number) => number {
  let found = -2;
  return (from) => {
    if (found === -1 || found >= from) return found;
    found = text.indexOf(char, from);
    return found;
  };
}

/** Whether a value may end in whitespace other than the four XML spaces, which trim() also removes. */
function isOtherSpace(text: string, start: number, end: number): boolean {
  if (start === end) return false;
  const first = text.charCodeAt(start);
  const last = text.charCodeAt(end - 1);
  return first > 127 || last > 127 || first === 11 || first === 12 || last === 11 || last === 12;
}

/** The Flex Query in `text`, or why it cannot be read. */
export function readFlexDocument(text: string): FlexDocument {
  // A download cut short ends anywhere but after the root's closing tag.
  // Only the end is looked at: a pattern anchored at the end would still be tried at every offset.
  if (!text.slice(-4096).trimEnd().endsWith('</FlexQueryResponse>')) return { broken: 'cut off' };
  const malformed: FlexDocument = { broken: 'malformed' };
  const elements: FlexElement[] = [];
  // Open elements, each with the statement account its children belong to.
  const open: Array<{ name: string; account: string }> = [];
  const lineAt = lineCounter(text);
  const shapes = new Map<string, Shape>();
  const references = nextOf(text, '&');
  const spans: number[] = [];
  for (let at = text.indexOf('<'); at !== -1;) {
    const next = text.charCodeAt(at + 1);
    if (next === 33) {
      // A comment, a CDATA section or a declaration: nothing of the data.
      const [opening, closing] = text.startsWith('<!--', at)
        ? ['<!--', '-->']
        : text.startsWith('<![CDATA[', at)
          ? ['<![CDATA[', ']]>']
          : ['<!', '>'];
      const end = text.indexOf(closing, at + opening.length);
      if (end === -1) return malformed;
      at = text.indexOf('<', end + closing.length);
      continue;
    }
    if (next === 63) {
      const end = text.indexOf('?>', at + 2);
      if (end === -1) return malformed;
      at = text.indexOf('<', end + 2);
      continue;
    }
    if (next === 47) {
      const end = text.indexOf('>', at + 2);
      if (end === -1 || open.pop()?.name !== text.slice(at + 2, end).trim()) return malformed;
      at = text.indexOf('<', end + 1);
      continue;
    }
    const tag = startTag(text, at, shapes, references, spans);
    if (tag === null) return malformed;
    const inherited = open.at(-1)?.account ?? '';
    const element: FlexElement = {
      tag: tag.name,
      line: 0,
      statementAccount: inherited,
      shape: tag.shape,
      text,
      spans,
      first: spans.length - 2 * tag.count,
      rewritten: tag.rewritten,
    };
    const account = tag.name === 'FlexStatement' ? attr(element, 'accountId') : inherited;
    if (tag.count > 0 && !CONTAINERS.has(tag.name)) {
      element.line = lineAt(at);
      elements.push(element);
    }
    if (!tag.selfClosing) open.push({ name: tag.name, account });
    at = text.indexOf('<', tag.end);
  }
  return open.length === 0 ? { elements } : malformed;
}

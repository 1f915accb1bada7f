// An Interactive Brokers Flex Query in XML, flattened: every data element (a <Trade/>, a
// <CashTransaction/>, a <StatementOfFundsLine/>...) with its attributes, the line it starts on and
// the account of the <FlexStatement> holding it, in file order. Flex puts all data in attributes;
// container elements (<Trades>, <CashTransactions>) only group them.
import { numericReference, XML_ENTITIES } from '../character-references.ts';
import { lineCounter } from '../line-counter.ts';

export interface FlexElement {
  tag: string;
  line: number;
  /** The <FlexStatement>'s accountId. */
  statementAccount: string;
  attributes: ReadonlyMap<string, string>;
}

/** The first of `names` the element gives a value, '' when none does. */
export function attr(element: FlexElement, ...names: string[]): string {
  for (const name of names) {
    const value = element.attributes.get(name);
    if (value !== undefined && value !== '') return value;
  }
  return '';
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

/**
 * The start tag at `at` (a `<` followed by a name): its name, attributes, whether it closes itself
 * and where it ends; null when it is not well formed. A hand scan: a Flex Query of 100,000 trades
 * holds five million attributes, and a general parser's tree of them cost seconds more than this.
 */
function startTag(
  text: string,
  at: number,
): { name: string; attributes: Map<string, string>; selfClosing: boolean; end: number } | null {
  let i = at + 1;
  while (i < text.length && isNameCode(text.charCodeAt(i))) i++;
  const name = text.slice(at + 1, i);
  if (name === '') return null;
  const attributes = new Map<string, string>();
  for (;;) {
    while (i < text.length && isSpaceCode(text.charCodeAt(i))) i++;
    const code = text.charCodeAt(i);
    if (code === 62) return { name, attributes, selfClosing: false, end: i + 1 };
    if (code === 47)
      return text.charCodeAt(i + 1) === 62 ? { name, attributes, selfClosing: true, end: i + 2 } : null;
    const nameStart = i;
    while (i < text.length && isNameCode(text.charCodeAt(i))) i++;
    if (i === nameStart) return null;
    const key = text.slice(nameStart, i);
    while (isSpaceCode(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 61) return null;
    i++;
    while (isSpaceCode(text.charCodeAt(i))) i++;
    const quote = text.charCodeAt(i);
    if (quote !== 34 && quote !== 39) return null;
    const close = text.indexOf(quote === 34 ? '"' : "'", i + 1);
    if (close === -1) return null;
    const value = decodeEntities(text.slice(i + 1, close));
    if (value === null || value.includes('<')) return null;
    attributes.set(key, value.trim());
    i = close + 1;
  }
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
    const tag = startTag(text, at);
    if (tag === null) return malformed;
    const inherited = open.at(-1)?.account ?? '';
    const account = tag.name === 'FlexStatement' ? (tag.attributes.get('accountId') ?? '') : inherited;
    if (tag.attributes.size > 0 && !CONTAINERS.has(tag.name))
      elements.push({
        tag: tag.name,
        line: lineAt(at),
        statementAccount: account,
        attributes: tag.attributes,
      });
    if (!tag.selfClosing) open.push({ name: tag.name, account });
    at = text.indexOf('<', tag.end);
  }
  return open.length === 0 ? { elements } : malformed;
}

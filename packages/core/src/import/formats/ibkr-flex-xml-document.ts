// An Interactive Brokers Flex Query in XML, flattened: every data element (a <Trade/>, a
// <CashTransaction/>, a <StatementOfFundsLine/>...) with its attributes, the line it starts on and
// the account of the <FlexStatement> holding it, in file order. Flex puts all data in attributes;
// container elements (<Trades>, <CashTransactions>) only group them.
import { XMLParser } from 'fast-xml-parser';

export interface FlexElement {
  tag: string;
  line: number;
  /** The <FlexStatement>'s accountId. */
  statementAccount: string;
  attributes: ReadonlyMap<string, string>;
}

export type FlexDocument = { elements: FlexElement[] } | { broken: 'cut off' | 'malformed' };

type XmlNode = Record<string, unknown>;

/** Elements whose attributes describe the statement, not a row of it. */
const CONTAINERS = new Set(['FlexQueryResponse', 'FlexStatements', 'FlexStatement']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  captureMetaData: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});
const META = XMLParser.getMetaDataSymbol();

/** The 1-based line of each character offset, by the offsets lines start at. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function startOf(node: XmlNode): number {
  const meta = (node as Record<symbol, unknown>)[META as symbol];
  return isNode(meta) && typeof meta.startIndex === 'number' ? meta.startIndex : 0;
}

function attributesOf(node: XmlNode): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(node))
    if (key.startsWith('@') && typeof value === 'string') found.set(key.slice(1), value.trim());
  return found;
}

/** The Flex Query in `text`, or why it cannot be read. */
export function readFlexDocument(text: string): FlexDocument {
  // A download cut short ends anywhere but after the root's closing tag.
  if (!/<\/FlexQueryResponse>\s*$/.test(text)) return { broken: 'cut off' };
  let root: unknown;
  try {
    root = parser.parse(text);
  } catch {
    return { broken: 'malformed' };
  }
  const lineOf = lineFinder(text);
  const found: Array<FlexElement & { start: number }> = [];
  const visit = (tag: string, node: XmlNode, account: string): void => {
    const attributes = attributesOf(node);
    const statementAccount = tag === 'FlexStatement' ? (attributes.get('accountId') ?? '') : account;
    if (attributes.size > 0 && !CONTAINERS.has(tag) && !tag.startsWith('?')) {
      const start = startOf(node);
      found.push({ tag, line: lineOf(start), start, statementAccount, attributes });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@') || !Array.isArray(value)) continue;
      for (const child of value) if (isNode(child)) visit(key, child, statementAccount);
    }
  };
  if (isNode(root)) visit('', root, '');
  found.sort((a, b) => a.start - b.start);
  return { elements: found.map(({ start: _start, ...element }) => element) };
}

// An Interactive Brokers Flex Query in XML, flattened: every data element (a <Trade/>, a
// <CashTransaction/>, a <StatementOfFundsLine/>...) with its attributes, the line it starts on and
// the account of the <FlexStatement> holding it, in file order. Flex puts all data in attributes;
// container elements (<Trades>, <CashTransactions>) only group them.
import { XMLParser } from 'fast-xml-parser';
import { isXmlNode, lineFinder, startOffset, type XmlNode } from './xml-nodes.ts';

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

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  captureMetaData: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});
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
      // A node the parser gave no offset sorts first and is on line 1.
      const start = Math.max(0, startOffset(node));
      found.push({ tag, line: lineOf(start), start, statementAccount, attributes });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@') || !Array.isArray(value)) continue;
      for (const child of value) if (isXmlNode(child)) visit(key, child, statementAccount);
    }
  };
  if (isXmlNode(root)) visit('', root, '');
  found.sort((a, b) => a.start - b.start);
  return { elements: found.map(({ start: _start, ...element }) => element) };
}

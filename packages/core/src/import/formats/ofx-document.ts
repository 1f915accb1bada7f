// An OFX file (the "Quicken/OFX" download of US brokers) as a tree of elements with the line each
// starts on. OFX 1.x is SGML: a header of KEY:VALUE lines, then tags whose leaf elements are never
// closed (`<UNITS>10`). OFX 2.x is XML. Both are made XML here by closing the leaves, without
// adding or removing a line break, so the parser's offsets still give the file's own lines.
import { XMLParser } from 'fast-xml-parser';
import { isXmlNode, lineFinder, startOffset } from './xml-nodes.ts';

export interface OfxNode {
  tag: string;
  /** The line its start tag is on (a leaf's is its parent's: leaves carry no position). */
  line: number;
  /** A leaf's value, trimmed; '' for an aggregate. */
  text: string;
  children: OfxNode[];
}

export type OfxDocument = { root: OfxNode } | { broken: 'cut off' | 'malformed' };

const TAG = /<([^>]*)>/g;
const NAME = /^\/?\s*([A-Za-z][\w.]*)/;

interface Open {
  name: string;
  /** Where its start tag is in the output, to make it self-closing if it turns out empty. */
  piece: number;
}

/** Escapes what XML would take for markup in an SGML value ("AT&T"). */
function escapeText(text: string): string {
  return text.replace(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/gi, '&amp;');
}

/**
 * `body` (from <OFX> on) with every element closed, or null when a closing tag closes nothing open.
 * A start tag followed by a value is a leaf, closed at once; one left open when its parent closes
 * was an empty leaf (`<MEMO>` straight before the next tag) and becomes `<MEMO/>`.
 */
function closeElements(body: string): string | null {
  const pieces: string[] = [];
  const stack: Open[] = [];
  let last = 0;
  // The leaf waiting for its value to end: the start tag just read.
  let pending: Open | null = null;
  for (const match of body.matchAll(TAG)) {
    const text = body.slice(last, match.index);
    last = match.index + match[0].length;
    const inner = match[1] ?? '';
    const closing = inner.startsWith('/');
    const name = (NAME.exec(inner)?.[1] ?? '').toUpperCase();
    if (pending && text.trim() !== '' && !(closing && name === pending.name)) {
      const value = text.trimEnd();
      pieces.push(escapeText(value), `</${pending.name}>`, text.slice(value.length));
      stack.pop();
    } else pieces.push(escapeText(text));
    pending = null;
    if (inner.startsWith('?') || inner.startsWith('!') || name === '') {
      pieces.push(match[0]);
    } else if (closing) {
      const at = stack.map((open) => open.name).lastIndexOf(name);
      if (at < 0) return null;
      for (const empty of stack.splice(at).slice(1)) pieces[empty.piece] = `<${empty.name}/>`;
      pieces.push(`</${name}>`);
    } else if (inner.trimEnd().endsWith('/')) {
      pieces.push(`<${name}/>`);
    } else {
      const open: Open = { name, piece: pieces.length };
      pieces.push(`<${name}>`);
      stack.push(open);
      pending = open;
    }
  }
  pieces.push(escapeText(body.slice(last)));
  return stack.length === 0 ? pieces.join('') : null;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  processEntities: true,
  captureMetaData: true,
  isArray: () => true,
});
function build(tag: string, value: unknown, parentLine: number, lineOf: (offset: number) => number): OfxNode {
  if (!isXmlNode(value))
    return { tag, line: parentLine, text: typeof value === 'string' ? value.trim() : '', children: [] };
  const start = startOffset(value);
  const line = start < 0 ? parentLine : lineOf(start);
  const found: Array<{ start: number; node: OfxNode }> = [];
  for (const [key, items] of Object.entries(value)) {
    if (key.startsWith('?') || key === '#text' || !Array.isArray(items)) continue;
    for (const item of items)
      found.push({ start: isXmlNode(item) ? startOffset(item) : -1, node: build(key, item, line, lineOf) });
  }
  // Transactions of different kinds come back grouped by tag: their offsets put them back in file order.
  found.sort((a, b) => (a.start < 0 || b.start < 0 ? 0 : a.start - b.start));
  return { tag, line, text: '', children: found.map((entry) => entry.node) };
}

/** The OFX document in `text`, or why it cannot be read. */
export function readOfxDocument(text: string): OfxDocument {
  const at = text.search(/<OFX>/i);
  // A download cut short ends anywhere but after the root's closing tag.
  if (at < 0 || !/<\/OFX>[\s\0]*$/i.test(text)) return { broken: 'cut off' };
  // The header becomes its own line breaks, so lines still count from the top of the file.
  const header = text.slice(0, at).replace(/[^\n]/g, '');
  const xml = closeElements(text.slice(at).replace(/\0+$/, ''));
  if (xml === null) return { broken: 'malformed' };
  const source = header + xml;
  let parsed: unknown;
  try {
    parsed = parser.parse(source);
  } catch {
    return { broken: 'malformed' };
  }
  const ofx = isXmlNode(parsed) && Array.isArray(parsed.OFX) ? (parsed.OFX[0] as unknown) : undefined;
  if (!isXmlNode(ofx)) return { broken: 'malformed' };
  return { root: build('OFX', ofx, header.length + 1, lineFinder(source)) };
}

/** The first child of `node` down `path`. */
export function child(node: OfxNode | undefined, ...path: string[]): OfxNode | undefined {
  let current = node;
  for (const tag of path) current = current?.children.find((item) => item.tag === tag);
  return current;
}

/** Every child of `node` named `tag`. */
export function childrenOf(node: OfxNode | undefined, tag: string): OfxNode[] {
  return node?.children.filter((item) => item.tag === tag) ?? [];
}

/** The value of the leaf down `path`, '' when it is missing. */
export function leaf(node: OfxNode | undefined, ...path: string[]): string {
  return child(node, ...path)?.text ?? '';
}

/** Every node named `tag` anywhere under `node`, in file order. */
export function descendants(node: OfxNode, tag: string): OfxNode[] {
  const found: OfxNode[] = [];
  const visit = (current: OfxNode): void => {
    for (const item of current.children) {
      if (item.tag === tag) found.push(item);
      else visit(item);
    }
  };
  visit(node);
  return found;
}

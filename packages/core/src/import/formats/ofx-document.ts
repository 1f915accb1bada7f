// An OFX file (the "Quicken/OFX" download of US brokers) as a tree of elements with the line each
// starts on. OFX 1.x is SGML: a header of KEY:VALUE lines, then tags whose leaf elements are never
// closed (`<UNITS>10`). OFX 2.x is XML. Both are read by one scan that closes the leaves as it
// goes: a general XML parser, after the leaves were closed in the text, took 17 s for a statement
// of 100,000 trades (docs/decisions/0020).
import { numericReference, XML_ENTITIES } from '../character-references.ts';
import { lineCounter } from '../line-counter.ts';

/**
 * The elements of a file, one column per field: a statement of 100,000 trades holds millions of
 * elements, and an object and a list for each kept the garbage collector busier than the reading.
 * Element 0 is a root holding the top elements. Children are a chain: first child, next sibling.
 */
class Tree {
  readonly tags: string[] = [''];
  readonly lines: number[] = [1];
  readonly texts: string[] = [''];
  readonly firstChild: number[] = [-1];
  readonly lastChild: number[] = [-1];
  readonly next: number[] = [-1];

  add(parent: number, tag: string, line: number): number {
    const index = this.tags.length;
    this.tags.push(tag);
    this.lines.push(line);
    this.texts.push('');
    this.firstChild.push(-1);
    this.lastChild.push(-1);
    this.next.push(-1);
    this.append(parent, index, index);
    return index;
  }

  /** Puts the chain `first`..`last` (siblings) at the end of `parent`'s children. */
  append(parent: number, first: number, last: number): void {
    const tail = this.lastChild[parent] as number;
    if (tail === -1) this.firstChild[parent] = first;
    else this.next[tail] = first;
    this.lastChild[parent] = last;
  }

  hasChildren(index: number): boolean {
    return this.firstChild[index] !== -1;
  }
}

/** An element of an OFX file, read from its tree when asked. */
export class OfxNode {
  constructor(
    private readonly tree: Tree,
    private readonly index: number,
  ) {}

  get tag(): string {
    return this.tree.tags[this.index] as string;
  }

  /** The line its start tag is on. */
  get line(): number {
    return this.tree.lines[this.index] as number;
  }

  /** A leaf's value, trimmed; '' for an aggregate. */
  get text(): string {
    return this.tree.texts[this.index] as string;
  }

  get children(): OfxNode[] {
    const found: OfxNode[] = [];
    for (let at = this.tree.firstChild[this.index] as number; at !== -1; at = this.tree.next[at] as number)
      found.push(new OfxNode(this.tree, at));
    return found;
  }

  /** The first child named `tag`. */
  child(tag: string): OfxNode | undefined {
    const { tree } = this;
    for (let at = tree.firstChild[this.index] as number; at !== -1; at = tree.next[at] as number)
      if (tree.tags[at] === tag) return new OfxNode(tree, at);
    return undefined;
  }
}

export type OfxDocument = { root: OfxNode } | { broken: 'cut off' | 'malformed' };

const isLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isNameCode = (code: number): boolean =>
  isLetter(code) || (code >= 48 && code <= 57) || code === 95 || code === 46;

/**
 * Tag names read from the text, upper-cased, each cut out once: a statement repeats a hundred names
 * millions of times. Names are looked up by length and end letters, then compared in place.
 */
class TagNames {
  private readonly known = new Map<number, Array<{ raw: string; upper: string }>>();

  /** The name from `at` (spaces before it allowed), upper-cased; '' when there is none. */
  read(text: string, at: number, end: number): string {
    let i = at;
    while (i < end && text.charCodeAt(i) <= 32) i++;
    if (i >= end || !isLetter(text.charCodeAt(i))) return '';
    const start = i;
    while (i < end && isNameCode(text.charCodeAt(i))) i++;
    const key = (i - start) * 0x10000 + text.charCodeAt(start) * 0x80 + (text.charCodeAt(i - 1) & 0x7f);
    const bucket = this.known.get(key);
    if (bucket) for (const name of bucket) if (text.startsWith(name.raw, start)) return name.upper;
    const raw = text.slice(start, i);
    const name = { raw, upper: raw.toUpperCase() };
    if (!bucket) this.known.set(key, [name]);
    // A file of ever new names gains nothing from keeping them.
    else if (bucket.length < 8) bucket.push(name);
    return name.upper;
  }
}

/** Whether `text` holds only whitespace from `start` to `end`, without cutting it out. */
function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    if (text.charCodeAt(i) > 32) return text.slice(i, end).trim() === '';
  }
  return true;
}

/** The five XML references and numeric ones decoded; any other "&" is the value's own ("AT&T"). */
function decodeText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);/gi, (whole: string, name: string) => {
    return numericReference(name) ?? XML_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Closes `node`, the element on top of the stack, with the text read inside it. A start tag left
 * open when an ancestor closes was an empty SGML leaf (`<MEMO>` straight before the next tag): what
 * was read inside it goes back to its parent, after it (it is its parent's last child).
 */
function close(tree: Tree, node: number, parent: number, text: string, implicitly: boolean): void {
  if (implicitly) {
    const first = tree.firstChild[node] as number;
    if (first === -1) return;
    tree.next[node] = first;
    tree.lastChild[parent] = tree.lastChild[node] as number;
    tree.firstChild[node] = -1;
    tree.lastChild[node] = -1;
    return;
  }
  if (!tree.hasChildren(node)) tree.texts[node] = decodeText(text.trim());
}

/**
 * The elements of `text` from `from` (its <OFX>) to `to` (the end of its </OFX>), as a tree whose
 * root holds the top elements; null when a closing tag closes nothing open or an element is never
 * closed. A start tag followed by a value is a leaf, closed at once. `text` is read in place: a
 * slice of a hundred megabytes is slower to scan.
 */
function readTree(
  text: string,
  from: number,
  to: number,
  lineAt: (offset: number) => number,
): OfxNode | null {
  const tree = new Tree();
  const stack: number[] = [];
  // The text inside the element on top of the stack, while it has no children.
  let value = '';
  // Whether the top element is a start tag just read, a leaf whose value may follow.
  let pending = false;
  let last = from;
  const names = new TagNames();
  const parentOf = (depth: number): number => (depth > 0 ? (stack[depth - 1] as number) : 0);
  const pop = (implicitly: boolean): void => {
    const node = stack.pop() as number;
    close(tree, node, parentOf(stack.length), value, implicitly);
    value = '';
  };
  for (let start = text.indexOf('<', from); start !== -1 && start < to; start = text.indexOf('<', last)) {
    const end = text.indexOf('>', start + 1);
    if (end === -1 || end >= to) break;
    const hasText = !isBlank(text, last, start);
    const between = hasText ? text.slice(last, start) : '';
    last = end + 1;
    const first = text.charCodeAt(start + 1);
    const closing = first === 47;
    const name = names.read(text, closing ? start + 2 : start + 1, end);
    const top = stack.length > 0 ? (stack[stack.length - 1] as number) : -1;
    if (hasText && top !== -1 && !tree.hasChildren(top)) {
      value += between;
      if (pending && !(closing && name === tree.tags[top])) pop(false);
    }
    pending = false;
    // A declaration, a processing instruction or a comment.
    if (first === 63 || first === 33) continue;
    if (name === '') return null;
    if (closing) {
      let at = stack.length - 1;
      while (at >= 0 && tree.tags[stack[at] as number] !== name) at--;
      if (at < 0) return null;
      while (stack.length > at + 1) pop(true);
      pop(false);
      continue;
    }
    const node = tree.add(parentOf(stack.length), name, lineAt(start));
    let tail = end - 1;
    while (tail > start && text.charCodeAt(tail) <= 32) tail--;
    if (text.charCodeAt(tail) === 47) continue;
    stack.push(node);
    value = '';
    pending = true;
  }
  return stack.length === 0 ? new OfxNode(tree, 0) : null;
}

/** The OFX document in `text`, or why it cannot be read. */
export function readOfxDocument(text: string): OfxDocument {
  const at = text.search(/<OFX>/i);
  // A download cut short ends anywhere but after the root's closing tag, before any padding.
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) <= 32 || text.charCodeAt(end - 1) === 0)) end--;
  if (at < 0 || text.slice(end - 6, end).toUpperCase() !== '</OFX>') return { broken: 'cut off' };
  const tree = readTree(text, at, end, lineCounter(text));
  const root = tree?.children.find((node) => node.tag === 'OFX');
  return root === undefined ? { broken: 'malformed' } : { root };
}

/** The first child of `node` down `path`. */
export function child(node: OfxNode | undefined, ...path: string[]): OfxNode | undefined {
  let current = node;
  for (const tag of path) current = current?.child(tag);
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

/**
 * Every node named one of `tags` under `node`, by tag, in file order. One walk for them all, and
 * none inside a node found: a statement's transaction list is most of a file, and the aggregates
 * asked for (statuses, statements, security lists) sit above it.
 */
export function descendants(node: OfxNode, tags: readonly string[]): Map<string, OfxNode[]> {
  const found = new Map<string, OfxNode[]>(tags.map((tag) => [tag, []]));
  const visit = (current: OfxNode): void => {
    for (const item of current.children) {
      const list = found.get(item.tag);
      if (list) list.push(item);
      else visit(item);
    }
  };
  visit(node);
  return found;
}

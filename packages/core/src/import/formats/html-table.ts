// Table rows out of an HTML report, without a DOM (core runs in a Worker and in Node alike).
// Tolerant as browsers are of report generators' HTML: unclosed <td> and <tr>, upper-case tags,
// unquoted attributes. A cell spanning several columns is followed by empty cells for the columns
// it covers, so every row lines up with its table's header.
import type { DelimitedRow } from '../delimited.ts';
import { numericReference, XML_ENTITIES } from '../character-references.ts';
import { lineCounter } from '../line-counter.ts';

const COLSPAN = /colspan\s*=\s*["']?(\d+)/i;
const ENTITIES: Readonly<Record<string, string>> = { ...XML_ENTITIES, nbsp: ' ' };
const MAX_SPAN = 100;

/** The text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function htmlText(fragment: string): string {
  // Most cells of a report are plain text: no tags and no entities to decode.
  if (!fragment.includes('<') && !fragment.includes('&')) {
    const trimmed = fragment.trim();
    return /[\s\u00a0]{2,}|[\t\n\r\u00a0]/.test(trimmed) ? trimmed.replace(/[\s\u00a0]+/g, ' ') : trimmed;
  }
  return fragment
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
      (entity: string, name: string) => numericReference(name) ?? ENTITIES[name.toLowerCase()] ?? entity,
    )
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

type TableTag = 'table' | 'tr' | 'td' | 'th';

interface TagAt {
  closing: boolean;
  name: TableTag;
  /** Where its attributes start and where the tag ends (after its `>`). */
  attributes: number;
  end: number;
}

const lower = (code: number): number => code | 0x20;
const isWordCode = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;

/**
 * The table tag starting at `at` (a `<`), or null for any other tag. A hand scan rather than a
 * regular expression's matches: a large statement has millions of tags, and a match array for each
 * cost more than reading the report.
 */
function tableTagAt(html: string, at: number): TagAt | null {
  let i = at + 1;
  const closing = html.charCodeAt(i) === 47;
  if (closing) i++;
  if (lower(html.charCodeAt(i)) !== 116) return null;
  const second = lower(html.charCodeAt(i + 1));
  let name: TableTag;
  if (second === 114) name = 'tr';
  else if (second === 100) name = 'td';
  else if (second === 104) name = 'th';
  else if (second === 97 && html.slice(i, i + 5).toLowerCase() === 'table') name = 'table';
  else return null;
  i += name.length;
  if (isWordCode(html.charCodeAt(i))) return null;
  const close = html.indexOf('>', i);
  return close === -1 ? null : { closing, name, attributes: i, end: close + 1 };
}

/**
 * Every table row of `html` in document order, each with the 1-based line its <tr> starts on and
 * its cells' text (rows of nested tables included, in the order they open); from the offset `from`
 * on when given (a row starting there, lines still counted from the top).
 */
export function readHtmlRows(html: string, from = 0): DelimitedRow[] {
  const rows: DelimitedRow[] = [];
  let row: DelimitedRow | null = null;
  let cellStart = -1;
  let cellSpan = 1;
  const lineAt = lineCounter(html);
  const closeCell = (end: number): void => {
    if (row && cellStart >= 0) {
      row.cells.push(htmlText(html.slice(cellStart, end)));
      for (let i = 1; i < cellSpan; i++) row.cells.push('');
    }
    cellStart = -1;
  };
  const closeRow = (end: number): void => {
    closeCell(end);
    if (row && row.cells.some((cell) => cell !== '')) rows.push(row);
    row = null;
  };
  for (let at = html.indexOf('<', from); at !== -1;) {
    const tag = tableTagAt(html, at);
    if (tag === null) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    if (tag.name === 'table') {
      closeRow(at);
    } else if (tag.name === 'tr') {
      closeRow(at);
      if (!tag.closing) row = { line: lineAt(at), cells: [] };
    } else {
      closeCell(at);
      if (!tag.closing) {
        // A cell outside any <tr> starts a row of its own, as browsers do.
        row ??= { line: lineAt(at), cells: [] };
        cellStart = tag.end;
        const attributes = tag.end - 1 > tag.attributes ? html.slice(tag.attributes, tag.end - 1) : '';
        const span = attributes === '' ? 1 : Number(COLSPAN.exec(attributes)?.[1] ?? '1');
        cellSpan = Number.isInteger(span) && span >= 1 ? Math.min(span, MAX_SPAN) : 1;
      }
    }
    at = html.indexOf('<', tag.end);
  }
  closeRow(html.length);
  return rows;
}

// Table rows out of an HTML report, without a DOM (core runs in a Worker and in Node alike).
// Tolerant as browsers are of report generators' HTML: unclosed <td> and <tr>, upper-case tags,
// unquoted attributes. A cell spanning several columns is followed by empty cells for the columns
// it covers, so every row lines up with its table's header.
import type { DelimitedRow } from '../delimited.ts';

const TAG = /<(\/?)(table|tr|td|th)\b([^>]*)>/gi;
const COLSPAN = /colspan\s*=\s*["']?(\d+)/i;
const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
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
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/**
 * Every table row of `html` in document order, each with the 1-based line its <tr> starts on and
 * its cells' text (rows of nested tables included, in the order they open).
 */
export function readHtmlRows(html: string): DelimitedRow[] {
  const rows: DelimitedRow[] = [];
  let row: DelimitedRow | null = null;
  let cellStart = -1;
  let cellSpan = 1;
  let line = 1;
  let counted = 0;
  const lineAt = (at: number): number => {
    for (let i = counted; i < at; i++) if (html.charCodeAt(i) === 10) line++;
    counted = Math.max(counted, at);
    return line;
  };
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
  for (const match of html.matchAll(TAG)) {
    const at = match.index;
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    if (tag === 'table') {
      closeRow(at);
    } else if (tag === 'tr') {
      closeRow(at);
      if (!closing) row = { line: lineAt(at), cells: [] };
    } else {
      closeCell(at);
      if (!closing) {
        // A cell outside any <tr> starts a row of its own, as browsers do.
        row ??= { line: lineAt(at), cells: [] };
        cellStart = at + match[0].length;
        const span = Number(COLSPAN.exec(match[3] ?? '')?.[1] ?? '1');
        cellSpan = Number.isInteger(span) && span >= 1 ? Math.min(span, MAX_SPAN) : 1;
      }
    }
  }
  closeRow(html.length);
  return rows;
}

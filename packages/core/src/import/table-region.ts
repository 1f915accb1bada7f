// Where the table of a file the trader maps sits: which sheet of a workbook, which table of an HTML
// statement, which row is the header (or none), and which rows above and below the table are left
// out. Statements put title rows ("Trade History Report", the account's name) above their table and
// totals or further sections below it; reading row 1 as the header made such a file unmappable.
import type { DelimitedRow } from './delimited.ts';
import { readHtmlRows } from './formats/html-table.ts';
import type { ColumnMapping } from './types.ts';

export type TableRegion = Pick<ColumnMapping, 'headerRow' | 'firstRow' | 'skipLast' | 'stopAt'>;

/** The rows looked at for a header: titles above a table are a handful of rows, not pages. */
const HEADER_SEARCH_ROWS = 30;

/** Column names of a file without a header row: "Column 1", "Column 2"... */
export function numberedColumns(width: number): string[] {
  return Array.from({ length: width }, (_, index) => `Column ${index + 1}`);
}

/**
 * A header row's names, each one a mapping can name: an empty one becomes "Column N" and a repeated
 * one (MetaTrader's two "Time" and two "Price" columns) gets " (2)", " (3)" after it.
 */
export function uniqueHeader(cells: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const name = cell.trim() === '' ? `Column ${index + 1}` : cell.trim();
    const key = name.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

function filled(row: DelimitedRow): string[] {
  return row.cells.filter((cell) => cell.trim() !== '');
}

// A cell that is a value rather than a name: a number, an amount, a date or a time.
const VALUE = /^[-+(]?[$€£¥]?\s*\d[\d\s.,:/'-]*[)%]?$|^\d{4}-\d{2}-\d{2}/;

/**
 * The header row a table most likely has, 1-based: the first row as wide as the table (most of the
 * widest row's cells filled) whose cells are names, not values. 1 when no row stands out.
 */
export function guessHeaderRow(rows: readonly DelimitedRow[]): number {
  const top = rows.slice(0, HEADER_SEARCH_ROWS);
  const widest = Math.max(0, ...top.map((row) => filled(row).length));
  if (widest < 2) return 1;
  const found = top.findIndex((row) => {
    const cells = filled(row);
    return (
      cells.length >= Math.max(2, Math.ceil(widest * 0.6)) && cells.every((cell) => !VALUE.test(cell.trim()))
    );
  });
  return found < 0 ? 1 : found + 1;
}

export interface RegionRows {
  /** The column names a mapping names (`uniqueHeader`, or `numberedColumns` without a header). */
  header: string[];
  rows: DelimitedRow[];
}

/** The header and the data rows of `rows` as the region says; the whole of `rows` below row 1 by default. */
export function tableRegion(rows: readonly DelimitedRow[], region: TableRegion): RegionRows {
  const headerRow = Math.max(0, Math.floor(region.headerRow ?? 1));
  const headerCells = headerRow === 0 ? null : rows[headerRow - 1];
  // 0 or less: no first row given, the row after the header.
  const firstRow = Math.floor(region.firstRow ?? 0) >= 1 ? Math.floor(region.firstRow ?? 0) : headerRow + 1;
  let data = rows.slice(firstRow - 1);
  const stopAt = region.stopAt?.trim().toLowerCase() ?? '';
  if (stopAt !== '') {
    const end = data.findIndex(
      (row) => (row.cells.find((cell) => cell.trim() !== '') ?? '').trim().toLowerCase() === stopAt,
    );
    if (end >= 0) data = data.slice(0, end);
  }
  const skipLast = Math.max(0, Math.floor(region.skipLast ?? 0));
  if (skipLast > 0) data = data.slice(0, Math.max(0, data.length - skipLast));
  const width = Math.max(0, ...rows.slice(0, HEADER_SEARCH_ROWS).map((row) => row.cells.length));
  return {
    header:
      headerCells === undefined
        ? []
        : headerCells === null
          ? numberedColumns(width)
          : uniqueHeader(headerCells.cells),
    rows: data,
  };
}

/** Whether a text is an HTML document (a statement saved as a web page) rather than delimited text. */
export function looksLikeHtml(head: string): boolean {
  return (
    /<table\b/i.test(head.slice(0, 65_536)) &&
    /^\s*(<!doctype|<html|<\?xml|<head|<body|<meta|<table|<style|<div)/i.test(head.replace(/^\uFEFF/, ''))
  );
}

const TABLE_TAG = /<(\/?)table\b[^>]*>/gi;

/**
 * The outermost tables of an HTML statement, each with its rows (the rows of a table nested in it
 * included), the rows' lines those of the whole document.
 */
export function htmlTables(html: string): DelimitedRow[][] {
  const tables: DelimitedRow[][] = [];
  // Lines before each table, counted on from the last one's start: tables come in document order.
  let counted = 0;
  let before = 0;
  const tableRows = (start: number, end: number): DelimitedRow[] => {
    for (let at = html.indexOf('\n', counted); at >= 0 && at < start; at = html.indexOf('\n', at + 1))
      before++;
    counted = start;
    return readHtmlRows(html.slice(start, end)).map((row) => ({ line: row.line + before, cells: row.cells }));
  };
  let depth = 0;
  let start = -1;
  for (const match of html.matchAll(TABLE_TAG)) {
    if (match[1] === '/') {
      if (depth === 0) continue;
      depth--;
      if (depth === 0 && start >= 0) {
        tables.push(tableRows(start, match.index + match[0].length));
        start = -1;
      }
    } else {
      if (depth === 0) start = match.index;
      depth++;
    }
  }
  // A table the report never closes runs to the end of the document, as browsers read it.
  if (depth > 0 && start >= 0) tables.push(tableRows(start, html.length));
  return tables.filter((rows) => rows.length > 0);
}

/** A table's name in a list of them: its first row's first cells. */
export function tableLabel(rows: readonly DelimitedRow[], index: number): string {
  const first = rows[0] ? filled(rows[0]).slice(0, 3).join(' · ') : '';
  const text = first.length > 60 ? `${first.slice(0, 59)}…` : first;
  return `Table ${index + 1}${text === '' ? '' : `: ${text}`} (${rows.length} rows)`;
}

// Delimited text (CSV, TSV, semicolon files) read into rows, RFC 4180 style: fields in double
// quotes may hold the delimiter, doubled quotes and line breaks. Lines end in CRLF, LF or CR.
// Every row keeps the 1-based physical line it starts on, so a row error points at the line the
// trader sees in an editor even when a quoted field spans several lines.

export type Delimiter = ',' | ';' | '\t' | '|';

export interface DelimitedRow {
  /** 1-based physical line the row starts on. */
  line: number;
  cells: string[];
}

const CANDIDATES: readonly Delimiter[] = [',', ';', '\t', '|'];
const SEPARATOR_HINT = /^sep=([,;|\t])(\r\n|\n|\r)/i;
const QUOTE = 34;
const CR = 13;
const LF = 10;

/** The first line holding something other than blanks (a quoted field may continue it). */
function firstContentLine(text: string): string {
  let start = 0;
  while (start < text.length) {
    let end = start;
    let quoted = false;
    while (end < text.length) {
      const code = text.charCodeAt(end);
      if (code === QUOTE) quoted = !quoted;
      else if (!quoted && (code === LF || code === CR)) break;
      end++;
    }
    const line = text.slice(start, end);
    if (line.trim() !== '') return line;
    start = end + 1;
  }
  return '';
}

/**
 * The delimiter used by the header line: the candidate found most often outside quotes (a comma
 * inside a quoted header does not count). A comma when nothing is found: a one-column file.
 */
export function detectDelimiter(text: string): Delimiter {
  const line = firstContentLine(text);
  const counts = new Map<Delimiter, number>();
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (CANDIDATES as readonly string[]).includes(char)) {
      const delimiter = char as Delimiter;
      counts.set(delimiter, (counts.get(delimiter) ?? 0) + 1);
    }
  }
  let best: Delimiter = ',';
  let most = 0;
  for (const candidate of CANDIDATES) {
    const count = counts.get(candidate) ?? 0;
    if (count > most) [best, most] = [candidate, count];
  }
  return best;
}

function blank(cells: string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}

/**
 * The rows of `text`. Rows whose cells are all blank (empty lines, trailing ",,,," lines) are
 * left out: they carry nothing, and a trailing blank line is the most common spurious "bad row".
 */
export function readDelimited(text: string, delimiter?: Delimiter): DelimitedRow[] {
  const rows: DelimitedRow[] = [];
  const length = text.length;
  let at = 0;
  let line = 1;
  // Spreadsheets write "sep=;" as a first line to name the delimiter: obeyed, and not a row.
  const hint = SEPARATOR_HINT.exec(text.slice(0, 8));
  if (hint) {
    delimiter ??= hint[1] as Delimiter;
    at = hint[0].length;
    line = 2;
  }
  const separator = (delimiter ?? detectDelimiter(text)).charCodeAt(0);
  while (at < length) {
    const startLine = line;
    const cells: string[] = [];
    let rowDone = false;
    while (!rowDone) {
      let cell: string;
      if (text.charCodeAt(at) === QUOTE) {
        // Quoted field: runs to the next lone quote; its text may break lines.
        let value = '';
        let from = at + 1;
        let i = from;
        for (;;) {
          if (i >= length) {
            value += text.slice(from, length);
            break;
          }
          const code = text.charCodeAt(i);
          if (code === QUOTE) {
            if (text.charCodeAt(i + 1) === QUOTE) {
              value += text.slice(from, i + 1);
              i += 2;
              from = i;
              continue;
            }
            value += text.slice(from, i);
            i++;
            break;
          }
          if (code === LF) line++;
          else if (code === CR && text.charCodeAt(i + 1) !== LF) line++;
          i++;
        }
        // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
        let end = i;
        while (end < length) {
          const code = text.charCodeAt(end);
          if (code === separator || code === LF || code === CR) break;
          end++;
        }
        cell = value + text.slice(i, end);
        at = end;
      } else {
        let end = at;
        while (end < length) {
          const code = text.charCodeAt(end);
          if (code === separator || code === LF || code === CR) break;
          end++;
        }
        cell = text.slice(at, end);
        at = end;
      }
      cells.push(cell);
      const code = text.charCodeAt(at);
      if (code === separator) {
        at++;
      } else {
        if (code === CR) at += text.charCodeAt(at + 1) === LF ? 2 : 1;
        else if (code === LF) at++;
        line++;
        rowDone = true;
      }
    }
    if (!blank(cells)) rows.push({ line: startLine, cells });
  }
  return rows;
}

// What a format is (an id, a label, a detector and a parser) and the tools every format shares:
// finding columns by header, and a collector that turns read values into fills or row errors.
import { parseFutureSymbol, parseOptionSymbol, parsePairSymbol } from '../journal/instrument-symbols.ts';
import type { AssetClass } from '../trades/trade-form.ts';
import type { DelimitedRow } from './delimited.ts';
import type { DecimalSeparator } from './numbers.ts';
import {
  compileTimestampFormat,
  detectTimestampFormat,
  readTimestamp,
  type TimestampFormat,
} from './timestamps.ts';
import { askDateOrder, chosenDateOrder, orderOf, type DateOrder } from './reading-choices.ts';
import type { ColumnMapping, ImportedExecution, ImportResult, StatedPnl } from './types.ts';
import type { ValueResult } from './values.ts';

/** What detection sees: the file's name, its first rows and its first characters. */
export interface ImportSample {
  fileName: string;
  /** The first rows (up to 50), split with the delimiter found on the header line. */
  rows: readonly DelimitedRow[];
  /** The first 64 KB of text, for formats that are not delimited. */
  head: string;
}

export interface FormatInput {
  fileName: string;
  text: string;
  /** Every row, split with the delimiter found on the header line. */
  rows: readonly DelimitedRow[];
  timeZone: string;
  mapping?: ColumnMapping;
  /** The trader's answers to what the file leaves open; the shared readers honour them already. */
  dateOrder?: DateOrder;
  decimal?: DecimalSeparator;
}

export type FormatOutput = Omit<ImportResult, 'format'>;

export interface ImportFormat {
  id: string;
  label: string;
  /** 0 (not this format) to 1 (certainly this format). */
  detect(sample: ImportSample): number;
  parse(input: FormatInput): FormatOutput;
}

/** Header text as compared: trimmed, lower case, inner spaces collapsed. */
export function headerKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Column positions of a header row, by header key. */
export class Columns {
  private readonly index = new Map<string, number>();
  private readonly exact = new Map<string, number>();
  private readonly byName = new Map<string, number>();
  constructor(readonly header: readonly string[]) {
    header.forEach((name, at) => {
      const key = headerKey(name);
      if (!this.index.has(key)) this.index.set(key, at);
      if (!this.exact.has(name.trim())) this.exact.set(name.trim(), at);
    });
  }

  has(...names: string[]): boolean {
    return names.every((name) => this.index.has(headerKey(name)));
  }

  /** The share of `names` the header holds (for detection). */
  share(names: readonly string[]): number {
    return names.filter((name) => this.index.has(headerKey(name))).length / names.length;
  }

  at(name: string): number | undefined {
    return this.index.get(headerKey(name));
  }

  /** The first of `names` present in the header, as written there. */
  find(...names: string[]): string | undefined {
    for (const name of names) {
      const at = this.index.get(headerKey(name));
      if (at !== undefined) return this.header[at];
    }
    return undefined;
  }

  /** The cell under `name` in `row`, '' when the column or the cell is missing. */
  cell(row: DelimitedRow, name: string | undefined): string {
    if (name === undefined) return '';
    // Looked up once per name, not per cell: a file has hundreds of thousands of cells.
    let at = this.byName.get(name);
    if (at === undefined) {
      // Written exactly so first: some exports hold "timestamp" and "Timestamp" side by side.
      at = this.exact.get(name.trim()) ?? this.index.get(headerKey(name)) ?? -1;
      this.byName.set(name, at);
    }
    if (at < 0) return '';
    const value = (row.cells[at] ?? '').trim();
    // ="00123" is how exports keep spreadsheets from reading an id or a code as a number.
    return value.startsWith('="') && value.endsWith('"') && value.length >= 3 ? value.slice(2, -1) : value;
  }
}

/** The asset class a symbol reads as when the file does not say: option, future, pair or stock. */
export function assetClassOf(symbol: string): AssetClass {
  if (parseOptionSymbol(symbol)) return 'option';
  const pair = parsePairSymbol(symbol);
  if (pair) return pair.kind;
  if (symbol.trim().startsWith('/') && parseFutureSymbol(symbol)) return 'future';
  return 'stock';
}

/**
 * Collects what a format reads. `check` turns a failed value into a row error for its column and
 * hands back undefined, so a format reads a row as a chain of checks and adds a fill only when all
 * of them passed: a bad row never stops the file.
 */
export class ImportSink implements FormatOutput {
  executions: ImportedExecution[] = [];
  rowErrors: FormatOutput['rowErrors'] = [];
  warnings: FormatOutput['warnings'] = [];
  skipped: FormatOutput['skipped'] = [];
  cashTransactions: FormatOutput['cashTransactions'] = [];
  statedPnl: StatedPnl[] = [];
  noTrades: string | undefined;
  private failedLine = -1;
  private ambiguousTimes = 0;

  constructor(private readonly timeZone: string) {}

  error(line: number, code: string, message: string, column?: string): void {
    this.failedLine = line;
    this.rowErrors.push(column === undefined ? { line, code, message } : { line, column, code, message });
  }

  /** True when the row at `line` has had an error since it was started. */
  failed(line: number): boolean {
    return this.failedLine === line;
  }

  check(line: number, column: string | undefined, result: ValueResult): number | undefined {
    if (result.ok) return result.value;
    this.error(line, result.code, result.message, column);
    return undefined;
  }

  time(
    line: number,
    column: string | undefined,
    text: string,
    format: TimestampFormat | null,
  ): string | undefined {
    if (!format) {
      this.error(
        line,
        'VALIDATION-008',
        `"${text}" is not a date and time in a layout this file uses`,
        column,
      );
      return undefined;
    }
    const read = readTimestamp(text, format, this.timeZone);
    if (!read.ok) {
      this.error(line, read.code, read.message, column);
      return undefined;
    }
    if (read.ambiguous) {
      this.ambiguousTimes++;
      this.warnings.push({
        line,
        message: `${text.trim()} happened twice in ${this.timeZone} (the clocks went back); the first was taken`,
      });
    }
    return read.iso;
  }

  add(execution: ImportedExecution): void {
    this.executions.push(execution);
  }

  /** Notes a realised P&L the file states, for the check against the fills. */
  statePnl(stated: StatedPnl): void {
    this.statedPnl.push(stated);
  }

  output(): FormatOutput {
    return {
      executions: this.executions,
      rowErrors: this.rowErrors,
      warnings: this.warnings,
      skipped: this.skipped,
      cashTransactions: this.cashTransactions,
      ...(this.statedPnl.length > 0 ? { statedPnl: this.statedPnl } : {}),
      ...(this.noTrades === undefined ? {} : { noTrades: this.noTrades }),
    };
  }
}

/**
 * The timestamp layout of a column: the one given, or the one every value fits. When the day and
 * month order cannot be told, the trader's choice decides; without one, a warning says so and the
 * rows become errors rather than guesses.
 */
export function columnTimeFormat(
  values: () => Iterable<string>,
  given: string | undefined,
  sink: ImportSink,
): TimestampFormat | null {
  if (given) return compileTimestampFormat(given);
  const detected = detectTimestampFormat(values());
  if (detected.format) return detected.format;
  if (detected.reason === 'ambiguous') {
    const candidates = detected.candidates.map(compileTimestampFormat);
    const order = chosenDateOrder();
    const chosen = candidates.find((format) => order !== undefined && orderOf(format) === order);
    askDateOrder(values(), candidates, chosen ? orderOf(chosen) : null);
    if (chosen) return chosen;
  }
  sink.warnings.push({
    message:
      detected.reason === 'ambiguous'
        ? `The dates could be day/month or month/day (${detected.candidates.join(', ')}): choose which comes first`
        : 'The dates are in a layout the importer does not know: choose the date format',
  });
  return null;
}

export type { DecimalSeparator };

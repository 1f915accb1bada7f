// Webull's Orders Records export: one row per order with its filled quantity and average fill
// price (Webull does not list the executions behind an order), US dates with the zone
// abbreviation ("03/09/2026 09:31:05 EDT"). Orders that filled nothing are reported as skipped;
// an order cancelled after a partial fill is the part that filled. The options export lists a
// combo order (a vertical, a calendar...) as a summary row, named but without a symbol, followed
// by its legs, which have a symbol but no name and the summary's placed time: the legs are the
// fills, the summary only groups them (they share an order id).
import { parseOptionSymbol } from '../../journal/instrument-symbols.ts';
import type { DelimitedRow } from '../delimited.ts';
import {
  Columns,
  ImportSink,
  assetClassOf,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readPrice, readQuantity, readSide } from '../values.ts';

const SIGNATURE = [
  'Name',
  'Symbol',
  'Side',
  'Status',
  'Filled',
  'Total Qty',
  'Price',
  'Avg Price',
  'Time-in-Force',
  'Placed Time',
  'Filled Time',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Avg Price', 'Filled Time', 'Total Qty') ? columns.share(SIGNATURE) : 0;
}

/** Webull writes prices as "@187.25". */
function withoutAt(text: string): string {
  return text.startsWith('@') ? text.slice(1) : text;
}

/** Placed times of the combo summaries: a summary is named and has no symbol. */
function comboTimes(columns: Columns, rows: readonly DelimitedRow[]): Set<string> {
  const times = new Set<string>();
  for (const row of rows)
    if (columns.cell(row, 'Name') !== '' && columns.cell(row, 'Symbol') === '')
      times.add(columns.cell(row, 'Placed Time'));
  return times;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const format = compileTimestampFormat('MM/DD/YYYY HH:mm:ss');
  const combos = comboTimes(columns, rows);
  for (const row of rows) {
    const { line } = row;
    const name = columns.cell(row, 'Name');
    const symbol = columns.cell(row, 'Symbol');
    const placed = columns.cell(row, 'Placed Time');
    const status = columns.cell(row, 'Status');
    const filledText = columns.cell(row, 'Filled');
    const filled = parseNumber(filledText);
    const what = `${columns.cell(row, 'Side')} ${columns.cell(row, 'Total Qty')} ${symbol || name}`.trim();
    // A leg may leave its status blank: its filled quantity says whether it filled.
    if (filled === 0 || (filledText === '' && status.toLowerCase() !== 'filled')) {
      sink.skipped.push({
        line,
        kind: 'unfilled order',
        description: `${status || 'Unfilled'} order: ${what}`,
      });
      continue;
    }
    if (symbol === '' && name !== '' && combos.has(placed)) {
      const price = columns.cell(row, 'Avg Price') || withoutAt(columns.cell(row, 'Price'));
      sink.skipped.push({
        line,
        kind: 'order summary',
        description: `${name} order: ${columns.cell(row, 'Side')} ${filledText} @ ${price}, its legs are the fills`,
      });
      continue;
    }
    if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const sideText = columns.cell(row, 'Side');
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'Side');
    const quantity = sink.check(line, 'Filled', readQuantity(filledText));
    const average = sink.check(line, 'Avg Price', readPrice(withoutAt(columns.cell(row, 'Avg Price'))));
    const time = sink.time(line, 'Filled Time', columns.cell(row, 'Filled Time'), format);
    if (sink.failed(line) || !side || quantity === undefined || average === undefined || !time) continue;
    const execution: ImportedExecution = {
      time,
      symbol: parseOptionSymbol(symbol)?.symbol ?? symbol,
      side,
      quantity: Math.abs(quantity),
      price: average,
      commission: 0,
      fees: 0,
      assetClass: assetClassOf(symbol),
    };
    // Webull gives no order number; the combo's placed time is the same in every export of it.
    if (name === '' && combos.has(placed)) execution.orderId = `combo ${placed}`;
    sink.add(execution);
  }
  return sink.output();
}

export const webullFormat: ImportFormat = { id: 'webull', label: 'Webull (Orders Records)', detect, parse };

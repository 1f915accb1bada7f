// Webull's Orders Records export: one row per order with its filled quantity and average fill
// price (Webull does not list the executions behind an order), US dates with the zone
// abbreviation ("03/09/2026 09:31:05 EDT"). Orders that filled nothing are reported as skipped;
// an order cancelled after a partial fill is the part that filled.
import { parseOptionSymbol } from '../../journal/instrument-symbols.ts';
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
function price(text: string): string {
  return text.startsWith('@') ? text.slice(1) : text;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const format = compileTimestampFormat('MM/DD/YYYY HH:mm:ss');
  for (const row of rows) {
    const { line } = row;
    const symbol = columns.cell(row, 'Symbol');
    const status = columns.cell(row, 'Status');
    const filledText = columns.cell(row, 'Filled');
    const filled = parseNumber(filledText);
    if (filled === 0 || (filledText === '' && status.toLowerCase() !== 'filled')) {
      const what = `${columns.cell(row, 'Side')} ${columns.cell(row, 'Total Qty')} ${symbol}`.trim();
      sink.skipped.push({
        line,
        kind: 'unfilled order',
        description: `${status || 'Unfilled'} order: ${what}`,
      });
      continue;
    }
    if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const sideText = columns.cell(row, 'Side');
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'Side');
    const quantity = sink.check(line, 'Filled', readQuantity(filledText));
    const average = sink.check(line, 'Avg Price', readPrice(price(columns.cell(row, 'Avg Price'))));
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
    sink.add(execution);
  }
  return sink.output();
}

export const webullFormat: ImportFormat = { id: 'webull', label: 'Webull (Orders Records)', detect, parse };

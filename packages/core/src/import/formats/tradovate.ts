// Tradovate's Performance export: one row per pair (the buy fill and the sell fill that closed
// against each other), quantities in contracts, times naive in the platform's zone, and the pair's
// P&L before costs. No costs in this report: commissions come only with the fills or account
// statement. A pair whose two fills share one second is read in the order of its fill ids (a
// short when the sell's id is the lower), the buy first when the ids are not numbers.
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { FillsById } from '../round-trip-rows.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import { readPair, type PairHeaders } from './tradovate-pairs.ts';

const COLUMNS = [
  'symbol',
  'buyFillId',
  'sellFillId',
  'qty',
  'buyPrice',
  'sellPrice',
  'pnl',
  'boughtTimestamp',
  'soldTimestamp',
];

const HEADERS: PairHeaders = {
  symbol: 'symbol',
  buyId: 'buyFillId',
  sellId: 'sellFillId',
  quantity: 'qty',
  buyPrice: 'buyPrice',
  sellPrice: 'sellPrice',
  pnl: 'pnl',
  bought: 'boughtTimestamp',
  sold: 'soldTimestamp',
};

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  return header ? new Columns(header.cells).share(COLUMNS) : 0;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const context = {
    sink,
    fills: new FillsById(sink),
    columns: new Columns(header.cells),
    headers: HEADERS,
    times: compileTimestampFormat('M/D/YYYY H:mm:ss'),
  };
  for (const row of rows) readPair(row, context);
  return sink.output();
}

export const tradovateFormat: ImportFormat = {
  id: 'tradovate',
  label: 'Tradovate (Performance)',
  detect,
  parse,
};

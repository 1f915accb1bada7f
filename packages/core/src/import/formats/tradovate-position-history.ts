// Tradovate's Position History export: one row per pair of a position (the buy fill and the sell
// fill that closed against each other, with the pair's P&L before costs), the position's own
// totals (Bought, Avg. Buy, Net Pos...) repeated on each of its rows. Those totals are read from
// the pairs, never added up again. A position still open with nothing paired yet has a row with
// no pair: its fills are not in the file, so it is skipped and comes with a later export.
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

const SIGNATURE = [
  'Position ID',
  'Trade Date',
  'Net Pos',
  'Account',
  'Contract',
  'Pair ID',
  'Buy Fill ID',
  'Sell Fill ID',
  'Paired Qty',
  'Buy Price',
  'Sell Price',
  'P/L',
  'Bought Timestamp',
  'Sold Timestamp',
];

const HEADERS: PairHeaders = {
  symbol: 'Contract',
  buyId: 'Buy Fill ID',
  sellId: 'Sell Fill ID',
  quantity: 'Paired Qty',
  buyPrice: 'Buy Price',
  sellPrice: 'Sell Price',
  pnl: 'P/L',
  bought: 'Bought Timestamp',
  sold: 'Sold Timestamp',
  account: 'Account',
};

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Pair ID', 'Buy Fill ID', 'Sell Fill ID') ? columns.share(SIGNATURE) : 0;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const context = {
    sink,
    fills: new FillsById(sink),
    columns,
    headers: HEADERS,
    times: compileTimestampFormat('M/D/YYYY H:mm:ss'),
  };
  for (const row of rows) {
    const cell = (name: string): string => columns.cell(row, name);
    if (cell('Pair ID') === '' && cell('Buy Fill ID') === '' && cell('Sell Fill ID') === '') {
      const net = cell('Net Pos');
      const price = cell('Net Price');
      sink.skipped.push({
        line: row.line,
        kind: 'open position',
        description: `${cell('Contract')} position of ${net}${price === '' ? '' : ` at ${price}`} not closed yet: its fills come with a later export`,
      });
      continue;
    }
    readPair(row, context);
  }
  return sink.output();
}

export const tradovatePositionHistoryFormat: ImportFormat = {
  id: 'tradovate-position-history',
  label: 'Tradovate (Position History)',
  detect,
  parse,
};

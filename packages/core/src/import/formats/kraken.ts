// Kraken's trades export: one row per fill with its trade id (txid), order id, pair in Kraken's
// asset codes ("XXBTZUSD", "SOLUSD", "XBT/USD"), time in UTC, side, price, cost, fee (in the
// quote currency) and volume (in the base). Kraken's legacy codes are read as the coins and
// currencies they name (XBT is BTC, XDG is DOGE, a leading X or Z marks a legacy code). The
// ledgers export (a row per balance change) is read by kraken-ledger.ts.
import { parsePairSymbol } from '../../journal/instrument-symbols.ts';
import {
  Columns,
  ImportSink,
  columnTimeFormat,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';
import { LEDGER_SIGNATURE, parseLedger } from './kraken-ledger.ts';

const SIGNATURE = [
  'txid',
  'ordertxid',
  'pair',
  'time',
  'type',
  'ordertype',
  'price',
  'cost',
  'fee',
  'vol',
  'margin',
  'ledgers',
];
const RENAMED: Record<string, string> = { XBT: 'BTC', XDG: 'DOGE' };
const LEGACY = /^[XZ]([A-Z]{3})[XZ]([A-Z]{3})$/;

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  if (columns.has('refid', 'aclass', 'balance')) return columns.share(LEDGER_SIGNATURE);
  return columns.has('txid', 'ordertxid', 'vol') ? columns.share(SIGNATURE) : 0;
}

function asset(code: string): string {
  return RENAMED[code] ?? code;
}

/** Kraken's pair as the journal's BASE/QUOTE, or null when it cannot be split. */
function pairOf(text: string): { base: string; quote: string } | null {
  const upper = text.trim().toUpperCase();
  const legacy = LEGACY.exec(upper);
  if (legacy) return { base: asset(legacy[1] ?? ''), quote: asset(legacy[2] ?? '') };
  const [base, quote] = upper.split('/');
  if (base && quote) return { base: asset(base), quote: asset(quote) };
  const renamed = upper.replace(/^XBT/, 'BTC').replace(/^XDG/, 'DOGE');
  const pair = parsePairSymbol(renamed);
  return pair ? { base: pair.base, quote: pair.quote } : null;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  if (columns.has('refid', 'balance')) return parseLedger(input);
  const format = columnTimeFormat(() => rows.map((row) => columns.cell(row, 'time')), undefined, sink);
  for (const row of rows) {
    const { line } = row;
    const pairText = columns.cell(row, 'pair');
    const pair = pairOf(pairText);
    if (!pair)
      sink.error(
        line,
        'TRADE-001',
        pairText === '' ? 'The pair is missing' : `"${pairText}" is not a pair Kraken lists`,
        'pair',
      );
    const sideText = columns.cell(row, 'type');
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'type');
    const time = sink.time(line, 'time', columns.cell(row, 'time'), format);
    const price = sink.check(line, 'price', readPrice(columns.cell(row, 'price')));
    const volume = sink.check(line, 'vol', readQuantity(columns.cell(row, 'vol')));
    const fee = sink.check(line, 'fee', readCost(columns.cell(row, 'fee'), '.', 'fee'));
    if (sink.failed(line) || !pair || !side || !time || price === undefined || volume === undefined) continue;
    const execution: ImportedExecution = {
      time,
      symbol: `${pair.base}/${pair.quote}`,
      side,
      quantity: Math.abs(volume),
      price,
      commission: fee ?? 0,
      fees: 0,
      assetClass: 'crypto',
      currency: pair.quote,
    };
    const txid = columns.cell(row, 'txid');
    const order = columns.cell(row, 'ordertxid');
    if (txid !== '') execution.brokerExecutionId = txid;
    if (order !== '') execution.orderId = order;
    sink.add(execution);
  }
  return sink.output();
}

export const krakenFormat: ImportFormat = {
  id: 'kraken',
  label: 'Kraken (trades)',
  detect,
  parse,
};

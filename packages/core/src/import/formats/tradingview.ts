// TradingView paper trading's order history export: one row per order, filled or not, symbols
// written with their exchange ("NASDAQ:AAPL", "CME_MINI:ESM2026", "BINANCE:BTCUSDT"), the fill
// time as the order's closing time, naive in the zone the chart was set to. Orders that were not
// filled are reported as skipped.
import { parseFutureSymbol, parsePairSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';

const SIGNATURE = [
  'Symbol',
  'Side',
  'Type',
  'Fill Price',
  'Status',
  'Commission',
  'Placing Time',
  'Closing Time',
  'Order ID',
];
const FUTURES_EXCHANGES = /^(CME|CME_MINI|CBOT|CBOT_MINI|NYMEX|COMEX|ICEUS|ICEEUR|EUREX)$/;
const CFD_EXCHANGES = /^(OANDA|FXCM|FX|CAPITALCOM|PEPPERSTONE|ICMARKETS|TVC|FOREXCOM|SAXO|EIGHTCAP)$/;

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Fill Price', 'Placing Time', 'Closing Time') ? columns.share(SIGNATURE) : 0;
}

function instrument(written: string): { symbol: string; assetClass: AssetClass } {
  const colon = written.indexOf(':');
  const exchange = colon < 0 ? '' : written.slice(0, colon).toUpperCase();
  const ticker = colon < 0 ? written : written.slice(colon + 1);
  if (FUTURES_EXCHANGES.test(exchange)) {
    // Continuous contracts end in "1!": the root is all the file says.
    return { symbol: parseFutureSymbol(ticker)?.symbol ?? ticker.replace(/\d!$/, ''), assetClass: 'future' };
  }
  const pair = parsePairSymbol(ticker);
  if (pair) return { symbol: pair.symbol, assetClass: pair.kind };
  return { symbol: ticker, assetClass: CFD_EXCHANGES.test(exchange) ? 'cfd' : 'stock' };
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const quantityColumn = columns.find('Qty', 'Quantity') ?? 'Qty';
  const format = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');
  for (const row of rows) {
    const { line } = row;
    const written = columns.cell(row, 'Symbol');
    const status = columns.cell(row, 'Status');
    const sideText = columns.cell(row, 'Side');
    if (status.toLowerCase() !== 'filled') {
      sink.skipped.push({
        line,
        kind: 'unfilled order',
        description:
          `${status || 'Unfilled'} ${columns.cell(row, 'Type')} order: ${sideText} ${columns.cell(row, quantityColumn)} ${written}`.replace(
            /\s+/g,
            ' ',
          ),
      });
      continue;
    }
    if (written === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'Side');
    const quantity = sink.check(line, quantityColumn, readQuantity(columns.cell(row, quantityColumn)));
    const price = sink.check(line, 'Fill Price', readPrice(columns.cell(row, 'Fill Price')));
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission')));
    const timeColumn = columns.cell(row, 'Closing Time') === '' ? 'Placing Time' : 'Closing Time';
    const time = sink.time(line, timeColumn, columns.cell(row, timeColumn), format);
    if (sink.failed(line) || !side || quantity === undefined || price === undefined || !time) continue;
    const execution: ImportedExecution = {
      time,
      ...instrument(written),
      side,
      quantity: Math.abs(quantity),
      price,
      commission: commission ?? 0,
      fees: 0,
    };
    const order = columns.cell(row, 'Order ID');
    if (order !== '') execution.orderId = order;
    sink.add(execution);
  }
  return sink.output();
}

export const tradingviewFormat: ImportFormat = {
  id: 'tradingview',
  label: 'TradingView (paper trading order history)',
  detect,
  parse,
};

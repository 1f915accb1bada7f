// Tradervue's generic execution format, the file traders keep their history in to move it between
// journals: Date (month first or year first, never day first), Time (HH:MM:SS, naive), Symbol,
// Quantity, Price, Side (any word starting with B or S; without a side a negative quantity is a
// sell), and the optional Commission, TransFee and ECNFee columns. ECN fees may be negative
// (rebates): they lower the row's fees, never below zero. Futures are written in any of the
// forms Tradervue lists ("ESZ1", "ES DEC 11", "ES 12-11"), options in OCC form.
import { parseFutureSymbol, parseOptionSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
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
import { readCost, readPrice, readQuantity } from '../values.ts';
import { roundMoney } from './statement-rows.ts';

const COLUMNS = ['Date', 'Time', 'Symbol', 'Quantity', 'Price', 'Side', 'Commission', 'TransFee', 'ECNFee'];
const LAYOUTS = [
  'M/D/YYYY H:mm:ss',
  'M-D-YYYY H:mm:ss',
  'YYYY/M/D H:mm:ss',
  'YYYY-M-D H:mm:ss',
  'YYYYMMDD H:mm:ss',
  'M/D/YYYY',
  'M-D-YYYY',
  'YYYY/M/D',
  'YYYY-M-D',
  'YYYYMMDD',
].map(compileTimestampFormat);

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  if (!columns.has('Symbol', 'Quantity', 'Price')) return 0;
  // The fee columns are Tradervue's own words; without them only a header of nothing but its
  // columns is taken as this format.
  if (columns.has('TransFee') || columns.has('ECNFee')) return 0.95;
  const known = header.cells.every((cell) =>
    COLUMNS.some((name) => name.toLowerCase() === cell.trim().toLowerCase()),
  );
  return known && columns.has('Date', 'Time') ? 0.7 : 0;
}

function instrument(symbol: string): { symbol: string; assetClass: AssetClass } {
  const option = parseOptionSymbol(symbol);
  if (option) return { symbol: option.symbol, assetClass: 'option' };
  const future = parseFutureSymbol(symbol.replace(/^(\S+) (\d{2})\.(\d{2})$/, '$1 $2-$3'));
  if (future && future.month !== null) return { symbol: future.symbol, assetClass: 'future' };
  return { symbol: symbol.toUpperCase(), assetClass: assetClassOf(symbol) };
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const timeText = (row: (typeof rows)[number]): string =>
    `${columns.cell(row, 'Date')} ${columns.cell(row, 'Time')}`.trim();
  const first = rows.map(timeText).find((text) => text !== '') ?? '';
  const format = LAYOUTS.find((layout) => layout.regex.test(first)) ?? null;
  let rebates = 0;
  for (const row of rows) {
    const { line } = row;
    const symbolText = columns.cell(row, 'Symbol');
    if (symbolText === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const time = sink.time(line, 'Date', timeText(row), format);
    const signed = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const sideText = columns.cell(row, 'Side').toUpperCase();
    let side: 'buy' | 'sell' | undefined;
    if (sideText.startsWith('B')) side = 'buy';
    else if (sideText.startsWith('S')) side = 'sell';
    else if (sideText !== '') sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'Side');
    else if (signed !== undefined) side = signed < 0 ? 'sell' : 'buy';
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission')));
    let fees = 0;
    for (const name of ['TransFee', 'ECNFee']) {
      const text = columns.cell(row, name);
      if (text === '') continue;
      const value = parseNumber(text);
      if (value === null) sink.error(line, 'VALIDATION-010', `The fee "${text}" is not a number`, name);
      else fees += value;
    }
    if (sink.failed(line) || !side || !time || signed === undefined || price === undefined) continue;
    if (fees < 0) {
      rebates += -fees;
      fees = 0;
    }
    const { symbol, assetClass } = instrument(symbolText);
    const execution: ImportedExecution = {
      time,
      symbol,
      side,
      quantity: Math.abs(signed),
      price,
      commission: commission ?? 0,
      fees: roundMoney(fees),
      assetClass,
    };
    if (assetClass === 'option') execution.multiplier = 100;
    sink.add(execution);
  }
  if (rebates > 0)
    sink.warnings.push({
      message: `ECN rebates of ${roundMoney(rebates)} beyond the fees of their rows are not counted: a fill's fees are never below zero`,
    });
  return sink.output();
}

export const tradervueFormat: ImportFormat = {
  id: 'tradervue',
  label: 'Tradervue (generic executions)',
  detect,
  parse,
};

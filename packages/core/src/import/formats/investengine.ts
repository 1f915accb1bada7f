// InvestEngine's trading statement (Activity > Trading statement > download CSV): one row per
// trade, "Security / ISIN" naming the fund and its ISIN ("Vanguard FTSE All-World / ISIN IE00…"),
// Buy or Sell, the quantity (fractional), the share price and the trade's value in pounds ("£"),
// and the trade time day first with a two-digit year, in UK time. The share price is rounded to
// the penny while the value is what was paid, so a fill's price is the value over the quantity.
// InvestEngine charges no dealing commission. The ISIN is the symbol: the only code the file has.
import {
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readPrice, readQuantity, readSide } from '../values.ts';
import { detectHeader, statementRows } from './statement-rows.ts';

const REQUIRED = ['Security / ISIN', 'Transaction Type', 'Quantity', 'Share Price', 'Trade Date/Time'];
const SIGNATURE = [...REQUIRED, 'Total Trade Value', 'Settlement Date', 'Broker'];
const ISIN = /\/\s*ISIN\s+([A-Z]{2}[A-Z0-9]{9}\d)\s*$/i;
const FORMAT = compileTimestampFormat('DD/MM/YY HH:mm:ss');

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return sink.output();
  const { columns, rows } = found;
  for (const row of rows) {
    const { line } = row;
    const security = columns.cell(row, 'Security / ISIN');
    const typeText = columns.cell(row, 'Transaction Type');
    const side = readSide(typeText);
    if (!side) {
      sink.skipped.push({
        line,
        kind: typeText === '' ? 'unknown' : typeText.toLowerCase(),
        description: security,
      });
      continue;
    }
    const isin = ISIN.exec(security)?.[1]?.toUpperCase();
    if (!isin) sink.error(line, 'TRADE-001', `"${security}" names no ISIN`, 'Security / ISIN');
    const time = sink.time(line, 'Trade Date/Time', columns.cell(row, 'Trade Date/Time'), FORMAT);
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const quoted = sink.check(line, 'Share Price', readPrice(columns.cell(row, 'Share Price')));
    if (sink.failed(line) || !isin || !time || quantity === undefined || quoted === undefined) continue;
    const size = Math.abs(quantity);
    const value = parseNumber(columns.cell(row, 'Total Trade Value'));
    const price = value !== null && value !== 0 ? Math.round((Math.abs(value) / size) * 1e10) / 1e10 : quoted;
    const execution: ImportedExecution = {
      time,
      symbol: isin,
      side,
      quantity: size,
      price,
      commission: 0,
      fees: 0,
      assetClass: 'stock',
      currency: 'GBP',
    };
    sink.add(execution);
  }
  return sink.output();
}

export const investEngineFormat: ImportFormat = {
  id: 'investengine',
  label: 'InvestEngine (trading statement)',
  detect,
  parse,
};

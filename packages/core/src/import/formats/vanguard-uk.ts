// Vanguard UK (Vanguard Investor) transaction report, one account's sheet saved as CSV: the
// account's name, then a "Cash Transactions" table (Date, Details, Amount, Balance) and, in the
// full report, an "Investment Transactions" table (Date, InvestmentName, TransactionDetails,
// Quantity, Price, Cost); each table ends with a total row. Dates are day first, without a time.
// Trades are written in words: "Bought 1,550 Foo ETF Distributing (FOO)", "Sold 1 ...". The
// investment table gives each trade's price, so its rows are the fills when it is there; from the
// cash table alone a fill's price is its amount over its quantity. Vanguard charges no dealing
// commission (its account fee is a cash row). Deposits and withdrawals become the account's;
// interest, dividends and fees are skipped with their kind. Amounts are in pounds.
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import type { DelimitedRow } from '../delimited.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readPrice, readQuantity } from '../values.ts';
import { symbolFromName, warnShortened } from './fund-names.ts';
import { addCash, headerRowIndex, turnedOldestFirst } from './statement-rows.ts';

const CASH = ['Date', 'Details', 'Amount', 'Balance'];
const INVESTMENTS = ['Date', 'InvestmentName', 'TransactionDetails', 'Quantity', 'Price', 'Cost'];
const TRADE = /^(Bought|Sold)\s+([\d,]*\.?\d+)\s+(.+)$/i;
const DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
const FORMAT = compileTimestampFormat('D/M/YYYY');

function detect(sample: ImportSample): number {
  if (headerRowIndex(sample.rows, INVESTMENTS) >= 0) return 0.95;
  const at = headerRowIndex(sample.rows, CASH);
  if (at < 0) return 0;
  const columns = new Columns(sample.rows[at]?.cells ?? []);
  // The four columns alone are any bank's statement: a trade written Vanguard's way tells.
  const trades = sample.rows.slice(at + 1).some((row) => TRADE.test(columns.cell(row, 'Details')));
  return trades ? 0.8 : 0;
}

/** The rows of the table whose header holds `names`: those dated, up to its total row. */
function table(
  rows: readonly DelimitedRow[],
  names: readonly string[],
): { columns: Columns; rows: DelimitedRow[] } | null {
  const at = headerRowIndex(rows, names);
  const header = rows[at];
  if (!header) return null;
  const columns = new Columns(header.cells);
  const body: DelimitedRow[] = [];
  for (const row of rows.slice(at + 1)) {
    if (!DATE.test(columns.cell(row, 'Date'))) break;
    body.push(row);
  }
  return { columns, rows: body };
}

function cashKind(details: string): string {
  const text = details.toLowerCase();
  if (text.includes('div')) return 'dividend';
  if (text.includes('interest')) return 'interest';
  if (text.includes('fee')) return 'fee';
  return 'other';
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const investments = table(input.rows, INVESTMENTS);
  const cash = table(input.rows, CASH);
  const names: string[] = [];
  const addFill = (
    line: number,
    side: 'buy' | 'sell',
    name: string,
    date: string,
    quantity: number,
    price: number,
  ) => {
    const time = sink.time(line, 'Date', date, FORMAT);
    if (!time) return;
    names.push(name);
    const execution: ImportedExecution = {
      time,
      symbol: symbolFromName(name),
      side,
      quantity: Math.abs(quantity),
      price,
      commission: 0,
      fees: 0,
      assetClass: 'stock',
      currency: 'GBP',
    };
    sink.add(execution);
  };
  for (const row of cash?.rows ?? []) {
    const { line } = row;
    const columns = cash?.columns;
    if (!columns) break;
    const details = columns.cell(row, 'Details');
    const amount = parseNumber(columns.cell(row, 'Amount'));
    const trade = TRADE.exec(details);
    if (trade) {
      if (investments) {
        sink.skipped.push({
          line,
          kind: 'trade cash',
          description: `${details} (the fill is read from Investment Transactions)`,
        });
        continue;
      }
      const [, verb = '', quantityText = '', name = ''] = trade;
      const quantity = sink.check(line, 'Details', readQuantity(quantityText));
      if (amount === null || amount === 0)
        sink.error(
          line,
          'TRADE-002',
          `The amount "${columns.cell(row, 'Amount')}" is not a number other than zero`,
          'Amount',
        );
      if (quantity === undefined || amount === null || amount === 0) continue;
      const price = Math.round((Math.abs(amount) / Math.abs(quantity)) * 1e10) / 1e10;
      addFill(
        line,
        verb.toLowerCase() === 'bought' ? 'buy' : 'sell',
        name,
        columns.cell(row, 'Date'),
        quantity,
        price,
      );
      continue;
    }
    const lower = details.toLowerCase();
    if (amount !== null && (lower.includes('deposit') || lower.includes('withdrawal'))) {
      const time = sink.time(line, 'Date', columns.cell(row, 'Date'), FORMAT);
      if (time) addCash(sink, line, time, amount, { currency: 'GBP' });
      continue;
    }
    sink.skipped.push({
      line,
      kind: cashKind(details),
      description: `${details} ${columns.cell(row, 'Amount')}`.trim(),
    });
  }
  for (const row of investments?.rows ?? []) {
    const { line } = row;
    const columns = investments?.columns;
    if (!columns) break;
    const details = columns.cell(row, 'TransactionDetails');
    const verb = /^(Bought|Sold)\b/i.exec(details)?.[1]?.toLowerCase();
    if (!verb) {
      sink.skipped.push({ line, kind: 'other', description: details });
      continue;
    }
    const name = columns.cell(row, 'InvestmentName');
    if (name === '') sink.error(line, 'TRADE-001', 'The investment name is missing', 'InvestmentName');
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    if (sink.failed(line) || quantity === undefined || price === undefined) continue;
    addFill(line, verb === 'bought' ? 'buy' : 'sell', name, columns.cell(row, 'Date'), quantity, price);
  }
  warnShortened(sink, names);
  sink.executions = turnedOldestFirst(sink.executions);
  return sink.output();
}

export const vanguardUkFormat: ImportFormat = {
  id: 'vanguard-uk',
  label: 'Vanguard UK (transaction report)',
  detect,
  parse,
};

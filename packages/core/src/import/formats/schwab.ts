// Charles Schwab's transactions CSV (Accounts > History > Export; thinkorswim accounts export the
// same file since the move to Schwab): every field quoted, one row per transaction, dated without
// a time ("03/20/2026", or "03/20/2026 as of 03/19/2026" when booked later than it happened),
// amounts with "$" ("-$1,234.50"), one "Fees & Comm" column. Options are written
// "XYZ 04/17/2026 40.00 P" and traded as "Buy to Open", "Sell to Close"...; "Expired",
// "Assigned" and "Exchange or Exercise" close them without a price (option-events.ts), the stock
// of an assignment being a Buy or Sell row of its own at the strike. Transfers are deposits or
// withdrawals by the amount's sign; dividends, interest, fees and journal entries are skipped.
import { OPTION_MULTIPLIER } from '../../journal/instrument-defaults.ts';
import type { DelimitedRow } from '../delimited.ts';
import {
  ImportSink,
  type Columns,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { optionEventOf, type OptionEvent, type OptionRemoval } from '../option-events.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import {
  addCash,
  detectHeader,
  optionSymbol,
  statementFills,
  statementRows,
  usDate,
} from './statement-rows.ts';

const REQUIRED = ['Date', 'Action', 'Symbol', 'Fees & Comm', 'Amount'];
const SIGNATURE = ['Date', 'Action', 'Symbol', 'Description', 'Quantity', 'Price', 'Fees & Comm', 'Amount'];
const DATE = compileTimestampFormat('MM/DD/YYYY');
const OPTION = /^(\S+)\s+(\d{1,2}\/\d{1,2}\/\d{4})\s+\$?([\d.,]+)\s+([CP])$/i;

/** Trade actions: the side, and whether the broker says the fill opens or closes. */
const TRADES: Record<string, { side: 'buy' | 'sell'; effect?: 'open' | 'close' }> = {
  buy: { side: 'buy' },
  sell: { side: 'sell' },
  'sell short': { side: 'sell', effect: 'open' },
  'buy to cover': { side: 'buy', effect: 'close' },
  'buy to open': { side: 'buy', effect: 'open' },
  'buy to close': { side: 'buy', effect: 'close' },
  'sell to open': { side: 'sell', effect: 'open' },
  'sell to close': { side: 'sell', effect: 'close' },
  'reinvest shares': { side: 'buy' },
};
const CASH = /moneylink|wire|funds (received|paid)|transfer of funds|^deposit|^withdrawal|ach /i;

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

/** The day a row happened: the "as of" date when the booking came later. */
function tradeDate(text: string): string {
  const asOf = /as of\s+(\S+)/i.exec(text);
  return (asOf?.[1] ?? text).trim();
}

/** "XYZ 04/17/2026 40.00 P" in the journal's OCC form, or null when the symbol is not an option. */
function schwabOption(symbol: string): string | null {
  const match = OPTION.exec(symbol.trim());
  if (!match) return null;
  const [, root = '', date = '', strike = '', right = ''] = match;
  const day = usDate(date);
  return day ? optionSymbol(root, day.year, day.month, day.day, right, strike) : null;
}

function skippedKind(action: string): string {
  const words = action.toLowerCase();
  if (/dividend|reinvest|cap gain/.test(words)) return 'dividend';
  if (/interest/.test(words)) return 'interest';
  if (/tax/.test(words)) return 'tax';
  if (/fee|adj/.test(words)) return 'fee';
  return words === '' ? 'other' : words;
}

class SchwabReader {
  readonly sink: ImportSink;
  private readonly fills: { line: number; fill: ImportedExecution }[] = [];
  private readonly removals: OptionRemoval[] = [];

  constructor(
    private readonly columns: Columns,
    timeZone: string,
  ) {
    this.sink = new ImportSink(timeZone);
  }

  read(rows: readonly DelimitedRow[]): FormatOutput {
    for (const row of rows) {
      const action = this.columns.cell(row, 'Action');
      const dateText = this.columns.cell(row, 'Date');
      if (/total/i.test(dateText)) continue;
      const trade = TRADES[action.toLowerCase()];
      const event = optionEventOf(action);
      if (trade) this.trade(row, trade.side, trade.effect);
      else if (event && schwabOption(this.columns.cell(row, 'Symbol'))) this.removal(row, event);
      else this.other(row, action);
    }
    this.sink.executions = statementFills(this.fills, this.removals, this.sink);
    return this.sink.output();
  }

  private time(row: DelimitedRow): string | undefined {
    return this.sink.time(row.line, 'Date', tradeDate(this.columns.cell(row, 'Date')), DATE);
  }

  private other(row: DelimitedRow, action: string): void {
    const { columns, sink } = this;
    const { line } = row;
    const description = columns.cell(row, 'Description');
    const amount = parseNumber(columns.cell(row, 'Amount'));
    if (CASH.test(action) && amount !== null) {
      const time = this.time(row);
      if (time) addCash(sink, line, time, amount);
      return;
    }
    const kind = skippedKind(action);
    const what = [action, columns.cell(row, 'Symbol'), description, columns.cell(row, 'Amount')];
    sink.skipped.push({ line, kind, description: what.filter((part) => part !== '').join(' ') });
    if (/stock plan|security transfer/i.test(action) && columns.cell(row, 'Quantity') !== '')
      sink.warnings.push({
        line,
        message: `${action} of ${columns.cell(row, 'Quantity')} ${columns.cell(row, 'Symbol')}: shares that arrive without a price are not a fill; enter their cost by hand if you sell them from this account`,
      });
  }

  private trade(row: DelimitedRow, side: 'buy' | 'sell', effect: 'open' | 'close' | undefined): void {
    const { columns, sink } = this;
    const { line } = row;
    const symbolText = columns.cell(row, 'Symbol');
    if (symbolText === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const option = schwabOption(symbolText);
    if (option === null && /\d{1,2}\/\d{1,2}\/\d{4}/.test(symbolText))
      sink.error(line, 'TRADE-001', `The option ${symbolText} cannot be read`, 'Symbol');
    const time = this.time(row);
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const commission = sink.check(line, 'Fees & Comm', readCost(columns.cell(row, 'Fees & Comm')));
    if (sink.failed(line) || !time || quantity === undefined || price === undefined) return;
    const execution: ImportedExecution = {
      time,
      symbol: option ?? symbolText,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: commission ?? 0,
      fees: 0,
      assetClass: option ? 'option' : 'stock',
    };
    if (option) execution.multiplier = OPTION_MULTIPLIER;
    if (effect) execution.positionEffect = effect;
    this.fills.push({ line, fill: execution });
  }

  private removal(row: DelimitedRow, event: OptionEvent): void {
    const { columns, sink } = this;
    const { line } = row;
    const time = this.time(row);
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const commission = sink.check(line, 'Fees & Comm', readCost(columns.cell(row, 'Fees & Comm')));
    const symbol = schwabOption(columns.cell(row, 'Symbol'));
    if (sink.failed(line) || !time || quantity === undefined || !symbol) return;
    this.removals.push({
      line,
      event,
      fill: {
        time,
        symbol,
        quantity: Math.abs(quantity),
        commission: commission ?? 0,
        fees: 0,
        assetClass: 'option',
        multiplier: OPTION_MULTIPLIER,
      },
    });
  }
}

function parse(input: FormatInput): FormatOutput {
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return new ImportSink(input.timeZone).output();
  return new SchwabReader(found.columns, input.timeZone).read(found.rows);
}

export const schwabFormat: ImportFormat = {
  id: 'schwab',
  label: 'Charles Schwab (transactions)',
  detect,
  parse,
};

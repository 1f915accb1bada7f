// Robinhood's account activity report: every money movement of the account, newest first, one
// row each, dated without a time of day. Trades carry a transaction code (Buy, Sell, and BTO /
// STC / STO / BTC for options, whose contract is written in words in the description); ACH and
// instant transfers are deposits or withdrawals by sign; expirations, assignments and exercises
// (OEXP, OASGN, OEXCS) close their option at 0 on the side that closes the position; the rest
// (dividends, interest, fees) is skipped with its kind. No commission is charged: the regulatory fees are what
// the amount holds beyond the shares' value, so they are read from it, once.
import type { DelimitedRow } from '../delimited.ts';
import {
  type Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat, type TimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import {
  impliedClosingSide,
  markDeliveries,
  optionEventFill,
  PositionsInTime,
  type OptionEvent,
} from '../option-events.ts';
import { readPrice, readQuantity } from '../values.ts';
import {
  addCash,
  detectHeader,
  optionSymbol,
  roundMoney,
  statementRows,
  turnedOldestFirst,
  usDate,
} from './statement-rows.ts';
import { OPTION_MULTIPLIER } from '../../journal/instrument-defaults.ts';

const REQUIRED = ['Activity Date', 'Trans Code', 'Instrument'];
const SIGNATURE = [
  'Activity Date',
  'Process Date',
  'Settle Date',
  'Instrument',
  'Description',
  'Trans Code',
  'Quantity',
  'Price',
  'Amount',
];
const TRADES: Record<string, 'buy' | 'sell'> = {
  BUY: 'buy',
  SELL: 'sell',
  BTO: 'buy',
  BTC: 'buy',
  STO: 'sell',
  STC: 'sell',
};
const OPTION_CODES = new Set(['BTO', 'BTC', 'STO', 'STC']);
const EFFECTS: Record<string, 'open' | 'close'> = { BTO: 'open', STO: 'open', BTC: 'close', STC: 'close' };
const EVENTS: Record<string, OptionEvent> = { OEXP: 'expiry', OASGN: 'assignment', OEXCS: 'exercise' };
const CASH_CODES = new Set(['ACH', 'RTP', 'WIRE', 'DCF']);
const SKIPPED_KINDS: Record<string, string> = {
  CDIV: 'dividend',
  MDIV: 'dividend',
  QDIV: 'dividend',
  DTAX: 'tax',
  INT: 'interest',
  MINT: 'interest',
  SLIP: 'interest',
  GOLD: 'fee',
  AFEE: 'fee',
  DFEE: 'fee',
  MISC: 'fee',
  SPL: 'split',
  REC: 'transfer',
  ACATI: 'transfer',
  ACATO: 'transfer',
  JNLC: 'transfer',
  JNLS: 'transfer',
};
// Anchored at the end only: an expiration's description is "Option Expiration for AAPL 3/15/2024 Call $180.00".
const OPTION_WORDS = /(\S+)\s+(\d{1,2}\/\d{1,2}\/\d{2,4})\s+(Call|Put)\s+\$?([\d,]+(?:\.\d+)?)$/i;

interface PendingEvent {
  line: number;
  time: string;
  symbol: string;
  quantity: number;
  event: OptionEvent;
  description: string;
}

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

/** The OCC symbol of "AAPL 3/15/2024 Call $180.00", or null. */
function optionFromDescription(description: string): string | null {
  const match = OPTION_WORDS.exec(description.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, root = '', dateText = '', right = '', strike = ''] = match;
  const date = usDate(dateText);
  return date ? optionSymbol(root, date.year, date.month, date.day, right, strike) : null;
}

/** An expiration, assignment or exercise row: its contract, day and contracts, closed later. */
function readEvent(
  sink: ImportSink,
  columns: Columns,
  row: DelimitedRow,
  event: OptionEvent,
  format: TimestampFormat,
  events: PendingEvent[],
): void {
  const { line } = row;
  const description = columns.cell(row, 'Description');
  const symbol = optionFromDescription(description);
  if (!symbol)
    sink.error(line, 'TRADE-001', `"${description}" does not name an option contract`, 'Description');
  const time = sink.time(line, 'Activity Date', columns.cell(row, 'Activity Date'), format);
  // A short position's quantity can carry an "S" ("1S").
  const quantityText = columns.cell(row, 'Quantity').replace(/S$/i, '');
  const quantity = sink.check(line, 'Quantity', readQuantity(quantityText));
  if (sink.failed(line) || !symbol || !time || quantity === undefined) return;
  events.push({ line, time, symbol, quantity: Math.abs(quantity), event, description });
}

/** Closing fills at 0 for the events, on the side that closes each position the file shows. */
function closeOptions(sink: ImportSink, events: PendingEvent[]): void {
  if (events.length === 0) return;
  const positions = new PositionsInTime(sink.executions);
  // The report is newest first; positions are asked about oldest first.
  events.sort((a, b) => Date.parse(a.time) - Date.parse(b.time) || b.line - a.line);
  for (const { line, time, symbol, quantity, event, description } of events) {
    // Robinhood dates a trade and the expiry of its contract alike, without a time: the day's
    // trades count as before the expiry, so the position is read at the day's end.
    const side = positions.closingSide(symbol, endOfDay(time)) ?? impliedClosingSide(event);
    if (!side) {
      // Opened before the report starts: there is no position here for it to close.
      sink.skipped.push({
        line,
        kind: 'expiration',
        description: `${description} (opened before this file)`,
      });
      continue;
    }
    const fill = optionEventFill(
      {
        time,
        symbol,
        side,
        quantity,
        commission: 0,
        fees: 0,
        assetClass: 'option',
        multiplier: OPTION_MULTIPLIER,
        currency: 'USD',
      },
      event,
    );
    positions.add(fill);
    sink.add(fill);
  }
  markDeliveries(sink.executions);
  sink.skipped.sort((a, b) => a.line - b.line);
}

/** The last moment of the day `time` starts, in its own offset. */
function endOfDay(time: string): string {
  return time.replace('T00:00:00', 'T23:59:59');
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return sink.output();
  const { columns, rows } = found;
  const format = compileTimestampFormat('M/D/YYYY');
  const events: PendingEvent[] = [];
  for (const row of rows) {
    const { line } = row;
    const code = columns.cell(row, 'Trans Code').toUpperCase();
    const description = columns.cell(row, 'Description');
    const side = TRADES[code];
    const event = EVENTS[code];
    if (event) {
      readEvent(sink, columns, row, event, format, events);
      continue;
    }
    if (!side) {
      if (code === '' && columns.cell(row, 'Activity Date') === '') {
        // The report ends with its disclaimer in the first cell.
        sink.skipped.push({ line, kind: 'note', description: row.cells.join(' ').trim().slice(0, 80) });
        continue;
      }
      const amountText = columns.cell(row, 'Amount');
      const amount = parseNumber(amountText);
      if (CASH_CODES.has(code) && amount !== null) {
        const time = sink.time(line, 'Activity Date', columns.cell(row, 'Activity Date'), format);
        if (time) addCash(sink, line, time, amount, { currency: 'USD' });
        continue;
      }
      sink.skipped.push({
        line,
        kind: SKIPPED_KINDS[code] ?? (code === '' ? 'unknown' : code.toLowerCase()),
        description: [description, amountText].filter((part) => part !== '').join(' '),
      });
      continue;
    }
    const instrument = columns.cell(row, 'Instrument');
    const isOption = OPTION_CODES.has(code);
    const symbol = isOption ? optionFromDescription(description) : instrument;
    if (instrument === '' && !symbol)
      sink.error(line, 'TRADE-001', 'The instrument is missing', 'Instrument');
    else if (!symbol)
      sink.error(line, 'TRADE-001', `"${description}" does not name an option contract`, 'Description');
    const time = sink.time(line, 'Activity Date', columns.cell(row, 'Activity Date'), format);
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const amount = parseNumber(columns.cell(row, 'Amount'));
    if (sink.failed(line) || !symbol || !time || quantity === undefined || price === undefined) continue;
    const size = Math.abs(quantity);
    const multiplier = isOption ? OPTION_MULTIPLIER : 1;
    const value = size * price * multiplier;
    // The fees are what the amount holds beyond the value; with fractional shares the price is
    // rounded to the cent and the difference is rounding, not a fee.
    const beyond = amount === null ? 0 : side === 'buy' ? -amount - value : value - amount;
    const fees = Number.isInteger(size) && beyond > 0.004 ? roundMoney(beyond) : 0;
    const execution: ImportedExecution = {
      time,
      symbol,
      side,
      quantity: size,
      price,
      commission: 0,
      fees,
      assetClass: isOption ? 'option' : 'stock',
      currency: 'USD',
    };
    if (isOption) {
      execution.multiplier = OPTION_MULTIPLIER;
      const effect = EFFECTS[code];
      if (effect) execution.positionEffect = effect;
    }
    sink.add(execution);
  }
  // Dated without a time and listed newest first: a day's trades keep their order turned round.
  sink.executions = turnedOldestFirst(sink.executions);
  closeOptions(sink, events);
  return sink.output();
}

export const robinhoodFormat: ImportFormat = {
  id: 'robinhood',
  label: 'Robinhood (account activity)',
  detect,
  parse,
};

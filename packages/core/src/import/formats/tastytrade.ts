// Tastytrade's transactions history CSV: one row per transaction, newest first, times with their
// offset. Trades carry an action (BUY_TO_OPEN, "Sell to Close"...), options OCC's padded symbol
// ("SPY   260417C00510000"), futures a slash ("/ESM6"), futures options a dot ("./MESZ5EXV5
// 251031P5400"). The description's "@ 2.50" is the price per unit; "Average Price" is the signed
// value per contract (multiplier included), used only when the description has no price.
// Commissions and fees are negative cash in their own columns. Money movements are deposits or
// withdrawals, or skipped with their kind. Receive Deliver rows move positions without an order:
// expirations, assignments, exercises and cash settlements close the option (option-events.ts),
// the stock an assignment delivers and the contracts a special dividend swaps are fills.
import { parseFutureSymbol, parseOptionSymbol, parsePairSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import {
  ImportSink,
  columnTimeFormat,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import {
  PositionsInTime,
  impliedClosingSide,
  markDeliveries,
  optionEventFill,
  optionEventOf,
  type OptionEvent,
} from '../option-events.ts';
import type { DelimitedRow } from '../delimited.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readMultiplier, readQuantity, readSide } from '../values.ts';
import { addCash, detectHeader, statementRows } from './statement-rows.ts';
import type { Columns } from '../format.ts';

const REQUIRED = ['Date', 'Type', 'Action', 'Instrument Type', 'Average Price'];
const SIGNATURE = [
  'Date',
  'Type',
  'Action',
  'Symbol',
  'Instrument Type',
  'Description',
  'Value',
  'Quantity',
  'Average Price',
  'Commissions',
  'Fees',
  'Multiplier',
  'Underlying Symbol',
  'Expiration Date',
  'Strike Price',
  'Call or Put',
];
const DESCRIPTION_PRICE = /@\s*\$?([\d,]+(?:\.\d+)?)\s*$/;
// Receive Deliver rows that move a position at a stated value: the stock of an assignment or
// exercise ("Buy to Open"), and a special dividend's swap of one contract for its adjusted twin.
const DELIVERY_SUB_TYPES = /^(buy|sell) to (open|close)$|special dividend/i;

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

function assetClassOf(instrumentType: string, symbol: string): AssetClass {
  const type = instrumentType.toLowerCase();
  if (type.includes('option')) return 'option';
  if (type.includes('future')) return 'future';
  if (type.includes('crypto')) return 'crypto';
  if (parseOptionSymbol(symbol)) return 'option';
  return 'stock';
}

function journalSymbol(symbol: string, assetClass: AssetClass): string {
  if (assetClass === 'option') return parseOptionSymbol(symbol)?.symbol ?? symbol.replace(/\s+/g, ' ');
  if (assetClass === 'future') return parseFutureSymbol(symbol)?.symbol ?? symbol;
  if (assetClass === 'crypto') return parsePairSymbol(symbol)?.symbol ?? symbol;
  return symbol;
}

/** The kind of a row that is not a trade: by its sub type, else by its description's words. */
function kindOf(subType: string, description: string): string {
  const text = `${subType} ${description}`.toLowerCase();
  if (/withdraw|disbursement/.test(text)) return 'withdrawal';
  if (/deposit|funds received|ach/.test(text)) return 'deposit';
  if (/dividend/.test(text)) return 'dividend';
  if (/interest/.test(text)) return 'interest';
  if (/mark to market/.test(text)) return 'mark-to-market';
  if (/fee|regulatory/.test(text)) return 'fee';
  return subType === '' ? 'other' : subType.toLowerCase();
}

/** A cost cell: tastytrade writes "--" where a row has no commission. */
function cost(text: string): string {
  return text.trim() === '--' ? '' : text;
}

function positionEffectOf(text: string): 'open' | 'close' | undefined {
  if (/to open/i.test(text)) return 'open';
  if (/to close/i.test(text)) return 'close';
  return undefined;
}

/**
 * Futures options are written with a multiplier of 1 while their value is the price times the
 * contract's real multiplier (5 for /MES options): the value says what the multiplier is.
 */
function valueMultiplier(value: number | null, quantity: number, price: number): number | undefined {
  if (value === null || value === 0 || quantity === 0 || !(price > 0)) return undefined;
  const derived = Math.abs(value) / Math.abs(quantity) / price;
  return Math.round(derived * 1e4) / 1e4;
}

interface PendingEvent {
  line: number;
  event: OptionEvent;
  side: 'buy' | 'sell' | null;
  base: Omit<ImportedExecution, 'price' | 'event' | 'positionEffect' | 'side'>;
  value: number;
}

class TastytradeReader {
  readonly sink: ImportSink;
  private readonly fills: { line: number; fill: ImportedExecution }[] = [];
  private readonly pending: PendingEvent[] = [];
  /** Per symbol, the multiplier its trades showed, for the removal rows that state 1. */
  private readonly multipliers = new Map<string, number>();
  private format: ReturnType<typeof columnTimeFormat> = null;

  constructor(
    private readonly columns: Columns,
    timeZone: string,
  ) {
    this.sink = new ImportSink(timeZone);
  }

  read(rows: readonly DelimitedRow[]): FormatOutput {
    const { columns } = this;
    this.format = columnTimeFormat(() => rows.map((row) => columns.cell(row, 'Date')), undefined, this.sink);
    for (const row of rows) {
      const type = columns.cell(row, 'Type').toLowerCase();
      const subType = columns.cell(row, 'Sub Type');
      const instrument = columns.cell(row, 'Instrument Type');
      if (type === 'trade') this.trade(row);
      else if (type === 'receive deliver' && /option/i.test(instrument) && optionEventOf(subType))
        this.removal(row, optionEventOf(subType) ?? 'expiry');
      else if (type === 'receive deliver' && DELIVERY_SUB_TYPES.test(subType)) this.trade(row);
      else this.other(row);
    }
    this.resolveEvents();
    const executions = this.fills.sort((a, b) => a.line - b.line).map((entry) => entry.fill);
    markDeliveries(executions);
    this.sink.executions = executions;
    return this.sink.output();
  }

  private other(row: DelimitedRow): void {
    const { columns, sink } = this;
    const { line } = row;
    const description = columns.cell(row, 'Description');
    const subType = columns.cell(row, 'Sub Type');
    const kind = kindOf(subType, description);
    const value = parseNumber(columns.cell(row, 'Value'));
    if ((kind === 'deposit' || kind === 'withdrawal') && value !== null) {
      const time = sink.time(line, 'Date', columns.cell(row, 'Date'), this.format);
      const currency = columns.cell(row, 'Currency');
      if (time) addCash(sink, line, time, value, currency === '' ? {} : { currency });
      return;
    }
    sink.skipped.push({ line, kind, description: `${description} ${columns.cell(row, 'Value')}`.trim() });
    if (/acat|transfer/i.test(subType) && columns.cell(row, 'Action') !== '')
      sink.warnings.push({
        line,
        message: `${description}: a position transferred in or out carries no price, so it is not a fill; enter its purchase by hand if you sell it from this account`,
      });
  }

  private trade(row: DelimitedRow): void {
    const { columns, sink } = this;
    const { line } = row;
    const description = columns.cell(row, 'Description');
    const actionText = columns.cell(row, 'Action').replace(/_/g, ' ');
    const side = readSide(actionText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${actionText}" is not buy or sell`, 'Action');
    const symbolText = columns.cell(row, 'Symbol');
    if (symbolText === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const time = sink.time(line, 'Date', columns.cell(row, 'Date'), this.format);
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const multiplierRead = readMultiplier(columns.cell(row, 'Multiplier'));
    const stated = multiplierRead ? sink.check(line, 'Multiplier', multiplierRead) : undefined;
    const commission = sink.check(line, 'Commissions', readCost(cost(columns.cell(row, 'Commissions'))));
    const fees = sink.check(line, 'Fees', readCost(cost(columns.cell(row, 'Fees')), '.', 'fee'));
    const written = DESCRIPTION_PRICE.exec(description)?.[1];
    const price = written
      ? parseNumber(written)
      : (Math.abs(parseNumber(columns.cell(row, 'Average Price')) ?? 0) || NaN) / (stated ?? 1);
    if (price === null || !(price > 0))
      sink.error(
        line,
        'TRADE-002',
        `No price above zero in "${description}" or the average price`,
        'Average Price',
      );
    if (sink.failed(line) || !side || !time || quantity === undefined || price === null || !(price > 0))
      return;
    const assetClass = assetClassOf(columns.cell(row, 'Instrument Type'), symbolText);
    const fromValue = written
      ? valueMultiplier(parseNumber(columns.cell(row, 'Value')), quantity, price)
      : undefined;
    // The value wins only where the stated figure cannot be right (1 on a futures option).
    const multiplier = stated === 1 && fromValue !== undefined && fromValue !== 1 ? fromValue : stated;
    const execution: ImportedExecution = {
      time,
      symbol: journalSymbol(symbolText, assetClass),
      side,
      quantity: Math.abs(quantity),
      price: Math.round(price * 1e8) / 1e8,
      commission: commission ?? 0,
      fees: fees ?? 0,
      assetClass,
    };
    if (multiplier !== undefined && multiplier !== 1) {
      execution.multiplier = multiplier;
      this.multipliers.set(execution.symbol, multiplier);
    }
    this.finish(row, execution);
    const effect = positionEffectOf(`${actionText} ${columns.cell(row, 'Sub Type')}`);
    if (effect) execution.positionEffect = effect;
    this.fills.push({ line, fill: execution });
  }

  /** Currency and order number, which every fill of the file carries alike. */
  private finish(row: DelimitedRow, execution: Partial<ImportedExecution>): void {
    const currency = this.columns.cell(row, 'Currency');
    const order = this.columns.cell(row, 'Order #');
    if (currency !== '') execution.currency = currency;
    if (order !== '') execution.orderId = order;
  }

  /** An option's expiry, assignment, exercise or cash settlement: its closing fill comes later. */
  private removal(row: DelimitedRow, event: OptionEvent): void {
    const { columns, sink } = this;
    const { line } = row;
    const symbolText = columns.cell(row, 'Symbol');
    if (symbolText === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const time = sink.time(line, 'Date', columns.cell(row, 'Date'), this.format);
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const multiplierRead = readMultiplier(columns.cell(row, 'Multiplier'));
    const stated = multiplierRead ? sink.check(line, 'Multiplier', multiplierRead) : undefined;
    const fees = sink.check(line, 'Fees', readCost(cost(columns.cell(row, 'Fees')), '.', 'fee'));
    const commission = sink.check(line, 'Commissions', readCost(cost(columns.cell(row, 'Commissions'))));
    if (sink.failed(line) || !time || quantity === undefined) return;
    const base: PendingEvent['base'] = {
      time,
      symbol: journalSymbol(symbolText, 'option'),
      quantity: Math.abs(quantity),
      commission: commission ?? 0,
      fees: fees ?? 0,
      assetClass: 'option',
    };
    if (stated !== undefined && stated !== 1) base.multiplier = stated;
    this.finish(row, base);
    this.pending.push({
      line,
      event,
      side: readSide(columns.cell(row, 'Action').replace(/_/g, ' ')),
      base,
      value: Math.abs(parseNumber(columns.cell(row, 'Value')) ?? 0),
    });
  }

  /** Oldest first, each removal closes what the fills before it left open. */
  private resolveEvents(): void {
    const byTime = [...this.pending].sort((a, b) => Date.parse(a.base.time) - Date.parse(b.base.time));
    const positions = new PositionsInTime(this.fills.map((entry) => entry.fill));
    for (const pending of byTime) {
      const { base, event, line } = pending;
      const side = pending.side ?? positions.closingSide(base.symbol, base.time) ?? impliedClosingSide(event);
      if (!side) {
        this.sink.skipped.push({ line, kind: event, description: `${event} of ${base.symbol}` });
        this.sink.warnings.push({
          line,
          message: `The ${event} of ${base.symbol} is left out: the file does not say whether the position was long or short`,
        });
        continue;
      }
      const multiplier = this.multipliers.get(base.symbol) ?? base.multiplier;
      const fill = { ...base, side, ...(multiplier === undefined ? {} : { multiplier }) };
      // A cash settlement's value is the intrinsic value the option ended at, for all contracts.
      const price = event === 'settlement' ? pending.value / base.quantity / (multiplier ?? 1) : 0;
      const made = optionEventFill(fill, event, price);
      positions.add(made);
      this.fills.push({ line, fill: made });
    }
  }
}

function parse(input: FormatInput): FormatOutput {
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return new ImportSink(input.timeZone).output();
  return new TastytradeReader(found.columns, input.timeZone).read(found.rows);
}

export const tastytradeFormat: ImportFormat = {
  id: 'tastytrade',
  label: 'Tastytrade (transactions)',
  detect,
  parse,
};

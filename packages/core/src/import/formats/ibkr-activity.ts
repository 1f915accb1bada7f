// Interactive Brokers' Activity Statement as CSV: every line starts with its section ("Trades",
// "Deposits & Withdrawals", "Dividends"...) and its kind ("Header", "Data", "SubTotal", "Total"),
// and each Header line names the columns of the Data lines after it. Trades are one row per order
// (or per execution when the statement was run with executions; the order rows then only sum
// them); closed-lot rows repeat earlier trades. Quantities are signed, Comm/Fee is negative cash.
import { parseFutureSymbol, parseOptionSymbol, parsePairSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import type { DelimitedRow } from '../delimited.ts';
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution, StatedPnl } from '../types.ts';
import { flexEvent, flexPositionEffect } from './ibkr-flex-fields.ts';
import { statedWithinFile, type StatedClose } from './ibkr-stated-pnl.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import { MONTH_NAMES } from '../../journal/instrument-defaults.ts';

const CATEGORIES: Record<string, AssetClass> = {
  STOCKS: 'stock',
  'EQUITY AND INDEX OPTIONS': 'option',
  'OPTIONS ON FUTURES': 'option',
  FUTURES: 'future',
  FOREX: 'forex',
  CRYPTO: 'crypto',
  CFDS: 'cfd',
};
const SKIPPED_SECTIONS: Record<string, string> = {
  DIVIDENDS: 'dividend',
  'WITHHOLDING TAX': 'withholding tax',
  INTEREST: 'interest',
  FEES: 'fee',
  'OTHER FEES': 'fee',
  'CHANGE IN DIVIDEND ACCRUALS': 'dividend accrual',
  'INTEREST ACCRUALS': 'interest accrual',
};
const OPTION_FORM = /^(\S+) (\d{2})([A-Z]{3})(\d{2}) ([\d.]+) ([CP])$/;

function detect(sample: ImportSample): number {
  const first = sample.rows[0]?.cells;
  if (first?.[0] !== 'Statement' || first[1] !== 'Header') return 0;
  return sample.rows.some((row) => row.cells[1] === 'Header') ? 1 : 0;
}

/** "AAPL 20MAR26 190 C" as core's option symbol. */
function optionSymbol(text: string): string {
  const match = OPTION_FORM.exec(text.trim().toUpperCase());
  if (!match) return parseOptionSymbol(text)?.symbol ?? text;
  const [, root = '', day = '', month = '', year = '', strike = '', right = ''] = match;
  const monthNumber = String(MONTH_NAMES.indexOf(month) + 1).padStart(2, '0');
  return parseOptionSymbol(`${root} ${year}${monthNumber}${day}${right}${strike}`)?.symbol ?? text;
}

function symbolFor(text: string, assetClass: AssetClass): string {
  if (assetClass === 'option') return optionSymbol(text);
  if (assetClass === 'future') return parseFutureSymbol(text)?.symbol ?? text;
  if (assetClass === 'forex' || assetClass === 'crypto') return parsePairSymbol(text)?.symbol ?? text;
  return text;
}

interface Block {
  columns: Columns;
  rows: DelimitedRow[];
  /** The section's Total lines (Trades: one per asset category and currency). */
  totals: DelimitedRow[];
}

/** The Data rows of each section, under the Header line that names their columns. */
function blocks(rows: readonly DelimitedRow[]): Map<string, Block[]> {
  const found = new Map<string, Block[]>();
  let current: Block | null = null;
  for (const row of rows) {
    const [section = '', kind = ''] = row.cells;
    const key = section.trim().toUpperCase();
    if (kind === 'Header') {
      current = { columns: new Columns(row.cells.slice(2)), rows: [], totals: [] };
      const blocks = found.get(key);
      if (blocks) blocks.push(current);
      else found.set(key, [current]);
    } else if (kind === 'Data' && current) {
      current.rows.push({ line: row.line, cells: row.cells.slice(2) });
    } else if (kind === 'Total' && current) {
      current.totals.push({ line: row.line, cells: row.cells.slice(2) });
    }
  }
  return found;
}

/**
 * The account each row belongs to, when a file holds more than one: a consolidated statement names
 * it in an Account column; statements saved one after another each start with their own Account
 * Information. A file of one account leaves rows without one, as every single-account file does.
 */
class StatementAccounts {
  private readonly starts: { line: number; account: string }[] = [];
  private readonly several: boolean;

  constructor(found: Map<string, Block[]>) {
    for (const { columns, rows } of found.get('ACCOUNT INFORMATION') ?? [])
      for (const row of rows)
        if (columns.cell(row, 'Field Name').toLowerCase() === 'account')
          this.starts.push({ line: row.line, account: columns.cell(row, 'Field Value').trim() });
    this.several = new Set(this.starts.map((start) => start.account)).size > 1;
  }

  of(columns: Columns, row: DelimitedRow): string | undefined {
    const named = columns.cell(row, columns.find('Account')).trim();
    if (named !== '' && !named.startsWith('Total')) return named;
    if (!this.several) return undefined;
    let account: string | undefined;
    for (const start of this.starts) if (start.line < row.line) account = start.account;
    return account;
  }
}

/** Realized P/L of a row, when its column is named (the Forex block of some statements leaves it blank). */
function realised(columns: Columns, row: DelimitedRow): number | null {
  const column = columns.find('Realized P/L');
  return column === undefined ? null : parseNumber(columns.cell(row, column));
}

function readTrades(sink: ImportSink, trades: Block[], accounts: StatementAccounts): StatedClose[] {
  const closes: StatedClose[] = [];
  const stamp = compileTimestampFormat('YYYY-MM-DD, HH:mm:ss');
  const withExecutions = trades.some((block) =>
    block.rows.some((row) => block.columns.cell(row, 'DataDiscriminator').toUpperCase() === 'EXECUTION'),
  );
  for (const { columns, rows } of trades) {
    for (const row of rows) {
      const { line } = row;
      const discriminator = columns.cell(row, 'DataDiscriminator').toUpperCase();
      if (discriminator === 'CLOSEDLOT' || (withExecutions && discriminator === 'ORDER')) continue;
      const category = columns.cell(row, 'Asset Category');
      const assetClass = CATEGORIES[category.toUpperCase()];
      if (!assetClass) {
        sink.error(
          line,
          'VALIDATION-002',
          `"${category}" is not an asset category the importer knows`,
          'Asset Category',
        );
        continue;
      }
      const symbolText = columns.cell(row, 'Symbol');
      if (symbolText === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
      const time = sink.time(line, 'Date/Time', columns.cell(row, 'Date/Time'), stamp);
      const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
      const price = sink.check(line, 'T. Price', readPrice(columns.cell(row, 'T. Price')));
      const commission = sink.check(
        line,
        'Comm/Fee',
        readCost(columns.cell(row, columns.find('Comm/Fee', 'Comm in USD'))),
      );
      if (sink.failed(line) || !time || quantity === undefined || price === undefined) continue;
      const execution: ImportedExecution = {
        time,
        symbol: symbolFor(symbolText, assetClass),
        side: quantity < 0 ? 'sell' : 'buy',
        quantity: Math.abs(quantity),
        price,
        commission: commission ?? 0,
        fees: 0,
        assetClass,
      };
      // Forex quantities are units of the base currency, not lots.
      if (assetClass === 'forex') execution.multiplier = 1;
      const currency = columns.cell(row, 'Currency');
      if (currency !== '') execution.currency = currency;
      const accountRef = accounts.of(columns, row);
      if (accountRef !== undefined) execution.accountRef = accountRef;
      const code = columns.cell(row, 'Code');
      const effect = flexPositionEffect(code);
      if (effect) execution.positionEffect = effect;
      const event = flexEvent(code);
      if (event) execution.event = event;
      sink.add(execution);
      // IBKR's Realized P/L is after the commission of the closing and the opening fills.
      const amount = realised(columns, row);
      if (amount !== null && (amount !== 0 || effect === 'close'))
        closes.push({ fill: execution, stated: { line, amount, basis: 'net', symbol: execution.symbol } });
      else if (effect === 'close') closes.push({ fill: execution });
    }
  }
  return closes;
}

/**
 * The Trades Total lines as one figure for the whole file, when it can be one: every total in one
 * currency, and every position closed in the file opened in it too.
 */
function statedTotals(trades: Block[], complete: boolean): StatedPnl[] {
  const totals = trades.flatMap(({ columns, totals: rows }) =>
    rows.map((row) => ({
      line: row.line,
      currency: columns.cell(row, 'Currency'),
      amount: realised(columns, row),
    })),
  );
  const currencies = new Set(totals.map((total) => total.currency));
  if (!complete || currencies.size !== 1 || ![...currencies].every((code) => /^[A-Z]{3}$/.test(code)))
    return [];
  return totals.flatMap(({ line, amount }) =>
    amount === null ? [] : [{ line, amount, basis: 'net' as const }],
  );
}

function readCash(sink: ImportSink, found: Map<string, Block[]>, accounts: StatementAccounts): void {
  const day = compileTimestampFormat('YYYY-MM-DD');
  for (const { columns, rows } of found.get('DEPOSITS & WITHDRAWALS') ?? []) {
    for (const row of rows) {
      const amount = parseNumber(columns.cell(row, 'Amount'));
      const currency = columns.cell(row, 'Currency');
      // The section's total rows have no date.
      if (amount === null || amount === 0 || columns.cell(row, 'Settle Date') === '') continue;
      const time = sink.time(row.line, 'Settle Date', columns.cell(row, 'Settle Date'), day);
      if (!time) continue;
      const accountRef = accounts.of(columns, row);
      sink.cashTransactions.push({
        line: row.line,
        time,
        amount: Math.abs(amount),
        kind: amount > 0 ? 'deposit' : 'withdrawal',
        ...(currency !== '' && !currency.startsWith('Total') ? { currency } : {}),
        ...(accountRef === undefined ? {} : { accountRef }),
      });
    }
  }
  for (const [section, kind] of Object.entries(SKIPPED_SECTIONS)) {
    for (const { columns, rows } of found.get(section) ?? []) {
      for (const row of rows) {
        if (columns.cell(row, 'Currency').startsWith('Total')) continue;
        const description = `${columns.cell(row, 'Description')} ${columns.cell(row, 'Amount')}`.trim();
        sink.skipped.push({ line: row.line, kind, description });
      }
    }
  }
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const found = blocks(input.rows);
  const trades = found.get('TRADES') ?? [];
  const accounts = new StatementAccounts(found);
  const closes = readTrades(sink, trades, accounts);
  const checked = statedWithinFile(sink.executions, closes);
  const stated = [...checked.stated, ...statedTotals(trades, checked.warnings.length === 0)];
  for (const figure of stated.sort((a, b) => a.line - b.line)) sink.statePnl(figure);
  sink.warnings.push(...checked.warnings);
  readCash(sink, found, accounts);
  sink.skipped.sort((a, b) => a.line - b.line);
  if (sink.executions.length === 0 && sink.rowErrors.length === 0 && trades.length > 0)
    sink.noTrades = `${input.fileName} holds no trades: its Trades section is empty. Run the Activity Statement for a period with trades.`;
  return sink.output();
}

export const ibkrActivityFormat: ImportFormat = {
  id: 'ibkr-activity',
  label: 'Interactive Brokers (Activity Statement)',
  detect,
  parse,
};

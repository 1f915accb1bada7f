// Fidelity's account history download: blank lines, then one row per activity (newest first,
// dated without a time of day), then the download's disclaimers. The action says what happened in
// words ("YOU BOUGHT OPENING TRANSACTION CALL (AAPL) ..."), the symbol of an option is written
// " -AAPL260417C182.5"; commission and fees have their own columns. "EXPIRED", "ASSIGNED" and
// "EXERCISED" rows close an option without a price (option-events.ts), the stock of an assignment
// being a row of its own ("YOU BOUGHT ASSIGNED PUTS"). Transfers in and out are deposits or
// withdrawals by the amount's sign; dividends, interest and fees are skipped with their kind.
import {
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseOptionSymbol } from '../../journal/instrument-symbols.ts';
import { parseNumber } from '../numbers.ts';
import { optionEventOf, usOptionRemoval, type OptionRemoval } from '../option-events.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import { addCash, detectHeader, statementFills, statementRows } from './statement-rows.ts';
import { OPTION_MULTIPLIER } from '../../journal/instrument-defaults.ts';

const REQUIRED = ['Run Date', 'Action', 'Symbol', 'Amount ($)'];
const SIGNATURE = [
  'Run Date',
  'Action',
  'Symbol',
  'Quantity',
  'Price ($)',
  'Commission ($)',
  'Fees ($)',
  'Accrued Interest ($)',
  'Amount ($)',
  'Settlement Date',
];
/** Words of an action that move cash in or out of the account. */
const CASH_ACTIONS =
  /ELECTRONIC FUNDS TRANSFER|TRANSFERRED (FROM|TO)|DIRECT DEPOSIT|DIRECT DEBIT|WIRE TRANSFER|CHECK RECEIVED|CASH CONTRIBUTION|PARTIAL DISTRIBUTION/;

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

function sideOf(action: string): 'buy' | 'sell' | null {
  if (/\bBOUGHT\b/.test(action)) return 'buy';
  if (/\bSOLD\b/.test(action)) return 'sell';
  return null;
}

/** Whether the broker says the fill opens or closes ("OPENING TRANSACTION", "CLOSING TRANSACTION"). */
function effectOf(action: string): 'open' | 'close' | undefined {
  if (/\bOPENING TRANSACTION\b/.test(action)) return 'open';
  if (/\bCLOSING TRANSACTION\b/.test(action)) return 'close';
  return undefined;
}

function skippedKind(action: string): string {
  if (/DIVIDEND|REINVESTMENT/.test(action)) return 'dividend';
  if (/INTEREST/.test(action)) return 'interest';
  if (/\bFEE\b|FEES|CHARGE/.test(action)) return 'fee';
  if (/EXPIRED/.test(action)) return 'expiration';
  if (/ASSIGNED/.test(action)) return 'assignment';
  if (/EXERCISED/.test(action)) return 'exercise';
  if (/TAX/.test(action)) return 'tax';
  return 'other';
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return sink.output();
  const { columns, rows } = found;
  const format = compileTimestampFormat('MM/DD/YYYY');
  const fills: Array<{ line: number; fill: ImportedExecution }> = [];
  const removals: OptionRemoval[] = [];
  for (const row of rows) {
    const { line } = row;
    const action = columns.cell(row, 'Action').toUpperCase().replace(/\s+/g, ' ');
    const dateText = columns.cell(row, 'Run Date');
    if (action === '') {
      // The disclaimers and the download date under the table.
      sink.skipped.push({ line, kind: 'note', description: dateText.slice(0, 80) });
      continue;
    }
    const accountRef = columns.cell(row, 'Account');
    const side = sideOf(action);
    const event = side ? null : optionEventOf(action);
    const removed = event ? parseOptionSymbol(columns.cell(row, 'Symbol').replace(/^\s*-/, '')) : null;
    if (event && removed) {
      const time = sink.time(line, 'Run Date', dateText, format);
      const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
      if (sink.failed(line) || !time || quantity === undefined) continue;
      removals.push(usOptionRemoval(line, event, { time, symbol: removed.symbol, quantity, accountRef }));
      continue;
    }
    if (!side) {
      const amountText = columns.cell(row, 'Amount ($)');
      const amount = parseNumber(amountText);
      if (CASH_ACTIONS.test(action) && amount !== null) {
        const time = sink.time(line, 'Run Date', dateText, format);
        if (time) addCash(sink, line, time, amount, { currency: 'USD', accountRef });
      } else {
        sink.skipped.push({
          line,
          kind: skippedKind(action),
          description: `${columns.cell(row, 'Action')} ${amountText}`.trim(),
        });
      }
      continue;
    }
    const symbolText = columns.cell(row, 'Symbol').replace(/^-/, '');
    const option = parseOptionSymbol(symbolText);
    const isOption = option !== null || /\b(CALL|PUT)\b/.test(action);
    if (symbolText === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    else if (isOption && !option)
      sink.error(line, 'TRADE-001', `"${symbolText}" does not name an option contract`, 'Symbol');
    const time = sink.time(line, 'Run Date', dateText, format);
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const price = sink.check(line, 'Price ($)', readPrice(columns.cell(row, 'Price ($)')));
    const commission = sink.check(line, 'Commission ($)', readCost(columns.cell(row, 'Commission ($)')));
    const fees = sink.check(line, 'Fees ($)', readCost(columns.cell(row, 'Fees ($)'), '.', 'fee'));
    if (sink.failed(line) || !time || quantity === undefined || price === undefined) continue;
    const execution: ImportedExecution = {
      time,
      symbol: option?.symbol ?? symbolText,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: commission ?? 0,
      fees: fees ?? 0,
      assetClass: isOption ? 'option' : 'stock',
      currency: 'USD',
    };
    if (isOption) execution.multiplier = OPTION_MULTIPLIER;
    if (accountRef !== '') execution.accountRef = accountRef;
    const effect = effectOf(action);
    if (effect) execution.positionEffect = effect;
    fills.push({ line, fill: execution });
  }
  sink.executions = statementFills(fills, removals, sink);
  return sink.output();
}

export const fidelityFormat: ImportFormat = {
  id: 'fidelity',
  label: 'Fidelity (account history)',
  detect,
  parse,
};

// Binance's Transaction History (Wallet > Transaction History > Export), the account ledger: one
// row per balance change (User_ID, UTC_Time, Account, Operation, Coin, Change, Remark). A trade
// there is split into the coins it moved ("Transaction Buy", "Transaction Spend", "Transaction
// Fee"...) with no price or order to tie them, so no fill is made from it: money deposited or
// withdrawn in a currency is the account's cash, every other row is skipped with its operation,
// and the file says where the trades are.
import { FIAT_CURRENCIES } from '../../journal/instrument-defaults.ts';
import { Columns, ImportSink, type FormatInput, type FormatOutput } from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import { addCash } from './statement-rows.ts';

export const LEDGER_REQUIRED = ['UTC_Time', 'Operation', 'Coin', 'Change'];
export const LEDGER_SIGNATURE = [...LEDGER_REQUIRED, 'User_ID', 'Account', 'Remark'];
const FORMAT = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');
const CASH = new Set(['deposit', 'withdraw', 'fiat deposit', 'fiat withdraw', 'fiat withdrawal']);

export function parseLedger(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  for (const row of rows) {
    const { line } = row;
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    const operation = columns.cell(row, 'Operation');
    const coin = columns.cell(row, 'Coin').toUpperCase();
    const changeText = columns.cell(row, 'Change');
    if (CASH.has(operation.toLowerCase()) && FIAT_CURRENCIES.has(coin)) {
      const change = parseNumber(changeText);
      if (change === null) {
        sink.error(line, 'VALIDATION-010', `The change "${changeText}" is not a number`, 'Change');
        continue;
      }
      const time = sink.time(line, 'UTC_Time', columns.cell(row, 'UTC_Time'), FORMAT);
      if (!time) continue;
      addCash(sink, line, time, change, { currency: coin });
      continue;
    }
    sink.skipped.push({
      line,
      kind: operation.toLowerCase() || 'ledger row',
      description: `${operation || 'A ledger row'}: ${changeText} ${coin}`.trim(),
    });
  }
  if (sink.rowErrors.length === 0)
    sink.noTrades =
      'This Binance Transaction History is the account ledger, where trades are split into coin movements without prices: export the Spot or Futures Trade History to import the trades';
  return sink.output();
}

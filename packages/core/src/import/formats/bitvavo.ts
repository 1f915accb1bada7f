// Bitvavo's transaction history (Account > Transaction history > Export): one row per
// transaction with the zone its date and time are written in ("Europe/Amsterdam"), the type, the
// coin and its signed amount, the quote currency and price, what was paid or received, the fee and
// its currency, the status and an id. Buys and sells are fills of COIN/QUOTE at the quote price,
// the fee (paid in the quote) their commission. Deposits and withdrawals of money are account
// transactions, of coins skipped transfers; staking and other rewards are skipped.
import { isKnownTimeZone } from '../zone-time.ts';
import { FIAT_CURRENCIES } from '../../journal/instrument-defaults.ts';
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat, readTimestamp } from '../timestamps.ts';
import { readPrice, readQuantity } from '../values.ts';
import { feeInQuote, noteNoTrades } from './coin-swaps.ts';
import { addCash } from './statement-rows.ts';

const SIGNATURE = [
  'Timezone',
  'Date',
  'Time',
  'Type',
  'Currency',
  'Amount',
  'Quote Currency',
  'Quote Price',
  'Received / Paid Currency',
  'Received / Paid Amount',
  'Fee currency',
  'Fee amount',
  'Status',
  'Transaction ID',
  'Address',
];
const TIME = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');
const NOT_DONE = /cancel|fail|pending|awaiting/i;

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Timezone', 'Quote Price', 'Received / Paid Amount') ? columns.share(SIGNATURE) : 0;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  // Each row names its zone; read with it, not with the trader's.
  const timeOf = (line: number, text: string, zoneText: string): string | undefined => {
    const zone = zoneText || input.timeZone;
    if (!isKnownTimeZone(zone)) {
      sink.error(line, 'VALIDATION-008', `"${zoneText}" is not a time zone`, 'Timezone');
      return undefined;
    }
    const read = readTimestamp(text, TIME, zone);
    if (!read.ok) {
      sink.error(line, read.code, read.message, 'Time');
      return undefined;
    }
    if (read.ambiguous)
      sink.warnings.push({
        line,
        message: `${text} happened twice in ${zone} (the clocks went back); the first was taken`,
      });
    return read.iso;
  };
  for (const row of rows) {
    const { line } = row;
    const type = columns.cell(row, 'Type').toLowerCase();
    const coin = columns.cell(row, 'Currency').toUpperCase();
    const amountText = columns.cell(row, 'Amount');
    const status = columns.cell(row, 'Status');
    const id = columns.cell(row, 'Transaction ID');
    const when = `${columns.cell(row, 'Date')} ${columns.cell(row, 'Time')}`;
    if (NOT_DONE.test(status)) {
      sink.skipped.push({
        line,
        kind: 'cancelled',
        description: `${type} ${amountText} ${coin} (${status})`,
      });
      continue;
    }
    if (type !== 'buy' && type !== 'sell') {
      const amount = parseNumber(amountText);
      if ((type === 'deposit' || type === 'withdrawal') && FIAT_CURRENCIES.has(coin) && amount !== null) {
        const time = timeOf(line, when, columns.cell(row, 'Timezone'));
        if (time)
          addCash(sink, line, time, type === 'withdrawal' ? -Math.abs(amount) : Math.abs(amount), {
            currency: coin,
          });
        continue;
      }
      const kind =
        type === 'deposit' || type === 'withdrawal'
          ? 'transfer'
          : /staking|reward|bonus|earn/.test(type)
            ? 'reward'
            : type || 'unknown';
      sink.skipped.push({ line, kind, description: `${type} ${amountText} ${coin}`.trim() });
      continue;
    }
    const quote = columns.cell(row, 'Quote Currency').toUpperCase();
    if (coin === '' || quote === '')
      sink.error(
        line,
        'TRADE-001',
        `"${coin}" against "${quote}" is not a pair`,
        coin === '' ? 'Currency' : 'Quote Currency',
      );
    const quantity = sink.check(line, 'Amount', readQuantity(amountText));
    const price = sink.check(line, 'Quote Price', readPrice(columns.cell(row, 'Quote Price')));
    const feeText = columns.cell(row, 'Fee amount');
    const fee = feeText === '' ? 0 : parseNumber(feeText);
    if (fee === null)
      sink.error(line, 'VALIDATION-010', `The fee "${feeText}" is not a number`, 'Fee amount');
    const time = timeOf(line, when, columns.cell(row, 'Timezone'));
    if (sink.failed(line) || quantity === undefined || price === undefined || fee === null || !time) continue;
    const fill = {
      time,
      symbol: `${coin}/${quote}`,
      side: type === 'buy' ? ('buy' as const) : ('sell' as const),
      quantity: Math.abs(quantity),
      price,
      commission: 0,
      fees: 0,
      assetClass: 'crypto' as const,
      currency: quote,
      ...(id ? { brokerExecutionId: id } : {}),
    };
    fill.commission = feeInQuote(sink, line, fill, fee, columns.cell(row, 'Fee currency'));
    sink.add(fill);
  }
  noteNoTrades(sink, 'This Bitvavo export holds deposits, withdrawals and rewards only, no buys or sells');
  return sink.output();
}

export const bitvavoFormat: ImportFormat = {
  id: 'bitvavo',
  label: 'Bitvavo (transaction history)',
  detect,
  parse,
};

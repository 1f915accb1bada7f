// Delta (by eToro) portfolio tracker's CSV layout, the one its import template documents: one row
// per transaction with its time and offset, Way (BUY, SELL, DEPOSIT, WITHDRAW, TRANSFER,
// DIVIDEND...), the base asset's amount, name ("SOL (Solana)": the code before the bracket) and
// type (CRYPTO, STOCK, FIAT...), the quote amount and currency (the trade's total, so the price
// is quote over base), the exchange, and a fee with its currency. Coins are kept as pairs
// (ETH/BTC); a fee in the quote currency is the fill's, one in the base asset is priced at the
// fill, one in a third coin is named in a warning. Fiat deposits and withdrawals are the
// account's; coin transfers and dividends are skipped.
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
import { readQuantity } from '../values.ts';
import { addCash, detectHeader, roundMoney, statementRows } from './statement-rows.ts';

const REQUIRED = ['Date', 'Way', 'Base amount', 'Base currency (name)', 'Quote amount', 'Quote currency'];
const SIGNATURE = [
  ...REQUIRED,
  'Base type',
  'Exchange',
  'Fee amount',
  'Fee currency (name)',
  'Broker',
  'Notes',
];
const FORMAT = compileTimestampFormat('YYYY-MM-DDTHH:mm:ss');

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

/** "SOL (Solana)" is SOL: the name in brackets only tells coins with the same code apart. */
function code(text: string): string {
  return text
    .replace(/\(.*\)\s*$/, '')
    .trim()
    .toUpperCase();
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return sink.output();
  const { columns, rows } = found;
  for (const row of rows) {
    const { line } = row;
    const way = columns.cell(row, 'Way').toUpperCase();
    const base = code(columns.cell(row, 'Base currency (name)'));
    const baseType = columns.cell(row, 'Base type').toUpperCase();
    const baseAmount = parseNumber(columns.cell(row, 'Base amount'));
    if (way !== 'BUY' && way !== 'SELL') {
      if ((way === 'DEPOSIT' || way === 'WITHDRAW') && baseType === 'FIAT' && baseAmount !== null) {
        const time = sink.time(line, 'Date', columns.cell(row, 'Date'), FORMAT);
        const signed = way === 'WITHDRAW' ? -Math.abs(baseAmount) : Math.abs(baseAmount);
        if (time) addCash(sink, line, time, signed, { currency: base });
        continue;
      }
      sink.skipped.push({
        line,
        kind: way === 'DIVIDEND' ? 'dividend' : way === '' ? 'unknown' : 'transfer',
        description: [way, columns.cell(row, 'Base amount'), base].filter((part) => part !== '').join(' '),
      });
      continue;
    }
    const quote = code(columns.cell(row, 'Quote currency'));
    if (base === '') sink.error(line, 'TRADE-001', 'The base currency is missing', 'Base currency (name)');
    if (quote === '') sink.error(line, 'TRADE-001', 'The quote currency is missing', 'Quote currency');
    const time = sink.time(line, 'Date', columns.cell(row, 'Date'), FORMAT);
    const quantity = sink.check(line, 'Base amount', readQuantity(columns.cell(row, 'Base amount')));
    const total = parseNumber(columns.cell(row, 'Quote amount'));
    if (total === null || total === 0)
      sink.error(
        line,
        'TRADE-002',
        `The quote amount "${columns.cell(row, 'Quote amount')}" is not above zero`,
        'Quote amount',
      );
    const feeText = columns.cell(row, 'Fee amount');
    const fee = feeText === '' ? 0 : parseNumber(feeText);
    if (fee === null)
      sink.error(line, 'VALIDATION-010', `The fee "${feeText}" is not a number`, 'Fee amount');
    if (sink.failed(line) || !time || quantity === undefined || !total || fee === null) continue;
    const size = Math.abs(quantity);
    const price = Math.round((Math.abs(total) / size) * 1e10) / 1e10;
    const feeCoin = code(columns.cell(row, 'Fee currency (name)'));
    let fees = 0;
    if (fee !== 0 && (feeCoin === quote || feeCoin === '')) fees = Math.abs(fee);
    else if (fee !== 0 && feeCoin === base) fees = Math.abs(fee) * price;
    else if (fee !== 0)
      sink.warnings.push({
        line,
        message: `The fee of ${feeText} ${feeCoin} is in neither ${base} nor ${quote}: it is not counted in the fees`,
      });
    const crypto = baseType === 'CRYPTO';
    const execution: ImportedExecution = {
      time,
      symbol: crypto ? `${base}/${quote}` : base,
      side: way === 'BUY' ? 'buy' : 'sell',
      quantity: size,
      price,
      commission: 0,
      fees: roundMoney(fees),
      assetClass: crypto ? 'crypto' : 'stock',
      currency: quote,
    };
    sink.add(execution);
  }
  return sink.output();
}

export const deltaFormat: ImportFormat = {
  id: 'delta',
  label: 'Delta (transactions CSV)',
  detect,
  parse,
};

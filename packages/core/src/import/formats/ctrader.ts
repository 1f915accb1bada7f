// cTrader's History tab exported as CSV: one row per closing deal (a position closed in parts
// shows once per part), with its opening direction, opening and closing times, entry and closing
// prices, the quantity closed ("0.50 Lots", or units), and the part's commissions, swap and net.
// Each row becomes its entry and exit fills; the commissions, charged for the round trip, are
// split between the two so they count once. Times are naive, in the zone the platform showed.
import { parsePairSymbol } from '../../journal/instrument-symbols.ts';
import {
  Columns,
  ImportSink,
  columnTimeFormat,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';
import { roundMoney } from './statement-rows.ts';
import { STANDARD_LOT } from '../../calculators/forex.ts';

const SIGNATURE = [
  'Symbol',
  'Opening direction',
  'Opening time',
  'Closing time',
  'Entry price',
  'Closing price',
  'Closing Quantity',
  'Commissions',
  'Swap',
  'Balance',
];
/** A standard lot of a currency pair. */
const LOTS = /^(.*?)\s*lots?$/i;

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Opening direction', 'Closing price') ? columns.share(SIGNATURE) : 0;
}

function split(total: number): [number, number] {
  const first = Math.round((total / 2) * 100) / 100;
  return [first, roundMoney(total - first)];
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const idColumn = columns.find('Position ID', 'Order ID', 'ID');
  const format = columnTimeFormat(
    function* () {
      for (const row of rows) {
        yield columns.cell(row, 'Opening time');
        yield columns.cell(row, 'Closing time');
      }
    },
    undefined,
    sink,
  );
  let swap = 0;
  let swapRows = 0;
  for (const row of rows) {
    const { line } = row;
    const symbol = columns.cell(row, 'Symbol').toUpperCase();
    if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const directionText = columns.cell(row, 'Opening direction');
    const side = readSide(directionText);
    if (!side)
      sink.error(line, 'VALIDATION-002', `"${directionText}" is not buy or sell`, 'Opening direction');
    const quantityText = columns.cell(row, 'Closing Quantity');
    const lots = LOTS.exec(quantityText);
    const quantity = sink.check(
      line,
      'Closing Quantity',
      readQuantity(lots ? (lots[1] ?? '') : quantityText),
    );
    const entryPrice = sink.check(line, 'Entry price', readPrice(columns.cell(row, 'Entry price')));
    const exitPrice = sink.check(line, 'Closing price', readPrice(columns.cell(row, 'Closing price')));
    const opened = sink.time(line, 'Opening time', columns.cell(row, 'Opening time'), format);
    const closed = sink.time(line, 'Closing time', columns.cell(row, 'Closing time'), format);
    const commission = sink.check(line, 'Commissions', readCost(columns.cell(row, 'Commissions')));
    if (
      sink.failed(line) ||
      !side ||
      quantity === undefined ||
      entryPrice === undefined ||
      exitPrice === undefined ||
      !opened ||
      !closed
    )
      continue;
    const rowSwap = parseNumber(columns.cell(row, 'Swap')) ?? 0;
    if (rowSwap !== 0) {
      swap += rowSwap;
      swapRows++;
    }
    const pair = parsePairSymbol(symbol);
    const forex = pair?.kind === 'forex';
    const crypto = pair?.kind === 'crypto';
    const id = columns.cell(row, idColumn);
    const [entryCommission, exitCommission] = split(commission ?? 0);
    const leg = (legSide: 'buy' | 'sell', time: string, price: number, cost: number): ImportedExecution => ({
      time,
      symbol: pair ? pair.symbol : symbol,
      side: legSide,
      quantity: Math.abs(quantity),
      price,
      commission: cost,
      fees: 0,
      assetClass: forex ? 'forex' : crypto ? 'crypto' : 'cfd',
      // Lots of a currency pair are 100,000 units; quantities in units need no multiplier.
      ...(forex && lots ? { multiplier: STANDARD_LOT } : {}),
      ...(id === '' ? {} : { orderId: id }),
    });
    sink.add(leg(side, opened, entryPrice, entryCommission));
    sink.add(leg(side === 'buy' ? 'sell' : 'buy', closed, exitPrice, exitCommission));
  }
  if (swapRows > 0) {
    sink.warnings.push({
      message: `Swap of ${roundMoney(swap)} on ${swapRows} positions is financing, not a fill cost: it is not in the fills' commissions or fees`,
    });
  }
  return sink.output();
}

export const ctraderFormat: ImportFormat = {
  id: 'ctrader',
  label: 'cTrader (history)',
  detect,
  parse,
};

// TopstepX's trade statistics as its web API returns them ("Statistics/trades"), saved as CSV by
// third-party tools: one row per closed trade (symbolId "F.US.MNQ", positionSize negative for a
// short, profitAndLoss before fees, fees, createdAt when it closed). The API leaves the prices out
// (entryPrice 0, exitPrice blank) and dates the entry 0001-01-01, so such a row cannot become
// fills: it is a row error saying so, and the file gets one warning naming the export that has
// them. A row that does carry both prices and an entry time is read as its round trip.
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { costHalves, FillsById, tradeRowId } from '../round-trip-rows.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import { readCost, readQuantity } from '../values.ts';

const SIGNATURE = [
  'id',
  'symbolId',
  'positionSize',
  'profitAndLoss',
  'fees',
  'entryPrice',
  'exitPrice',
  'tradeDay',
  'createdAt',
  'enteredAt',
];

/** The API's "no date": .NET's DateTime.MinValue. */
const NO_DATE = /^0001-01-01/;

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('symbolId', 'positionSize', 'profitAndLoss') ? columns.share(SIGNATURE) : 0;
}

/** "F.US.MNQ" is the contract's root, MNQ; the month is not in the API's row. */
function rootOf(symbolId: string): string {
  return symbolId.split('.').pop() ?? symbolId;
}

function positive(text: string): number | null {
  const value = parseNumber(text, '.');
  return value !== null && value > 0 ? value : null;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const fills = new FillsById(sink);
  const iso = compileTimestampFormat('YYYY-MM-DDTHH:mm:ss');
  let priceless = 0;
  for (const row of rows) {
    const { line } = row;
    const cell = (name: string): string => columns.cell(row, name);
    const entryPrice = positive(cell('entryPrice'));
    const exitPrice = positive(cell('exitPrice'));
    const enteredText = cell('enteredAt');
    if (entryPrice === null || exitPrice === null || enteredText === '' || NO_DATE.test(enteredText)) {
      priceless++;
      const missing = [
        entryPrice === null ? `no entry price (entryPrice "${cell('entryPrice')}")` : '',
        exitPrice === null ? `no exit price (exitPrice "${cell('exitPrice')}")` : '',
        enteredText === '' || NO_DATE.test(enteredText) ? `no entry time (enteredAt "${enteredText}")` : '',
      ].filter((part) => part !== '');
      sink.error(
        line,
        'TRADE-002',
        `The trade has ${missing.join(', ')}: its fills cannot be rebuilt`,
        entryPrice === null ? 'entryPrice' : exitPrice === null ? 'exitPrice' : 'enteredAt',
      );
      continue;
    }
    const symbol = rootOf(cell('symbolId'));
    if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'symbolId');
    const size = sink.check(line, 'positionSize', readQuantity(cell('positionSize')));
    const fees = sink.check(line, 'fees', readCost(cell('fees'), '.', 'fee'));
    const entered = sink.time(line, 'enteredAt', enteredText, iso);
    const exited = sink.time(line, 'createdAt', cell('createdAt'), iso);
    if (sink.failed(line) || size === undefined || !entered || !exited) continue;
    const long = size > 0;
    const quantity = Math.abs(size);
    const id = cell('id');
    const [entryFees, exitFees] = costHalves(fees ?? 0);
    const before = sink.rowErrors.length;
    fills.addTrade(
      {
        line,
        id: fills.uniqueRowId(
          id !== '' && id !== '0' ? id : tradeRowId({ symbol, long, opened: entered, quantity, entryPrice }),
        ),
      },
      { symbol, quantity, assetClass: 'future' },
      long,
      { time: entered, price: entryPrice, commission: 0, fees: entryFees },
      { time: exited, price: exitPrice, commission: 0, fees: exitFees },
    );
    const pnl = parseNumber(cell('profitAndLoss'), '.');
    if (pnl !== null && sink.rowErrors.length === before)
      sink.statePnl({ line, amount: pnl, basis: 'gross', symbol });
  }
  if (priceless > 0)
    sink.warnings.push({
      message: `${priceless} of the ${rows.length} trades in this TopstepX API list have no prices: export the trades from TopstepX itself (Trades, Export) to import them`,
    });
  return sink.output();
}

export const topstepxApiFormat: ImportFormat = {
  id: 'topstepx-api',
  label: 'TopstepX (API trade list)',
  detect,
  parse,
};

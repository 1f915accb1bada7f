// ATAS's trading journal (Trading Journal → Journal, exported to Excel, or saved as CSV): one closed
// round trip per row with its open and close time, price and volume. The open volume's sign is the
// direction (2 a long, -2 a short) and the close volume carries the opposite sign. Instruments are
// written with their exchange ("MESU5@CME"). PnL is the trip's result in money as ATAS computes it
// (price move × volume × point value, before the commission it shows apart when it does), so it is
// stated gross where a commission column is present and on either basis where none is. Times are
// naive, in the zone ATAS shows, in the layout of the Windows locale when saved as text.
import { parseFutureSymbol } from '../../journal/instrument-symbols.ts';
import type { DelimitedRow } from '../delimited.ts';
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { instantOf } from '../../journal/instant.ts';
import { costHalves, FillsById, tradeRowId } from '../round-trip-rows.ts';
import { readTimestamp } from '../timestamps.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import { localeDecimal } from './locale-numbers.ts';
import { localeTimeFormat } from './locale-times.ts';
import { parseNumber } from '../numbers.ts';

const SIGNATURE = [
  'Account',
  'Instrument',
  'Open time',
  'Open price',
  'Open volume',
  'Close time',
  'Close price',
  'Close volume',
  'PnL',
  'Comment',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Open time', 'Open volume', 'Close time', 'Close price') ? columns.share(SIGNATURE) : 0;
}

/** "MESU5@CME" is MESU5 traded on the CME: the journal keeps the contract. */
function contractOf(instrument: string): string {
  const contract = instrument.replace(/@[^@]*$/, '').trim();
  return parseFutureSymbol(contract)?.symbol ?? contract;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const decimal = localeDecimal(
    rows.flatMap((row) => [columns.cell(row, 'Open price'), columns.cell(row, 'Close price')]),
  );
  const opened = (row: DelimitedRow) => columns.cell(row, 'Open time');
  const closed = (row: DelimitedRow) => columns.cell(row, 'Close time');
  const layout = localeTimeFormat(
    rows.flatMap((row) => [opened(row), closed(row)]),
    'ATAS',
    (format) =>
      rows.every((row) => {
        const open = readTimestamp(opened(row), format, 'UTC');
        const close = readTimestamp(closed(row), format, 'UTC');
        return !open.ok || !close.ok || instantOf(open.iso) <= instantOf(close.iso);
      }),
  );
  if (layout.warning) sink.warnings.push({ message: layout.warning });
  const commissionColumn = columns.find('Commission', 'Commissions');
  const fills = new FillsById(sink);
  for (const row of rows) {
    const { line } = row;
    const instrument = columns.cell(row, 'Instrument');
    if (instrument === '') sink.error(line, 'TRADE-001', 'The instrument is missing', 'Instrument');
    const volume = sink.check(line, 'Open volume', readQuantity(columns.cell(row, 'Open volume'), decimal));
    const closeText = columns.cell(row, 'Close volume');
    const closeVolume =
      closeText === '' ? undefined : sink.check(line, 'Close volume', readQuantity(closeText, decimal));
    if (volume !== undefined && closeVolume !== undefined && Math.abs(closeVolume) !== Math.abs(volume))
      sink.error(
        line,
        'TRADE-003',
        `The close volume ${closeText} does not close the open volume ${columns.cell(row, 'Open volume')}`,
        'Close volume',
      );
    const entryPrice = sink.check(line, 'Open price', readPrice(columns.cell(row, 'Open price'), decimal));
    const exitPrice = sink.check(line, 'Close price', readPrice(columns.cell(row, 'Close price'), decimal));
    const entryTime = sink.time(line, 'Open time', opened(row), layout.format);
    const exitTime = sink.time(line, 'Close time', closed(row), layout.format);
    const commission = sink.check(
      line,
      commissionColumn,
      readCost(columns.cell(row, commissionColumn), decimal),
    );
    if (
      sink.failed(line) ||
      volume === undefined ||
      entryPrice === undefined ||
      exitPrice === undefined ||
      !entryTime ||
      !exitTime
    )
      continue;
    const symbol = contractOf(instrument);
    const long = volume > 0;
    const quantity = Math.abs(volume);
    const account = columns.cell(row, 'Account');
    const [entryCost, exitCost] = costHalves(commission ?? 0, 2);
    fills.addTrade(
      {
        line,
        id: fills.uniqueRowId(tradeRowId({ symbol, long, opened: entryTime, quantity, entryPrice })),
      },
      {
        symbol,
        quantity,
        assetClass: 'future',
        ...(account === '' ? {} : { accountRef: account }),
      },
      long,
      { time: entryTime, price: entryPrice, commission: entryCost, fees: 0 },
      { time: exitTime, price: exitPrice, commission: exitCost, fees: 0 },
    );
    const pnl = parseNumber(columns.cell(row, 'PnL'), decimal);
    if (pnl !== null)
      sink.statePnl({
        line,
        amount: pnl,
        basis: commissionColumn === undefined ? 'either' : 'gross',
        symbol,
        ...(account === '' ? {} : { accountRef: account }),
      });
  }
  return sink.output();
}

export const atasFormat: ImportFormat = {
  id: 'atas',
  label: 'ATAS (trading journal)',
  detect,
  parse,
};

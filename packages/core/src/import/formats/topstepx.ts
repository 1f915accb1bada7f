// TopstepX (ProjectX) trades export: one closed round trip per row (Type Long or Short, Size in
// contracts), with the round trip's exchange fees and commissions as totals. Those are split
// evenly between the entry and the exit fill (the exit takes any odd remainder, so the two add up
// to the file's figure exactly): a futures round trip is charged the same on each side. The row's
// Id names both fills ("<Id>:entry", "<Id>:exit"), so a re-import matches them whatever the costs.
import { parseFutureSymbol } from '../../journal/instrument-symbols.ts';
import {
  Columns,
  ImportSink,
  columnTimeFormat,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { costHalves, FillsById, tradeRowId } from '../round-trip-rows.ts';
import { brokerTimestampFormat, detectTimestampFormat } from '../timestamps.ts';
import { readFuturesPrice } from '../futures-prices.ts';
import { parseNumber } from '../numbers.ts';
import { readCost, readQuantity } from '../values.ts';

const SIGNATURE = [
  'Id',
  'ContractName',
  'EnteredAt',
  'ExitedAt',
  'EntryPrice',
  'ExitPrice',
  'Fees',
  'PnL',
  'Size',
  'Type',
  'TradeDay',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('ContractName', 'EnteredAt', 'ExitedAt') ? columns.share(SIGNATURE) : 0;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const fills = new FillsById(sink);
  // The platform writes US month-first dates; other layouts (ISO) are detected, and a file no
  // known layout fits gets the generic warning and row errors.
  const times = rows.flatMap((row) => [columns.cell(row, 'EnteredAt'), columns.cell(row, 'ExitedAt')]);
  const detected = detectTimestampFormat(times);
  let format = detected.format;
  if (detected.format === null && detected.reason === 'ambiguous') {
    const documented = brokerTimestampFormat(times, {
      dayFirst: false,
      fallback: 'M/D/YYYY H:mm:ss',
      broker: 'TopstepX',
    });
    format = documented.format;
    if (documented.warning) sink.warnings.push({ message: documented.warning });
  } else if (!format) format = columnTimeFormat(() => [], undefined, sink);
  for (const row of rows) {
    const { line } = row;
    const contract = columns.cell(row, 'ContractName');
    if (contract === '') sink.error(line, 'TRADE-001', 'The contract is missing', 'ContractName');
    const type = columns.cell(row, 'Type').toLowerCase();
    if (type !== 'long' && type !== 'short')
      sink.error(line, 'VALIDATION-002', `"${columns.cell(row, 'Type')}" is not Long or Short`, 'Type');
    const size = sink.check(line, 'Size', readQuantity(columns.cell(row, 'Size')));
    const entryPrice = sink.check(
      line,
      'EntryPrice',
      readFuturesPrice(columns.cell(row, 'EntryPrice'), contract),
    );
    const exitPrice = sink.check(
      line,
      'ExitPrice',
      readFuturesPrice(columns.cell(row, 'ExitPrice'), contract),
    );
    const entered = sink.time(line, 'EnteredAt', columns.cell(row, 'EnteredAt'), format);
    const exited = sink.time(line, 'ExitedAt', columns.cell(row, 'ExitedAt'), format);
    const fees = sink.check(line, 'Fees', readCost(columns.cell(row, 'Fees'), '.', 'fee'));
    const commissions = sink.check(line, 'Commissions', readCost(columns.cell(row, 'Commissions')));
    if (
      sink.failed(line) ||
      size === undefined ||
      entryPrice === undefined ||
      exitPrice === undefined ||
      !entered ||
      !exited
    )
      continue;
    const [entryFees, exitFees] = costHalves(fees ?? 0);
    const [entryCommission, exitCommission] = costHalves(commissions ?? 0);
    const base = {
      symbol: parseFutureSymbol(contract)?.symbol ?? contract,
      quantity: Math.abs(size),
      assetClass: 'future' as const,
    };
    const long = type === 'long';
    const id = columns.cell(row, 'Id');
    const trade = {
      line,
      id: fills.uniqueRowId(
        id !== ''
          ? id
          : tradeRowId({ symbol: base.symbol, long, opened: entered, quantity: base.quantity, entryPrice }),
      ),
    };
    const before = sink.rowErrors.length;
    fills.addTrade(
      trade,
      base,
      long,
      { time: entered, price: entryPrice, commission: entryCommission, fees: entryFees },
      { time: exited, price: exitPrice, commission: exitCommission, fees: exitFees },
    );
    // PnL is the trade's before fees and commissions (points times size times the point value).
    const pnl = parseNumber(columns.cell(row, 'PnL'), '.');
    if (pnl !== null && sink.rowErrors.length === before)
      sink.statePnl({ line, amount: pnl, basis: 'gross', symbol: base.symbol });
  }
  return sink.output();
}

export const topstepxFormat: ImportFormat = { id: 'topstepx', label: 'TopstepX (trades)', detect, parse };

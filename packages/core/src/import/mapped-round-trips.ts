// Mapped rows that each hold a whole trade (open and close time, direction, quantity, entry and
// exit price, the trip's costs, its P&L): every row becomes an entry fill and an exit fill through
// the same FillsById the broker formats of round trips use, so a re-import finds the same fills.
import type { AssetClass } from '../trades/trade-form.ts';
import type { DelimitedRow } from './delimited.ts';
import type { Columns, FormatOutput, ImportSink } from './format.ts';
import { rowAssetClass, stateRowPnl, timeReader } from './mapped-cells.ts';
import { costHalves, FillsById, tradeRowId, type TradeBase } from './round-trip-rows.ts';
import type { ColumnMapping } from './types.ts';
import { readCost, readMultiplier, readPrice, readQuantity, readSide } from './values.ts';

export interface MappedRoundTripsInput {
  sink: ImportSink;
  columns: Columns;
  rows: readonly DelimitedRow[];
  mapping: ColumnMapping;
  normalizeSymbol?: ((symbol: string, assetClass: AssetClass) => string) | undefined;
}

/**
 * The row's direction: its side column ("Long", "Short", "Buy", "Sell": the opening fill's side),
 * else the sign of its quantity (a short written as a negative quantity).
 */
function direction(
  sink: ImportSink,
  columns: Columns,
  row: DelimitedRow,
  mapping: ColumnMapping,
  signed: number | undefined,
): boolean | undefined {
  const column = mapping.columns.side;
  if (column === undefined) return signed === undefined ? undefined : signed >= 0;
  const text = columns.cell(row, column);
  const side = readSide(text);
  if (side === null) {
    sink.error(row.line, 'VALIDATION-002', `"${text}" is not long or short (buy or sell)`, column);
    return undefined;
  }
  return side === 'buy';
}

export function readMappedRoundTrips({
  sink,
  columns,
  rows,
  mapping,
  normalizeSymbol,
}: MappedRoundTripsInput): FormatOutput {
  const map = mapping.columns;
  const decimal = mapping.decimal ?? '.';
  const fills = new FillsById(sink);
  const open = timeReader(
    columns,
    rows,
    { time: map.time, date: map.date, clock: map.clock },
    mapping.dateFormat,
    sink,
  );
  // A file of open trades only may have no close columns: no layout to find, and no warning.
  const close =
    map.closeTime === undefined && map.closeDate === undefined
      ? { text: () => '', column: undefined, format: null }
      : timeReader(
          columns,
          rows,
          { time: map.closeTime, date: map.closeDate, clock: map.closeClock },
          mapping.dateFormat,
          sink,
        );

  for (const row of rows) {
    const { line } = row;
    const symbolText = columns.cell(row, map.symbol);
    if (symbolText === '') sink.error(line, 'TRADE-001', 'The symbol is missing', map.symbol);
    const opened = sink.time(line, open.column, open.text(row), open.format);
    const closeText = close.text(row);
    const exitText = columns.cell(row, map.exitPrice);
    // No close time and no exit price: a trade still open when the file was written.
    const isOpen = closeText === '' && exitText === '';
    const closed = isOpen ? undefined : sink.time(line, close.column, closeText, close.format);
    const signed = sink.check(line, map.quantity, readQuantity(columns.cell(row, map.quantity), decimal));
    const long = direction(sink, columns, row, mapping, signed);
    const entryPrice = sink.check(line, map.price, readPrice(columns.cell(row, map.price), decimal));
    const exitPrice = isOpen ? undefined : sink.check(line, map.exitPrice, readPrice(exitText, decimal));
    const commission = sink.check(line, map.commission, readCost(columns.cell(row, map.commission), decimal));
    const fees = sink.check(line, map.fees, readCost(columns.cell(row, map.fees), decimal, 'fee'));
    const multiplierRead = readMultiplier(columns.cell(row, map.multiplier), decimal);
    const multiplier = multiplierRead ? sink.check(line, map.multiplier, multiplierRead) : undefined;
    const assetClass = rowAssetClass(sink, columns, row, mapping, symbolText);
    if (
      sink.failed(line) ||
      opened === undefined ||
      signed === undefined ||
      long === undefined ||
      entryPrice === undefined ||
      (!isOpen && (closed === undefined || exitPrice === undefined))
    )
      continue;
    const symbol = normalizeSymbol ? normalizeSymbol(symbolText, assetClass) : symbolText;
    const quantity = Math.abs(signed);
    const base: TradeBase = { symbol, quantity, assetClass };
    if (multiplier !== undefined) base.multiplier = multiplier;
    for (const key of ['currency', 'orderId', 'accountRef'] as const) {
      const value = columns.cell(row, map[key]);
      if (value !== '') base[key] = value;
    }
    stateRowPnl(sink, columns, row, mapping, { symbol, accountRef: base.accountRef });
    if (sink.failed(line)) continue;
    // The file's trade id when it has one, else one made of what stays the same between exports.
    const ownId = columns.cell(row, map.brokerExecutionId);
    const id = fills.uniqueRowId(
      ownId !== '' ? ownId : tradeRowId({ symbol, long, opened, quantity, entryPrice }),
    );
    const [entryCommission, exitCommission] = isOpen ? [commission ?? 0, 0] : costHalves(commission ?? 0);
    const [entryFees, exitFees] = isOpen ? [fees ?? 0, 0] : costHalves(fees ?? 0);
    const entry = { time: opened, price: entryPrice, commission: entryCommission, fees: entryFees };
    if (isOpen || closed === undefined || exitPrice === undefined) {
      fills.addEntry({ line, id }, base, long, entry);
      continue;
    }
    fills.addTrade({ line, id }, base, long, entry, {
      time: closed,
      price: exitPrice,
      commission: exitCommission,
      fees: exitFees,
    });
  }
  return sink.output();
}

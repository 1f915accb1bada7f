// Reading rows through a column mapping: the generic importer's engine, and the one broker
// formats with one fill per row use too (each names its columns and lets this read them).
import type { AssetClass } from '../trades/trade-form.ts';
import type { DelimitedRow } from './delimited.ts';
import { Columns, ImportSink, type FormatOutput } from './format.ts';
import { rowAssetClass, stateRowPnl, timeReader } from './mapped-cells.ts';
import { readMappedRoundTrips } from './mapped-round-trips.ts';
import type { ColumnMapping, ImportedExecution } from './types.ts';
import { readCost, readMultiplier, readPrice, readQuantity, readSide } from './values.ts';

const TEXT_FIELDS = ['currency', 'brokerExecutionId', 'orderId', 'accountRef'] as const;

export interface MappedRowsInput {
  header: readonly string[];
  rows: readonly DelimitedRow[];
  mapping: ColumnMapping;
  timeZone: string;
  /** A format's own symbol form turned into the journal's (OCC options, contract months). */
  normalizeSymbol?: (symbol: string, assetClass: AssetClass) => string;
}

/** Problems with the mapping itself: columns it names that the header lacks. */
export function missingColumns(header: readonly string[], mapping: ColumnMapping): string[] {
  const columns = new Columns(header);
  const named = Object.values(mapping.columns).filter((name): name is string => typeof name === 'string');
  return named.filter((name) => !columns.has(name));
}

export function readMappedRows({
  header,
  rows,
  mapping,
  timeZone,
  normalizeSymbol,
}: MappedRowsInput): FormatOutput {
  const sink = new ImportSink(timeZone);
  const columns = new Columns(header);
  if (mapping.rows === 'round-trips')
    return readMappedRoundTrips({ sink, columns, rows, mapping, normalizeSymbol });
  const map = mapping.columns;
  const decimal = mapping.decimal ?? '.';
  const {
    text: timeText,
    column: timeColumn,
    format,
  } = timeReader(
    columns,
    rows,
    { time: map.time, date: map.date, clock: map.clock },
    mapping.dateFormat,
    sink,
  );

  for (const row of rows) {
    const { line } = row;
    const symbol = columns.cell(row, map.symbol);
    if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', map.symbol);
    const time = sink.time(line, timeColumn, timeText(row), format);
    const signed = sink.check(line, map.quantity, readQuantity(columns.cell(row, map.quantity), decimal));
    let side: 'buy' | 'sell' | undefined;
    if (map.side !== undefined) {
      const sideText = columns.cell(row, map.side);
      side = readSide(sideText) ?? undefined;
      if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, map.side);
      else if (side === 'buy' && signed !== undefined && signed < 0)
        sink.error(line, 'TRADE-003', `The quantity ${signed} is negative on a buy`, map.quantity);
    } else if (signed !== undefined) side = signed < 0 ? 'sell' : 'buy';
    const price = sink.check(line, map.price, readPrice(columns.cell(row, map.price), decimal));
    const commission = sink.check(line, map.commission, readCost(columns.cell(row, map.commission), decimal));
    const fees = sink.check(line, map.fees, readCost(columns.cell(row, map.fees), decimal, 'fee'));
    const multiplierRead = readMultiplier(columns.cell(row, map.multiplier), decimal);
    const multiplier = multiplierRead ? sink.check(line, map.multiplier, multiplierRead) : undefined;
    const assetClass = rowAssetClass(sink, columns, row, mapping, symbol);
    if (
      sink.failed(line) ||
      time === undefined ||
      signed === undefined ||
      side === undefined ||
      price === undefined
    )
      continue;
    const execution: ImportedExecution = {
      time,
      symbol: normalizeSymbol ? normalizeSymbol(symbol, assetClass) : symbol,
      side,
      quantity: Math.abs(signed),
      price,
      commission: commission ?? 0,
      fees: fees ?? 0,
      assetClass,
    };
    if (multiplier !== undefined) execution.multiplier = multiplier;
    for (const key of TEXT_FIELDS) {
      const value = columns.cell(row, map[key]);
      if (value !== '') execution[key] = value;
    }
    stateRowPnl(sink, columns, row, mapping, { symbol: execution.symbol, accountRef: execution.accountRef });
    if (sink.failed(line)) continue;
    sink.add(execution);
  }
  return sink.output();
}

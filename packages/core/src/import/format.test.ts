import { describe, expect, it } from 'vitest';
import { Columns, ImportSink, assetClassOf, columnTimeFormat } from './format.ts';
import { readAssetClass } from './mapped-cells.ts';
import { DETECTION_THRESHOLD, IMPORT_FORMATS, detectFormat } from './registry.ts';
import { FillsById } from './round-trip-rows.ts';
import type { ImportedExecution } from './types.ts';
import { placeLocalTime } from './zone-time.ts';

describe('Columns', () => {
  const columns = new Columns([' Exec Time ', 'SYMBOL', 'Qty', 'Symbol']);
  const row = { line: 2, cells: ['3/9/26 09:30', ' AAPL ', '+5'] };

  it('finds columns by header, ignoring case and spaces, first one winning', () => {
    expect(columns.cell(row, 'exec  time')).toBe('3/9/26 09:30');
    expect(columns.cell(row, 'symbol')).toBe('AAPL');
    expect(columns.cell(row, 'Price')).toBe('');
    expect(columns.cell(row, undefined)).toBe('');
    expect(columns.find('Price', 'qty')).toBe('Qty');
    expect(columns.has('Qty', 'Symbol')).toBe(true);
    expect(columns.share(['Qty', 'Price'])).toBe(0.5);
  });

  it('reads ="..." cells as the text inside', () => {
    const refs = new Columns(['REF #']);
    expect(refs.cell({ line: 2, cells: ['="00123"'] }, 'REF #')).toBe('00123');
    expect(refs.cell({ line: 2, cells: ['="'] }, 'REF #')).toBe('="');
  });

  it('prefers the column written exactly so when two differ only in case', () => {
    const twins = new Columns(['timestamp', 'Timestamp']);
    const row = { line: 2, cells: ['2026-03-06T15:31:02Z', '03/06/2026 09:31:02'] };
    expect(twins.cell(row, 'Timestamp')).toBe('03/06/2026 09:31:02');
    expect(twins.cell(row, 'timestamp')).toBe('2026-03-06T15:31:02Z');
    expect(twins.cell(row, 'TIMESTAMP')).toBe('2026-03-06T15:31:02Z');
  });

  it('reads a missing cell of a short row as blank', () => {
    expect(new Columns(['a', 'b', 'c']).cell({ line: 1, cells: ['x'] }, 'c')).toBe('');
  });
});

describe('asset classes', () => {
  it('reads them from symbols when the file does not say', () => {
    expect(assetClassOf('AAPL260320C00190000')).toBe('option');
    expect(assetClassOf('EUR/USD')).toBe('forex');
    expect(assetClassOf('BTCUSDT')).toBe('crypto');
    expect(assetClassOf('/ESM6')).toBe('future');
    expect(assetClassOf('ESM6')).toBe('stock');
  });

  it('reads the words files use', () => {
    expect(readAssetClass('STK')).toBe('stock');
    expect(readAssetClass('Futures')).toBe('future');
    expect(readAssetClass('cfd')).toBe('cfd');
    expect(readAssetClass('bond')).toBeNull();
  });
});

describe('columnTimeFormat', () => {
  it('asks the trader when day and month cannot be told apart', () => {
    const sink = new ImportSink('UTC');
    expect(columnTimeFormat(() => ['01/02/2026 10:00'], undefined, sink)).toBeNull();
    expect(sink.warnings[0]?.message).toContain('could be day/month or month/day');
    expect(columnTimeFormat(() => [], 'DD/MM/YYYY HH:mm', sink)?.pattern).toBe('DD/MM/YYYY HH:mm');
  });
});

describe('detectFormat', () => {
  it('trusts no format below the threshold', () => {
    expect(DETECTION_THRESHOLD).toBeGreaterThan(0.5);
    expect(
      detectFormat({
        fileName: 'x.csv',
        rows: [{ line: 1, cells: ['Symbol', 'Price'] }],
        head: 'Symbol,Price',
      }),
    ).toBeNull();
  });

  it('has one id per format', () => {
    const ids = IMPORT_FORMATS.map((format) => format.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('FillsById', () => {
  const fill = (side: 'buy' | 'sell', time: string, id: string, quantity = 1): ImportedExecution => ({
    time,
    symbol: 'ESM6',
    side,
    quantity,
    price: 5000,
    commission: 0.1,
    fees: 0.2,
    assetClass: 'future',
    brokerExecutionId: id,
  });

  it('puts a round trip in time order and adds up a fill listed on several rows', () => {
    const sink = new ImportSink('UTC');
    const fills = new FillsById(sink);
    fills.addRoundTrip(fill('buy', '2026-03-06T10:15:00Z', 'b1'), fill('sell', '2026-03-06T10:02:00Z', 's1'));
    fills.addRoundTrip(fill('buy', '2026-03-06T10:20:00Z', 'b2'), fill('sell', '2026-03-06T10:02:00Z', 's1'));
    expect(
      sink.executions.map((e) => [e.brokerExecutionId, e.side, e.quantity, e.commission, e.fees]),
    ).toEqual([
      ['s1', 'sell', 2, 0.2, 0.4],
      ['b1', 'buy', 1, 0.1, 0.2],
      ['b2', 'buy', 1, 0.1, 0.2],
    ]);
  });
});

describe('placeLocalTime', () => {
  it('knows half-hour daylight saving changes', () => {
    // Lord Howe Island moves its clocks by 30 minutes, at 02:00 local.
    expect(placeLocalTime('Australia/Lord_Howe', Date.UTC(2026, 9, 4, 2, 15))).toEqual({ kind: 'skipped' });
    expect(placeLocalTime('Australia/Lord_Howe', Date.UTC(2026, 9, 4, 2, 45))).toEqual({
      kind: 'exact',
      offset: 660,
    });
    expect(placeLocalTime('Australia/Lord_Howe', Date.UTC(2026, 3, 5, 1, 45))).toEqual({
      kind: 'ambiguous',
      offset: 660,
      later: 630,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { UNIX_SECONDS, inspectBarFile, readBarFile, type BarFileMapping } from './bar-file.ts';
import { buildPriceSeries } from './build-series.ts';

function mappingOf(
  text: string,
  timeZone = 'UTC',
): { layout: ReturnType<typeof inspectBarFile>; mapping: BarFileMapping } {
  const layout = inspectBarFile(text);
  const { columns, timeFormat } = layout.mapping;
  const { date, open, high, low, close } = columns;
  if (
    date === null ||
    open === null ||
    high === null ||
    low === null ||
    close === null ||
    timeFormat === null
  )
    throw new Error('the guess left a field unmapped');
  return {
    layout,
    mapping: {
      ...layout.mapping,
      timeFormat,
      timeZone,
      columns: { date, time: columns.time, open, high, low, close, volume: columns.volume },
    },
  };
}

describe('inspectBarFile', () => {
  it('finds the header, the columns in any order, the decimal point and the date layout', () => {
    const { layout } = mappingOf('Volume,Close,Low,High,Open,Date\n100,11.5,9,12,10,2025-03-03 14:30\n');
    expect(layout.mapping).toEqual({
      hasHeader: true,
      columns: { date: 5, time: null, open: 4, high: 3, low: 2, close: 1, volume: 0 },
      decimal: '.',
      timeFormat: 'YYYY-MM-DDTHH:mm',
    });
    expect(layout.names).toEqual(['Volume', 'Close', 'Low', 'High', 'Open', 'Date']);
  });

  it('reads a headerless MetaTrader file: date and time columns, dotted dates', () => {
    const { layout } = mappingOf(
      '2025.01.02,09:30,1.0351,1.0360,1.0340,1.0355,120\n2025.01.02,09:31,1.0355,1.0358,1.0350,1.0352,80',
    );
    expect(layout.mapping.hasHeader).toBe(false);
    expect(layout.mapping.columns).toEqual({
      date: 0,
      time: 1,
      open: 2,
      high: 3,
      low: 4,
      close: 5,
      volume: 6,
    });
    expect(layout.mapping.timeFormat).toBe('YYYY.MM.DD HH:mm');
  });

  it('tells a decimal comma from a point, and Unix seconds from dates', () => {
    const { layout } = mappingOf('time;open;high;low;close\n1740960000;187,25;188,10;186,40;187,90');
    expect(layout.mapping.decimal).toBe(',');
    expect(layout.mapping.timeFormat).toBe(UNIX_SECONDS);
  });

  it('leaves an ambiguous day/month order to the trader', () => {
    const layout = inspectBarFile('Date,Open,High,Low,Close\n03/04/2025,1,2,0.5,1.5\n05/06/2025,1,2,0.5,1.5');
    expect(layout.mapping.timeFormat).toBeNull();
    expect(layout.ambiguousFormats).toContain('M/D/YYYY');
    expect(layout.ambiguousFormats).toContain('D/M/YYYY');
  });
});

describe('readBarFile', () => {
  it('places naive times in the chosen zone and keeps price text exact, grouping dropped', () => {
    const { layout, mapping } = mappingOf(
      'Date;Open;High;Low;Close;Volume\n2025-03-03 09:30;1.234,50;1.240,00;1.230,25;1.238,75;1.500\n',
      'America/New_York',
    );
    const read = readBarFile(layout.rows, mapping);
    expect(read.errors).toEqual([]);
    expect(read.bars).toEqual([
      {
        line: 2,
        time: Date.UTC(2025, 2, 3, 14, 30),
        open: '1234.50',
        high: '1240.00',
        low: '1230.25',
        close: '1238.75',
        volume: '1500',
      },
    ]);
  });

  it('gives each bad row its line and reads the rest', () => {
    const { layout, mapping } = mappingOf(
      'Date,Open,High,Low,Close\n2025-03-03,10,12,9,11\n2025-02-30,10,12,9,11\n2025-03-05,ten,12,9,11\n2025-03-06,10,12,9,11',
    );
    const read = readBarFile(layout.rows, mapping);
    expect(read.bars.map((bar) => bar.line)).toEqual([2, 5]);
    expect(read.errors).toEqual([
      { line: 3, message: 'Line 3: "2025-02-30" is not a date and time that exists.' },
      { line: 4, message: 'Line 4: the open “ten” is not a number.' },
    ]);
  });

  it('refuses an unknown time zone before reading a row', () => {
    const { layout, mapping } = mappingOf('Date,Open,High,Low,Close\n2025-03-03,10,12,9,11');
    expect(readBarFile(layout.rows, { ...mapping, timeZone: 'Mars/Base' }).errors).toEqual([
      { line: 0, message: '“Mars/Base” is not a time zone.' },
    ]);
  });

  it('gives bars buildPriceSeries turns into a series, volume kept', () => {
    const { layout, mapping } = mappingOf(
      'time,open,high,low,close,volume\n1740960000,10,12,9,11,5\n1740960060,11,12,10,11.5,',
    );
    const built = buildPriceSeries({
      symbol: 'aapl',
      timeframe: '1m',
      name: '',
      bars: readBarFile(layout.rows, mapping).bars,
    });
    expect(built).toEqual({
      ok: true,
      series: {
        symbol: 'AAPL',
        timeframe: '1m',
        name: null,
        bars: [
          { time: '2025-03-03T00:00:00Z', open: '10', high: '12', low: '9', close: '11', volume: '5' },
          { time: '2025-03-03T00:01:00Z', open: '11', high: '12', low: '10', close: '11.5' },
        ],
      },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fillsExportCsv } from '../export/fills-export.ts';
import { parseImportFile } from './parse-import-file.ts';
import { IMPORT_FORMATS } from './registry.ts';
import type { ImportedExecution } from './types.ts';

const FILLS: ImportedExecution[] = [
  {
    time: '2026-03-09T09:30:00.125-04:00',
    symbol: 'AAPL',
    side: 'buy',
    quantity: 100.5,
    price: 187.255,
    commission: 0.35,
    fees: 0.0123,
    assetClass: 'stock',
    currency: 'USD',
    brokerExecutionId: 'ex "1", a',
    // A spreadsheet would run it as a formula: written guarded, read back as it was.
    orderId: '=o-1',
    accountRef: 'Main\nmargin',
  },
  {
    time: '2026-03-10T14:31:00Z',
    symbol: 'MESM6',
    side: 'sell',
    quantity: 3,
    price: 5250.25,
    commission: 0,
    fees: 0,
    assetClass: 'future',
    multiplier: 5,
  },
  {
    time: '2026-03-11T01:02:03.000000001+05:30',
    symbol: 'BTC/USDT',
    side: 'buy',
    quantity: 0.00012345,
    price: 67000.01,
    commission: 0.00000012,
    fees: 0,
    assetClass: 'crypto',
    currency: 'USDT',
  },
];

function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
    bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

describe('parseImportFile', () => {
  it('re-imports its own export losslessly, as text and as UTF-16 bytes', () => {
    const text = fillsExportCsv(
      FILLS.map((fill, at) => ({
        tradeId: `t-${at}`,
        account: fill.accountRef ?? null,
        symbol: fill.symbol,
        assetClass: fill.assetClass,
        side: fill.side,
        quantity: String(fill.quantity),
        price: String(fill.price),
        commission: String(fill.commission),
        fees: String(fill.fees),
        time: fill.time,
        multiplier: fill.multiplier === undefined ? null : String(fill.multiplier),
        currency: fill.currency ?? null,
        brokerExecutionId: fill.brokerExecutionId ?? null,
        orderId: fill.orderId ?? null,
      })),
    );
    for (const content of [text, utf16le(text)]) {
      const result = parseImportFile({ fileName: 'fills.csv', content, timeZone: 'Asia/Tokyo' });
      expect(result.format).toBe('edgelog');
      expect(result.rowErrors).toEqual([]);
      expect(result.executions).toEqual(FILLS);
    }
  });

  it('says when no format recognises a file, and reads nothing from it', () => {
    const result = parseImportFile({ fileName: 'odd.csv', content: 'a,b\n1,2\n', timeZone: 'UTC' });
    expect(result).toEqual({
      format: null,
      executions: [],
      rowErrors: [],
      warnings: [
        { message: 'No import format recognised odd.csv: map its columns with the generic importer' },
      ],
      skipped: [],
      cashTransactions: [],
    });
  });

  it('uses a forced format without detection, and refuses unknown ones', () => {
    const forced = parseImportFile({
      fileName: 'x.csv',
      content: 'a,b\n1,2\n',
      timeZone: 'UTC',
      format: 'edgelog',
    });
    expect(forced.format).toBe('edgelog');
    expect(forced.rowErrors.map((error) => error.code)).toContain('TRADE-001');
    expect(
      parseImportFile({ fileName: 'x.csv', content: 'a,b\n', timeZone: 'UTC', format: 'nope' }),
    ).toMatchObject({
      format: null,
      warnings: [{ message: 'There is no import format "nope"' }],
    });
  });

  it('reads with a column mapping, and says which mapped columns the file lacks', () => {
    const content = 'Date,Sym,Qty,Px\n2026-03-09 10:00,AAPL,-5,190\n';
    const mapping = { columns: { time: 'Date', symbol: 'Sym', quantity: 'Qty', price: 'Px' } };
    const result = parseImportFile({ fileName: 'x.csv', content, timeZone: 'Europe/London', mapping });
    expect(result.executions).toEqual([
      {
        time: '2026-03-09T10:00:00+00:00',
        symbol: 'AAPL',
        side: 'sell',
        quantity: 5,
        price: 190,
        commission: 0,
        fees: 0,
        assetClass: 'stock',
      },
    ]);
    const missing = parseImportFile({
      fileName: 'x.csv',
      content,
      timeZone: 'UTC',
      mapping: { columns: { ...mapping.columns, side: 'Side' } },
    });
    expect(missing.warnings).toEqual([{ message: 'The file has no column "Side"' }]);
  });

  it('refuses a zone it does not know instead of guessing one', () => {
    expect(parseImportFile({ fileName: 'x.csv', content: 'a', timeZone: 'Nowhere/City' }).warnings).toEqual([
      { message: '"Nowhere/City" is not a time zone this importer knows' },
    ]);
  });

  it('warns about bytes that are not UTF-8', () => {
    const marked = Uint8Array.from([0xef, 0xbb, 0xbf, 0x61, 0x2c, 0x62, 0x0a, 0xff, 0x2c, 0x32, 0x0a]);
    expect(parseImportFile({ fileName: 'x.csv', content: marked, timeZone: 'UTC' }).warnings[0]).toEqual({
      message: '1 bytes of x.csv are not valid UTF-8 and read as "\uFFFD"',
    });
    const unmarked = Uint8Array.from([0x61, 0x2c, 0x62, 0x0a, 0xfc, 0x2c, 0x32, 0x0a]);
    expect(parseImportFile({ fileName: 'x.csv', content: unmarked, timeZone: 'UTC' }).warnings[0]).toEqual({
      message: 'x.csv is not UTF-8: it was read as Windows-1252 (Western European)',
    });
  });

  it('never throws, whatever the file holds and whichever format reads it', () => {
    // A small deterministic generator: the same odd files on every run.
    let seed = 7;
    const next = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pieces = [
      '"',
      ',',
      ';',
      '\t',
      '\n',
      '\r',
      '-',
      '0',
      '1.5',
      '(3)',
      'BUY',
      'Sell',
      '2026-03-08 02:30:00',
      '13/13/2026',
      'AAPL 20MAR26 190 C',
      '/ESM6',
      'Trades',
      'Header',
      'Data',
      'balance',
      'TRD',
      'BOT +1 X @1',
      '@',
      '€',
      'Account Statement for',
      'Cash Balance',
      '',
    ];
    for (let file = 0; file < 60; file++) {
      let text = '';
      for (let i = 0; i < 200; i++) text += pieces[Math.floor(next() * pieces.length)] ?? '';
      for (const format of IMPORT_FORMATS) {
        const mapping = { columns: { time: 'a', symbol: 'b', quantity: 'c', price: 'd' } };
        expect(() =>
          parseImportFile({
            fileName: 'odd.csv',
            content: text,
            timeZone: 'America/New_York',
            format: format.id,
            mapping,
          }),
        ).not.toThrow();
      }
      expect(() => parseImportFile({ fileName: 'odd.csv', content: text, timeZone: 'UTC' })).not.toThrow();
    }
  });
});

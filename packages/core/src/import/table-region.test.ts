import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDelimited } from './delimited.ts';
import { parseImportFile } from './parse-import-file.ts';
import { guessHeaderRow, htmlTables, tableRegion, uniqueHeader } from './table-region.ts';
import type { ColumnMapping } from './types.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A workbook of inline-string sheets, as some brokers' exports write them. */
function workbook(sheets: { name: string; rows: string[][] }[]): Uint8Array {
  const sheetXml = (rows: string[][]) =>
    `<?xml version="1.0"?><worksheet><sheetData>${rows
      .map(
        (cells, r) =>
          `<row r="${r + 1}">${cells
            .map(
              (text, c) =>
                `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`,
            )
            .join('')}</row>`,
      )
      .join('')}</sheetData></worksheet>`;
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook xmlns:r="r"><sheets>${sheets
        .map((sheet, i) => `<sheet name="${escape(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships>${sheets
        .map((_, i) => `<Relationship Id="rId${i + 1}" Type="worksheet" Target="worksheets/s${i}.xml"/>`)
        .join('')}</Relationships>`,
    ),
    ...Object.fromEntries(
      sheets.map((sheet, i) => [`xl/worksheets/s${i}.xml`, strToU8(sheetXml(sheet.rows))]),
    ),
  });
}

// A MetaTrader 5 "Trade History Report" saved as a workbook: title rows, then the positions.
const MT5_ROWS = [
  ['Trade History Report'],
  ['Name:', 'A. Trader'],
  ['Account:', '5012345 (USD, Demo)'],
  ['Positions'],
  ['Time', 'Position', 'Symbol', 'Type', 'Volume', 'Price', 'Time', 'Price', 'Commission', 'Profit'],
  [
    '2026.03.02 09:30:00',
    '1001',
    'EURUSD',
    'buy',
    '100000',
    '1.08000',
    '2026.03.02 10:00:00',
    '1.08100',
    '-7',
    '100',
  ],
  [
    '2026.03.02 11:00:00',
    '1002',
    'EURUSD',
    'sell',
    '100000',
    '1.08200',
    '2026.03.02 11:30:00',
    '1.08150',
    '-7',
    '50',
  ],
  ['Orders'],
  ['Open Time', 'Order', 'Symbol'],
];

describe('the table of a mapped file', () => {
  it('finds the header below title rows and names repeated columns apart', () => {
    const rows = MT5_ROWS.map((cells, index) => ({ line: index + 1, cells }));
    expect(guessHeaderRow(rows)).toBe(5);
    expect(uniqueHeader(['Time', 'Price', 'Time', '', 'price'])).toEqual([
      'Time',
      'Price',
      'Time (2)',
      'Column 4',
      'price (2)',
    ]);
    // A plain CSV keeps its first row.
    expect(guessHeaderRow(readDelimited('Date,Symbol,Qty\n2026-03-02,AAPL,10\n'))).toBe(1);
  });

  it('takes the header row chosen, leaves out rows above, below, after a section title, or at the end', () => {
    const rows = MT5_ROWS.map((cells, index) => ({ line: index + 1, cells }));
    const region = tableRegion(rows, { headerRow: 5, stopAt: 'orders' });
    expect(region.header.slice(5, 8)).toEqual(['Price', 'Time (2)', 'Price (2)']);
    expect(region.rows.map((row) => row.line)).toEqual([6, 7]);
    expect(tableRegion(rows, { headerRow: 5, skipLast: 3 }).rows.map((row) => row.line)).toEqual([6]);
    expect(tableRegion(rows, { headerRow: 5, firstRow: 0 }).rows[0]?.line).toBe(6);
    // No header: columns are numbered and the data starts where the trader says.
    const none = tableRegion(rows, { headerRow: 0, firstRow: 6, skipLast: 2 });
    expect(none.header.slice(0, 3)).toEqual(['Column 1', 'Column 2', 'Column 3']);
    expect(none.rows.map((row) => row.line)).toEqual([6, 7]);
    // A mapping of before (no region): row 1 is the header, as it always was.
    expect(tableRegion(rows, {}).header).toEqual(['Trade History Report']);
  });

  it('reads an MT5 workbook through the header row and the sheet chosen, its rows as round trips', () => {
    const bytes = workbook([
      { name: 'Summary', rows: [['Balance', '10000']] },
      { name: 'History', rows: MT5_ROWS },
    ]);
    const mapping: ColumnMapping = {
      sheet: 'History',
      headerRow: 5,
      stopAt: 'Orders',
      rows: 'round-trips',
      columns: {
        time: 'Time',
        closeTime: 'Time (2)',
        symbol: 'Symbol',
        side: 'Type',
        quantity: 'Volume',
        price: 'Price',
        exitPrice: 'Price (2)',
        commission: 'Commission',
        brokerExecutionId: 'Position',
        pnl: 'Profit',
      },
      pnlBasis: 'gross',
      assetClass: 'forex',
      timeZone: 'UTC',
    };
    const result = parseImportFile({
      fileName: 'ReportHistory.xlsx',
      content: bytes,
      timeZone: 'UTC',
      mapping,
    });
    expect(result.rowErrors).toEqual([]);
    expect(
      result.executions.map((fill) => [
        fill.side,
        fill.price,
        fill.commission,
        fill.time,
        fill.brokerExecutionId,
      ]),
    ).toEqual([
      ['buy', 1.08, 3.5, '2026-03-02T09:30:00+00:00', '1001:entry'],
      ['sell', 1.081, 3.5, '2026-03-02T10:00:00+00:00', '1001:exit'],
      ['sell', 1.082, 3.5, '2026-03-02T11:00:00+00:00', '1002:entry'],
      ['buy', 1.0815, 3.5, '2026-03-02T11:30:00+00:00', '1002:exit'],
    ]);
    // 100,000 EURUSD: 0.001 is $100, 0.0005 is $50, as the file states.
    expect(result.pnlChecks).toMatchObject([{ symbol: 'EURUSD', stated: 150, agrees: true }]);
  });

  it('names a sheet the workbook lacks and reads the first', () => {
    const bytes = workbook([{ name: 'Trades', rows: [['Time', 'Symbol', 'Qty', 'Price']] }]);
    const result = parseImportFile({
      fileName: 'x.xlsx',
      content: bytes,
      timeZone: 'UTC',
      mapping: {
        sheet: 'Gone',
        columns: { time: 'Time', symbol: 'Symbol', quantity: 'Qty', price: 'Price' },
      },
    });
    expect(result.warnings[0]?.message).toBe('x.xlsx has no sheet "Gone": its first sheet was read');
  });

  it('reads the table of an HTML statement the trader picks', () => {
    const html = [
      '<html><body>',
      '<table><tr><td>Account</td><td>123</td></tr></table>',
      '<table>',
      '<tr><th>Time</th><th>Symbol</th><th>Side</th><th>Qty</th><th>Price</th></tr>',
      '<tr><td>2026-03-02 09:30:00</td><td>AAPL</td><td>Buy</td><td>10</td><td>180.5</td></tr>',
      '</table></body></html>',
    ].join('\n');
    const tables = htmlTables(html);
    expect(tables.map((rows) => rows.length)).toEqual([1, 2]);
    expect(tables[1]?.[1]?.line).toBe(5);
    const result = parseImportFile({
      fileName: 'statement.html',
      content: html,
      timeZone: 'UTC',
      mapping: {
        table: 2,
        columns: { time: 'Time', symbol: 'Symbol', side: 'Side', quantity: 'Qty', price: 'Price' },
      },
    });
    expect(result.executions).toMatchObject([{ symbol: 'AAPL', side: 'buy', quantity: 10, price: 180.5 }]);
    expect(result.rowErrors).toEqual([]);
  });
});

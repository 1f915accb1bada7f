// MetaTrader 5's report saved as an Open XML workbook holds the rows its HTML report does: title
// rows, then the Positions, Orders and Deals sections one under the other in a single sheet.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../parse-import-file.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (index: number): string => String.fromCharCode(65 + index);

/** One sheet of inline strings and numbers, as the terminal writes its report. */
function workbook(rows: (string | number | null)[][]): Uint8Array {
  const sheet = rows
    .map((cells, r) => {
      const xml = cells
        .map((cell, c) => {
          const ref = `${column(c)}${r + 1}`;
          if (cell === null) return '';
          if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t>${escape(cell)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${xml}</row>`;
    })
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0"?><workbook xmlns:r="r"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0"?><Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0"?><worksheet><sheetData>${sheet}</sheetData></worksheet>`,
    ),
  });
}

const DEALS_HEADER = [
  'Time',
  'Deal',
  'Symbol',
  'Type',
  'Direction',
  'Volume',
  'Price',
  'Order',
  'Commission',
  'Fee',
  'Swap',
  'Profit',
  'Balance',
  'Comment',
];

describe('MetaTrader 5 report as a workbook', () => {
  it('reads the Deals section under the title rows and the other sections', () => {
    const bytes = workbook([
      ['Trade History Report'],
      ['Name:', null, null, 'Demo Trader'],
      ['Account:', null, null, '5012345 (EUR, Sample-Server, demo, Netting)'],
      ['Positions'],
      [
        'Time',
        'Position',
        'Symbol',
        'Type',
        'Volume',
        'Price',
        'S / L',
        'T / P',
        'Time',
        'Price',
        'Commission',
        'Swap',
        'Profit',
      ],
      [
        '2026.02.02 10:00:00',
        4001,
        'GER40',
        'buy',
        2,
        17500.5,
        null,
        null,
        '2026.02.02 12:00:00',
        17530.5,
        -4,
        0,
        60,
      ],
      ['Orders'],
      [
        'Open Time',
        'Order',
        'Symbol',
        'Type',
        'Volume',
        'Price',
        'S / L',
        'T / P',
        'Time',
        'State',
        'Comment',
      ],
      [
        '2026.02.02 10:00:00',
        5001,
        'GER40',
        'buy',
        '2 / 2',
        'market',
        null,
        null,
        '2026.02.02 10:00:00',
        'filled',
        null,
      ],
      ['Deals'],
      DEALS_HEADER,
      ['2026.02.01 09:00:00', 6001, null, 'balance', null, null, null, null, 0, 0, 0, 2000, 2000, 'Deposit'],
      ['2026.02.02 10:00:00', 6002, 'GER40', 'buy', 'in', 2, 17500.5, 5001, -2, 0, 0, 0, 1998, null],
      ['2026.02.02 12:00:00', 6003, 'GER40', 'sell', 'out', 2, 17530.5, 5002, -2, 0, 0, 60, 2056, null],
      [null, null, null, null, null, null, null, null, -4, 0, 0, 60, 2056, null],
      ['Results'],
      ['Total Net Profit:', null, null, 56],
    ]);
    const result = parseImportFile({
      fileName: 'ReportHistory-5012345.xlsx',
      content: bytes,
      timeZone: 'UTC',
    });
    expect(result.format).toBe('metatrader5');
    expect(result.rowErrors).toEqual([]);
    expect(result.executions).toEqual([
      {
        time: '2026-02-02T10:00:00+00:00',
        symbol: 'GER40',
        side: 'buy',
        quantity: 2,
        price: 17500.5,
        commission: 2,
        fees: 0,
        assetClass: 'cfd',
        currency: 'EUR',
        brokerExecutionId: '6002',
        orderId: '5001',
        positionEffect: 'open',
        multiplier: 1,
      },
      {
        time: '2026-02-02T12:00:00+00:00',
        symbol: 'GER40',
        side: 'sell',
        quantity: 2,
        price: 17530.5,
        commission: 2,
        fees: 0,
        assetClass: 'cfd',
        currency: 'EUR',
        brokerExecutionId: '6003',
        orderId: '5002',
        positionEffect: 'close',
        multiplier: 1,
      },
    ]);
    expect(result.cashTransactions).toEqual([
      { line: 12, time: '2026-02-01T09:00:00+00:00', amount: 2000, currency: 'EUR', kind: 'deposit' },
    ]);
    expect(result.statedPnl).toEqual([{ line: 14, amount: 60, basis: 'gross', symbol: 'GER40' }]);
  });
});

describe('MetaTrader 5 HTML report read from its Deals table', () => {
  const fixture =
    Object.values(
      import.meta.glob('../fixtures/metatrader5/ok/trade-history-report.html', {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    )[0] ?? '';
  const read = (html: string) =>
    parseImportFile({ fileName: 'ReportHistory-5012345.html', content: html, timeZone: 'UTC' });

  it('reads the same deals, lines and currency whether or not a Direction word comes first', () => {
    const whole = read(fixture);
    // An order comment saying "Direction" sits in the Orders table, above the Deals header.
    const decoy = fixture.replace(
      '<td colspan="2">filled</td><td colspan="2"></td>',
      '<td colspan="2">filled</td><td colspan="2">Direction</td>',
    );
    expect(decoy).not.toBe(fixture);
    const decoyed = read(decoy);
    expect(whole.executions.length).toBeGreaterThan(0);
    expect(decoyed.executions).toEqual(whole.executions);
    expect(decoyed.cashTransactions).toEqual(whole.cashTransactions);
    expect(whole.executions.every((fill) => fill.currency === 'USD')).toBe(true);
  });
});

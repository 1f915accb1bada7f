// ATAS saves its journal as an Excel workbook whose cells are inline strings and numbers: the same
// rows as the CSV fixtures, read through xlsx.ts.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../parse-import-file.ts';

function inlineWorkbook(rows: (string | number)[][]): Uint8Array {
  const column = (index: number) => String.fromCharCode(65 + index);
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((cell, c) =>
            typeof cell === 'number'
              ? `<c r="${column(c)}${r + 1}" t="n"><v>${cell}</v></c>`
              : `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${cell}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0"?><workbook xmlns:r="r"><sheets><sheet name="Journal" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0"?><Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0"?><worksheet><sheetData>${cells}</sheetData></worksheet>`,
    ),
  });
}

const HEADER = [
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

describe('ATAS journal workbook', () => {
  it('reads inline-string rows as round trips, the open volume giving the direction', () => {
    const result = parseImportFile({
      fileName: 'journal.xlsx',
      content: inlineWorkbook([
        HEADER,
        [
          'Demo-1',
          'MYMM6@CBOT',
          '2026-03-16 10:01:00',
          41250,
          -3,
          '2026-03-16 10:20:45',
          41231,
          3,
          28.5,
          'Fade',
        ],
        ['Demo-1', 'ZBM6@CBOT', '2026-03-16 11:00:00', 117.5, 1, '2026-03-16 11:30:00', 117.75, -1, 250, ''],
      ]),
      timeZone: 'America/New_York',
    });
    expect(result.format).toBe('atas');
    expect(result.rowErrors).toEqual([]);
    expect(
      result.executions.map(
        (fill) => `${fill.time} ${fill.symbol} ${fill.side} ${fill.quantity} @ ${fill.price}`,
      ),
    ).toEqual([
      '2026-03-16T10:01:00-04:00 MYMM6 sell 3 @ 41250',
      '2026-03-16T10:20:45-04:00 MYMM6 buy 3 @ 41231',
      '2026-03-16T11:00:00-04:00 ZBM6 buy 1 @ 117.5',
      '2026-03-16T11:30:00-04:00 ZBM6 sell 1 @ 117.75',
    ]);
    expect(result.pnlChecks?.map((check) => [check.symbol, check.stated, check.agrees])).toEqual([
      ['MYMM6', 28.5, true],
      ['ZBM6', 250, true],
    ]);
  });
});

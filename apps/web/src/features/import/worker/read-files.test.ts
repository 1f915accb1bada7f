import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sampleRows } from './read-files';

/** The smallest workbook Excel would open: one sheet, strings inline. */
function workbook(rows: string[][]): Uint8Array {
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map(
            (text, c) =>
              `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${text}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return zipSync({
    'xl/workbook.xml': strToU8(
      '<workbook><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${cells}</sheetData></worksheet>`),
  });
}

describe('the first rows of a file for the mapping screen', () => {
  it('reads a delimited file and an Excel workbook alike', () => {
    const expected = { header: ['When', 'Ticker', 'Qty'], rows: [['2026-01-05 14:00', 'AAPL', '10']] };
    expect(sampleRows(strToU8('When,Ticker,Qty\n2026-01-05 14:00,AAPL,10\n'))).toEqual(expected);
    expect(
      sampleRows(
        workbook([
          ['When', 'Ticker', 'Qty'],
          ['2026-01-05 14:00', 'AAPL', '10'],
        ]),
      ),
    ).toEqual(expected);
  });

  it('has nothing to show for a damaged workbook', () => {
    expect(sampleRows(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toBeNull();
  });
});

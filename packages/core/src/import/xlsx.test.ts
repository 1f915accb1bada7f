import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDelimited } from './delimited.ts';
import { parseImportFile } from './parse-import-file.ts';
import { readXlsx } from './xlsx.ts';

declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

type Cell =
  | string
  | number
  | boolean
  | null
  | { date: number; style?: number }
  | { inline: string }
  | { rich: string[] };

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const column = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : column(Math.floor(index / 26) - 1) + column(index % 26);

/**
 * A workbook as Excel writes one: strings shared, numbers and date serials as values, dates
 * styled (style 1: a built-in date-time format; style 2: a custom "dd/mm/yyyy hh:mm" one).
 */
function workbook(
  rows: Cell[][],
  options: { date1904?: boolean; sheetName?: string; before?: { name: string; rows: string[][] }[] } = {},
): Uint8Array {
  const shared: string[] = [];
  const share = (text: string) => {
    const at = shared.indexOf(text);
    if (at !== -1) return at;
    shared.push(text);
    return shared.length - 1;
  };
  const rowXml = rows
    .map((cells, r) => {
      const xml = cells
        .map((cell, c) => {
          const ref = `${column(c)}${r + 1}`;
          if (cell === null) return '';
          if (typeof cell === 'string') return `<c r="${ref}" t="s"><v>${share(cell)}</v></c>`;
          if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
          if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
          if ('date' in cell) return `<c r="${ref}" s="${cell.style ?? 1}"><v>${cell.date}</v></c>`;
          if ('inline' in cell)
            return `<c r="${ref}" t="inlineStr"><is><t>${escape(cell.inline)}</t></is></c>`;
          return `<c r="${ref}" t="s"><v>${shared.length}</v></c>${(shared.push(`\u0000${cell.rich.join('\u0001')}`), '')}`;
        })
        .join('');
      return `<row r="${r + 1}">${xml}</row>`;
    })
    .join('');
  const si = shared
    .map((text) =>
      text.startsWith('\u0000')
        ? `<si>${text
            .slice(1)
            .split('\u0001')
            .map((run) => `<r><rPr><b/></rPr><t xml:space="preserve">${escape(run)}</t></r>`)
            .join('')}</si>`
        : `<si><t xml:space="preserve">${escape(text)}</t></si>`,
    )
    .join('');
  // Sheets placed before the main one (an account summary first), strings inline.
  const before = options.before ?? [];
  const inlineSheet = (sheetRows: string[][]) =>
    `<?xml version="1.0"?><worksheet><sheetData>${sheetRows
      .map(
        (cells, r) =>
          `<row r="${r + 1}">${cells.map((text, c) => `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`).join('')}</row>`,
      )
      .join('')}</sheetData></worksheet>`;
  const extraSheets = before
    .map((sheet, i) => `<sheet name="${escape(sheet.name)}" sheetId="${i + 10}" r:id="rIdB${i}"/>`)
    .join('');
  const extraRels = before
    .map((_, i) => `<Relationship Id="rIdB${i}" Type="worksheet" Target="worksheets/before${i}.xml"/>`)
    .join('');
  const files: Record<string, Uint8Array> = {
    ...Object.fromEntries(
      before.map((sheet, i) => [`xl/worksheets/before${i}.xml`, strToU8(inlineSheet(sheet.rows))]),
    ),
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook xmlns:r="r">${options.date1904 ? '<workbookPr date1904="1"/>' : '<workbookPr/>'}<sheets>${extraSheets}<sheet name="${options.sheetName ?? 'Trades'}" sheetId="1" r:id="rId3"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships>${extraRels}<Relationship Id="rId3" Type="worksheet" Target="worksheets/data.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(
      '<?xml version="1.0"?><styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy\\ hh:mm"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="22"/><xf numFmtId="164"/></cellXfs></styleSheet>',
    ),
    'xl/sharedStrings.xml': strToU8(`<?xml version="1.0"?><sst>${si}</sst>`),
    'xl/worksheets/data.xml': strToU8(
      `<?xml version="1.0"?><worksheet><sheetData>${rowXml}</sheetData></worksheet>`,
    ),
  };
  return zipSync(files);
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const serial = (iso: string) => (Date.parse(`${iso}Z`) - EXCEL_EPOCH) / 86_400_000;

describe('readXlsx', () => {
  it('reads strings, numbers, booleans, dates and empty cells as a CSV would show them', () => {
    const sheet = readXlsx(
      workbook([
        ['Time', 'Symbol', 'Price', 'Filled', 'Note'],
        [{ date: serial('2025-03-03T14:30:05') }, 'AAPL', 0.1 + 0.2, true, { inline: 'a "quoted", note' }],
        [
          { date: serial('2025-03-04T00:00:00') },
          'ES & NQ <x>',
          1234567.891,
          false,
          { rich: ['Part ', 'two'] },
        ],
        [{ date: serial('2025-03-05T09:15:00'), style: 2 }, null, -5e-7, null, null],
      ]),
    );
    expect(sheet.rows).toEqual([
      { line: 1, cells: ['Time', 'Symbol', 'Price', 'Filled', 'Note'] },
      { line: 2, cells: ['2025-03-03 14:30:05', 'AAPL', '0.3', 'TRUE', 'a "quoted", note'] },
      { line: 3, cells: ['2025-03-04', 'ES & NQ <x>', '1234567.891', 'FALSE', 'Part two'] },
      { line: 4, cells: ['2025-03-05 09:15:00', '', '-5e-7'] },
    ]);
    // Its CSV text reads back into the same rows.
    expect(readDelimited(sheet.text).map((row) => row.cells)).toEqual(sheet.rows.map((row) => row.cells));
  });

  it('reads dates of the 1904 date system and drops trailing empty rows', () => {
    const sheet = readXlsx(
      workbook([['When'], [{ date: 0 }], [{ date: 1.5 }], [null], [''], []], { date1904: true }),
    );
    expect(sheet.rows.map((row) => row.cells)).toEqual([['When'], ['1904-01-01'], ['1904-01-02 12:00:00']]);
  });

  it('refuses what is not a workbook, in words', () => {
    expect(() => readXlsx(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toThrow(/not a readable zip/);
    expect(() => readXlsx(zipSync({ 'xl/other.xml': strToU8('<x/>') }))).toThrow(/no worksheet/);
  });
});

// Every CSV fixture saved as a workbook the way Excel saves it (dates as date cells, plain
// numbers as numbers) is read into the very same fills as the CSV.
const files = import.meta.glob('./fixtures/*/ok/*', { query: '?raw', import: 'default', eager: true });
const ISO_TIME = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)$/;
const PLAIN_NUMBER = /^-?(0|[1-9]\d{0,14})(\.\d{1,8})?$/;

function asCell(text: string): Cell {
  const time = ISO_TIME.exec(text);
  if (time) return { date: serial(`${time[1]}T${time[2]}`) };
  // Trailing zeros are a number's look, not its value: "1.50" is stored as 1.5.
  if (PLAIN_NUMBER.test(text) && !/\.\d*0$/.test(text)) return Number(text);
  return text;
}

const csvCases = Object.keys(files)
  .filter((path) => /\.(csv|tsv|txt)$/.test(path))
  .map((path) => ({ path, fileName: path.split('/').pop() ?? '' }));

describe('XLSX files of the broker formats', () => {
  it.each(csvCases)('$path read from a workbook equals the CSV', ({ path, fileName }) => {
    const text = files[path] ?? '';
    const expectedPath = `${path.slice(0, path.lastIndexOf('.'))}.expected.json`;
    const expected = JSON.parse(
      import.meta.glob('./fixtures/*/ok/*.expected.json', { query: '?raw', import: 'default', eager: true })[
        expectedPath
      ] ?? '{}',
    ) as { timeZone?: string; format?: string };
    const options = {
      timeZone: expected.timeZone ?? 'UTC',
      ...(expected.format ? { format: expected.format } : {}),
    };
    const fromCsv = parseImportFile({ fileName, content: text, ...options });
    // A workbook has no byte order mark: the CSV's is not part of its first cell.
    const rows = readDelimited(text.replace(/^\uFEFF/, '')).map((row) => row.cells.map(asCell));
    const fromXlsx = parseImportFile({
      fileName: fileName.replace(/\.\w+$/, '.xlsx'),
      content: workbook(rows),
      ...options,
    });
    expect(fromXlsx.format).toBe(fromCsv.format);
    expect(fromXlsx.executions).toEqual(fromCsv.executions);
    expect(fromXlsx.rowErrors).toEqual(fromCsv.rowErrors);
  });

  it('reads the sheet a format knows when the first is an account summary, and names the others', () => {
    const path = './fixtures/trading212/ok/history-fees-deposits.csv';
    const text = files[path] ?? '';
    const rows = readDelimited(text.replace(/^\uFEFF/, '')).map((row) => row.cells.map(asCell));
    const summary = {
      name: 'Account Summary',
      rows: [
        ['Account', 'Balance'],
        ['Main', '1000'],
      ],
    };
    const fromCsv = parseImportFile({ fileName: 'history.csv', content: text, timeZone: 'UTC' });
    const fromBook = parseImportFile({
      fileName: 'statement.xlsx',
      content: workbook(rows, { sheetName: 'History', before: [summary] }),
      timeZone: 'UTC',
    });
    expect(fromBook.format).toBe('trading212');
    expect(fromBook.executions).toEqual(fromCsv.executions);
    expect(fromBook.warnings).toContainEqual({ message: 'statement.xlsx: the sheet "History" was read' });

    const twice = parseImportFile({
      fileName: 'two.xlsx',
      content: workbook(rows, {
        sheetName: 'Later',
        before: [
          summary,
          { name: 'Earlier', rows: readDelimited(text.replace(/^\uFEFF/, '')).map((row) => row.cells) },
        ],
      }),
      timeZone: 'UTC',
    });
    expect(twice.warnings).toContainEqual({
      message:
        'two.xlsx: the sheet "Earlier" was read; "Later" can be imported too, each saved as a file of its own',
    });
    // A workbook no format reads is its first sheet, for the column mapping.
    const unknown = parseImportFile({
      fileName: 'x.xlsx',
      content: workbook([
        ['a', 'b'],
        ['1', '2'],
      ]),
      timeZone: 'UTC',
    });
    expect(unknown.format).toBeNull();
  });

  it('says when a workbook cannot be read, without throwing', () => {
    const result = parseImportFile({
      fileName: 'trades.xlsx',
      content: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9]),
      timeZone: 'UTC',
    });
    const sentence =
      'trades.xlsx could not be read as an Excel workbook: the file is not a readable zip archive.';
    expect(result.executions).toEqual([]);
    expect(result.warnings).toEqual([{ message: sentence }]);
    // Refused, so the wizard says so rather than offering a mapping of its bytes.
    expect(result.refusal).toBe(sentence);
  });
});

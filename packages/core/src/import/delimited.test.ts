import { describe, expect, it } from 'vitest';
import { detectDelimiter, readDelimited } from './delimited.ts';

describe('detectDelimiter', () => {
  it('counts delimiters in the header line, outside quotes', () => {
    expect(detectDelimiter('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('"a;b";"c,d,e";f')).toBe(';');
    expect(detectDelimiter('\n\na\tb\tc')).toBe('\t');
    expect(detectDelimiter('a|b|c')).toBe('|');
    expect(detectDelimiter('single')).toBe(',');
  });
});

describe('readDelimited', () => {
  it('reads RFC 4180 quoting: delimiters, doubled quotes and line breaks inside quotes', () => {
    const rows = readDelimited('a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\n4,5,6\r\n');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { line: 4, cells: ['4', '5', '6'] },
    ]);
  });

  it('reads LF, CR and CRLF endings and keeps physical line numbers', () => {
    expect(readDelimited('a\rb\nc\r\nd').map((row) => [row.line, row.cells[0]])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
      [4, 'd'],
    ]);
  });

  it('leaves out blank lines and trailing lines of empty cells', () => {
    const rows = readDelimited('a;b\n\n1;2\n;\n\r\n\n');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1', '2'] },
    ]);
  });

  it('keeps empty cells and an unterminated quote to the end of the file', () => {
    expect(readDelimited('a,,c\n"open')).toEqual([
      { line: 1, cells: ['a', '', 'c'] },
      { line: 2, cells: ['open'] },
    ]);
  });

  it('reads tabs with the delimiter given', () => {
    expect(readDelimited('a\tb,c\n', '\t')).toEqual([{ line: 1, cells: ['a', 'b,c'] }]);
  });

  it('obeys a spreadsheet "sep=" first line and does not read it as a row', () => {
    expect(readDelimited('sep=;\r\na;b,c\r\n1;2,5\r\n')).toEqual([
      { line: 2, cells: ['a', 'b,c'] },
      { line: 3, cells: ['1', '2,5'] },
    ]);
  });
});

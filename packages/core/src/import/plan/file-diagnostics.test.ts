import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../parse-import-file.ts';
import type { SkippedRow } from '../types.ts';
import { fileNotes, groupSkipped, skippedPhrase } from './file-diagnostics.ts';

describe('groupSkipped', () => {
  it('groups by kind, the largest first, with its first lines in file order and the rows it quotes', () => {
    const rows: SkippedRow[] = [
      ...Array.from({ length: 17 }, (_, i) => ({
        line: 40 - i,
        kind: 'dividend',
        description: `Dividend ${40 - i}`,
      })),
      { line: 3, kind: 'cancelled order', description: 'Cancelled buy 1 ESM6' },
      { line: 5, kind: 'cancelled order', description: '' },
      { line: 8, kind: 'cancelled order', description: 'Cancelled sell 2 ESM6' },
      { line: 2, kind: 'Weird Thing', description: 'x' },
    ];
    const groups = groupSkipped(rows);
    expect(groups.map((group) => [group.kind, group.count])).toEqual([
      ['dividend', 17],
      ['cancelled order', 3],
      ['Weird Thing', 1],
    ]);
    expect(groups[0]).toMatchObject({
      one: 'row is a dividend',
      many: 'rows are dividends',
      lines: [24, 25, 26, 27, 28],
      examples: [
        { line: 24, description: 'Dividend 24' },
        { line: 25, description: 'Dividend 25' },
      ],
    });
    // A row the format described with nothing is not quoted.
    expect(groups[1]).toMatchObject({
      many: 'orders were cancelled, not filled',
      lines: [3, 5, 8],
      examples: [
        { line: 3, description: 'Cancelled buy 1 ESM6' },
        { line: 8, description: 'Cancelled sell 2 ESM6' },
      ],
    });
    expect(groups[2]?.one).toBe('row marked “Weird Thing”, not a trade');
  });

  it('says every kind a format gives in words, whatever its case', () => {
    expect(skippedPhrase('Interest')).toEqual(['row is interest', 'rows are interest']);
    expect(skippedPhrase('order')[1]).toBe('orders filled nothing (cancelled or never filled)');
  });

  it('is empty for a file that left nothing out', () => {
    expect(groupSkipped([])).toEqual([]);
  });
});

describe('fileNotes', () => {
  it('puts the stated-P&L differences first and marks them', () => {
    const csv = [
      'symbol,_priceFormat,_priceFormatType,_tickSize,buyFillId,sellFillId,qty,buyPrice,sellPrice,pnl,boughtTimestamp,soldTimestamp,duration',
      'ESM6,-2,0,0.25,9001,9002,1,5250.25,5252.75,$300.00,03/06/2026 09:31:02,03/06/2026 09:40:15,9min 13sec',
    ].join('\n');
    const result = parseImportFile({ fileName: 'p.csv', content: csv, timeZone: 'America/Chicago' });
    const withOther = { ...result, warnings: [{ message: 'Something else' }, ...result.warnings] };
    const notes = fileNotes(withOther);
    expect(notes.map((note) => note.pnl)).toEqual([true, false]);
    expect(notes[0]).toMatchObject({ line: 2 });
    expect(notes[0]?.message).toContain('+300.00');
    expect(notes[1]).toEqual({ message: 'Something else', pnl: false });
  });

  it('marks nothing when the file states no P&L', () => {
    expect(fileNotes({ warnings: [{ line: 3, message: 'A' }] })).toEqual([
      { line: 3, message: 'A', pnl: false },
    ]);
  });
});

import type { ColumnMapping } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { keptMappings, sameFiles } from './kept-mappings';

const file = (name: string, size = 10, lastModified = 1) => ({ name, size, lastModified });
const mapping: ColumnMapping = { columns: { symbol: 'Ticker', quantity: 'Qty', price: 'At', time: 'When' } };

describe('mappings kept for another read', () => {
  it('keeps them when the same files are read again', () => {
    const mappings = new Map([[1, mapping]]);
    const chosen = [file('a.csv'), file('b.csv')];
    expect(keptMappings(mappings, chosen, [file('a.csv'), file('b.csv')])).toBe(mappings);
  });

  it('drops them for other files, or the same names changed or reordered', () => {
    const mappings = new Map([[0, mapping]]);
    const chosen = [file('a.csv'), file('b.csv')];
    expect(keptMappings(mappings, chosen, [file('a.csv')]).size).toBe(0);
    expect(keptMappings(mappings, chosen, [file('b.csv'), file('a.csv')]).size).toBe(0);
    expect(sameFiles(chosen, [file('a.csv', 11), file('b.csv')])).toBe(false);
    expect(sameFiles(chosen, [file('a.csv', 10, 2), file('b.csv')])).toBe(false);
    expect(sameFiles([], [])).toBe(true);
  });
});

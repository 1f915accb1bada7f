// Golden fixtures: every fixtures/<format>/ok/<case>.<ext> is read and compared whole with the
// <case>.expected.json beside it; not-ok/ cases must produce the row errors their JSON lists.
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file.ts';
import { fixtureTrades, type FixtureTrade } from './test-support.ts';
import type { ColumnMapping, ImportResult } from './types.ts';

declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

interface Expected {
  /** The file's zone; UTC when absent. */
  timeZone?: string;
  /** A format forced instead of detection. */
  format?: string;
  mapping?: ColumnMapping;
  result: ImportResult;
  /** The trades the fills make (splitRoundTrips per account and symbol); checked when given. */
  trades?: FixtureTrade[];
}

const files = import.meta.glob('./fixtures/*/*/*', { query: '?raw', import: 'default', eager: true });
const cases = Object.keys(files)
  .filter((path) => !path.endsWith('.expected.json'))
  .map((path) => {
    const [, , formatId = '', kind = '', fileName = ''] = path.split('/');
    const expectedPath = `${path.slice(0, path.lastIndexOf('.'))}.expected.json`;
    return { path, formatId, kind, fileName, expectedPath };
  });

describe('import fixtures', () => {
  it('has an expected result beside every fixture, and fixtures for every kind', () => {
    for (const fixture of cases)
      expect(files[fixture.expectedPath], fixture.expectedPath).toBeTypeOf('string');
    expect(cases.some((fixture) => fixture.kind === 'ok')).toBe(true);
    expect(cases.some((fixture) => fixture.kind === 'not-ok')).toBe(true);
  });

  it.each(cases)('$formatId/$kind/$fileName', ({ path, formatId, kind, fileName, expectedPath }) => {
    const expected = JSON.parse(files[expectedPath] ?? '{}') as Expected;
    const result = parseImportFile({
      fileName,
      content: files[path] ?? '',
      timeZone: expected.timeZone ?? 'UTC',
      ...(expected.format ? { format: expected.format } : {}),
      ...(expected.mapping ? { mapping: expected.mapping } : {}),
    });
    expect(result).toEqual(expected.result);
    if (expected.trades) expect(fixtureTrades(result.executions)).toEqual(expected.trades);
    // Detected, not forced: a format must recognise its own files and no other format steal them.
    if (!expected.format && !expected.mapping) expect(result.format).toBe(formatId);
    if (kind === 'ok') expect(result.rowErrors).toEqual([]);
    // A not-ok file fails in its rows, or is refused whole (a cut-off statement).
    else if (result.refusal === undefined) expect(result.rowErrors.length).toBeGreaterThan(0);
  });
});

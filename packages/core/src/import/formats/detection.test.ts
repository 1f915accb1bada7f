// Detection must not steal: every fixture of every format is recognised as its own format, and
// no other format rates it as high, so adding a format cannot take another's files.
import { describe, expect, it } from 'vitest';
import { readDelimited } from '../delimited.ts';
import { decodeText } from '../text.ts';
import { IMPORT_FORMATS, detectFormat } from '../registry.ts';

const files = import.meta.glob('../fixtures/*/*/*', { query: '?raw', import: 'default', eager: true });
const cases = Object.keys(files)
  .filter((path) => !path.endsWith('.expected.json'))
  .map((path) => {
    const [, , formatId = '', , fileName = ''] = path.split('/');
    const expected = JSON.parse(files[`${path.slice(0, path.lastIndexOf('.'))}.expected.json`] ?? '{}') as {
      format?: string;
      mapping?: unknown;
    };
    return {
      path,
      formatId,
      fileName,
      forced: expected.format !== undefined || expected.mapping !== undefined,
    };
  })
  .filter((fixture) => !fixture.forced);

describe('format detection', () => {
  it('has fixtures to check', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases)('$formatId/$fileName is detected as $formatId alone', ({ path, formatId, fileName }) => {
    const text = decodeText(files[path] ?? '').text;
    const sample = { fileName, rows: readDelimited(text).slice(0, 50), head: text.slice(0, 65_536) };
    expect(detectFormat(sample)?.format.id).toBe(formatId);
    const own = IMPORT_FORMATS.find((format) => format.id === formatId)?.detect(sample) ?? 0;
    for (const other of IMPORT_FORMATS) {
      if (other.id !== formatId) expect(other.detect(sample), other.id).toBeLessThan(own);
    }
  });
});

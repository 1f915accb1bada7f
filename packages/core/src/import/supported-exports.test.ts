import { describe, expect, it } from 'vitest';
import { IMPORT_FORMATS } from './registry.ts';
import {
  SUPPORTED_EXPORTS,
  SUPPORTED_EXPORTS_DOC_END,
  SUPPORTED_EXPORTS_DOC_START,
  searchSupportedExports,
  supportedExportsMarkdown,
} from './supported-exports.ts';

const docs = Object.values(
  import.meta.glob('../../../../docs/importing.md', { query: '?raw', import: 'default', eager: true }),
)[0];

describe('the supported exports list', () => {
  it('names every format the importer has, and only those', () => {
    const listed = new Set(SUPPORTED_EXPORTS.flatMap((entry) => entry.formats));
    for (const format of IMPORT_FORMATS) expect(listed, format.id).toContain(format.id);
    const known = new Set(IMPORT_FORMATS.map((format) => format.id));
    for (const id of listed) expect(known, id).toContain(id);
  });

  it('gives every export how to download it, in words a trader reads', () => {
    for (const entry of SUPPORTED_EXPORTS) {
      expect(entry.broker.trim(), entry.export).not.toBe('');
      expect(entry.guide.length, `${entry.broker} — ${entry.export}`).toBeGreaterThan(80);
    }
  });

  it('is searched by broker, export and format, accents and case ignored', () => {
    expect(searchSupportedExports('ninja').map((entry) => entry.broker)).toEqual([
      'NinjaTrader 8',
      'NinjaTrader 8',
    ]);
    expect(searchSupportedExports('TRADE REPUBLIC').map((entry) => entry.broker)).toEqual(['Trade Republic']);
    expect(searchSupportedExports('flex').every((entry) => entry.broker === 'Interactive Brokers')).toBe(
      true,
    );
    expect(searchSupportedExports('nothing like this')).toEqual([]);
    expect(searchSupportedExports('')).toHaveLength(SUPPORTED_EXPORTS.length);
    // A broker's own name ranks above an export that merely mentions it.
    expect(searchSupportedExports('revolut')[0]?.broker).toBe('Revolut');
  });

  it('is written into docs/importing.md as generated (npm run docs:brokers)', () => {
    expect(typeof docs).toBe('string');
    const text = String(docs);
    const start = text.indexOf(SUPPORTED_EXPORTS_DOC_START);
    const end = text.indexOf(SUPPORTED_EXPORTS_DOC_END);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(text.slice(start, end + SUPPORTED_EXPORTS_DOC_END.length)).toBe(supportedExportsMarkdown());
  });
});

import { tableRegion, type ColumnMapping } from '@edgelog/core';
import { draftOf, mappingOf } from './mapping-draft';

/**
 * A column mapping the trader saved under a name, for the next file from the same broker, stored
 * in user_settings.import_templates as a versioned document:
 * - version 1 (no `version` key): `{ name, mapping }`;
 * - version 2: adds `headers`, the file's header row when it was saved, to offer the template again
 *   when a file with the same header comes back (and the mapping's table place: sheet, header row).
 */
export interface MappingTemplate {
  version: typeof TEMPLATE_VERSION;
  name: string;
  mapping: ColumnMapping;
  /** The header the template was saved from; absent for templates saved before version 2. */
  headers?: string[];
}

export const TEMPLATE_VERSION = 2;

/** A stored template of any version as the current one, or null when it cannot make a mapping. */
export function restoreTemplate(raw: unknown): MappingTemplate | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { name, mapping, headers } = raw as { name?: unknown; mapping?: unknown; headers?: unknown };
  if (typeof name !== 'string') return null;
  const draft = draftOf(mapping, 'UTC');
  const checked = draft ? mappingOf(draft) : null;
  if (checked === null) return null;
  // A v1 mapping read without a zone of its own keeps having none (the request's zone applies).
  const zone = (mapping as { timeZone?: unknown }).timeZone;
  if (typeof zone !== 'string') delete checked.timeZone;
  const template: MappingTemplate = { version: TEMPLATE_VERSION, name, mapping: checked };
  if (Array.isArray(headers) && headers.every((header) => typeof header === 'string'))
    template.headers = headers as string[];
  return template;
}

/**
 * The saved templates, each checked: one written by an older version (or edited by hand) that
 * lacks the columns a mapping needs is left out instead of breaking the list.
 */
export function readTemplates(raw: unknown): MappingTemplate[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(restoreTemplate).filter((template) => template !== null);
}

const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The template made for files like this one: the one saved from the same header (at the header
 * row it names), else one saved before headers were kept whose columns the file all has.
 * `rows` are the file's first rows from the top of the sheet or table shown.
 */
export function matchingTemplate(
  templates: readonly MappingTemplate[],
  rows: readonly string[][],
  shown: { sheet: string | null; table: number | null },
): MappingTemplate | null {
  const delimited = rows.map((cells, index) => ({ line: index + 1, cells }));
  const headerAt = (mapping: ColumnMapping) => tableRegion(delimited, mapping).header.map(key);
  // A template of one sheet or table is for that one; one that names none is for any.
  const sameTable = (mapping: ColumnMapping) =>
    (mapping.sheet ?? shown.sheet) === shown.sheet && (mapping.table ?? shown.table) === shown.table;
  const exact = templates.find((template) => {
    if (template.headers === undefined || !sameTable(template.mapping)) return false;
    const header = headerAt(template.mapping);
    return (
      header.length === template.headers.length &&
      template.headers.every((name, at) => key(name) === header[at])
    );
  });
  if (exact) return exact;
  return (
    templates.find((template) => {
      // Saved before headers were kept, and not for a file without a header (any file has "Column 1").
      if (template.headers !== undefined || template.mapping.headerRow === 0) return false;
      const header = new Set(headerAt(template.mapping));
      return Object.values(template.mapping.columns).every(
        (name) => name === undefined || header.has(key(name)),
      );
    }) ?? null
  );
}

/** The template as stored, with the header of the file it was made on. */
export function templateOf(name: string, mapping: ColumnMapping, rows: readonly string[][]): MappingTemplate {
  const delimited = rows.map((cells, index) => ({ line: index + 1, cells }));
  const headers = (mapping.headerRow ?? 1) === 0 ? [] : tableRegion(delimited, mapping).header;
  return { version: TEMPLATE_VERSION, name, mapping, ...(headers.length > 0 ? { headers } : {}) };
}

import type { ColumnMapping } from '@edgelog/core';
import { draftOf, mappingOf } from './mapping-draft';

/** A column mapping the trader saved under a name, for the next file from the same broker. */
export interface MappingTemplate {
  name: string;
  mapping: ColumnMapping;
}

/**
 * The saved templates, each checked: one written by an older version (or edited by hand) that
 * lacks the columns a mapping needs is left out instead of breaking the list.
 */
export function readTemplates(raw: unknown): MappingTemplate[] {
  if (!Array.isArray(raw)) return [];
  const templates: MappingTemplate[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, mapping } = item as { name?: unknown; mapping?: unknown };
    if (typeof name !== 'string') continue;
    const draft = draftOf(mapping, 'UTC');
    const checked = draft ? mappingOf(draft) : null;
    if (checked) templates.push({ name, mapping: checked });
  }
  return templates;
}

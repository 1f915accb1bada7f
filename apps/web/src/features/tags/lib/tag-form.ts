import type { ErrorCode } from '@edgelog/core';

export const TAG_GROUPS = ['setup', 'mistake', 'emotion', 'custom'] as const;
export type TagGroup = (typeof TAG_GROUPS)[number];

export const GROUP_LABELS: Record<TagGroup, string> = {
  setup: 'Setup',
  mistake: 'Mistake',
  emotion: 'Emotion',
  custom: 'Custom',
};

/** The tags table's check (tags_name_length). */
export const MAX_TAG_NAME = 50;

/**
 * Colours offered beside the hex field: distinct on both themes, and including the colours new
 * tags get by group in the trade form's tag picker, so a recoloured tag can go back to its group's.
 */
export const TAG_PALETTE = [
  '#2563eb',
  '#0891b2',
  '#059669',
  '#65a30d',
  '#ca8a04',
  '#d97706',
  '#ea580c',
  '#dc2626',
  '#db2777',
  '#9333ea',
  '#6b7280',
  '#64748b',
] as const;

export interface TagValues {
  name: string;
  color: string;
  group: string;
}

export interface TagDraft {
  name: string;
  /** `#rrggbb`, lower case. */
  color: string;
  group: TagGroup;
}

export interface TagIssue {
  field: keyof TagValues;
  code: ErrorCode;
  message: string;
}

export type TagCheck = { ok: true; draft: TagDraft } | { ok: false; issues: TagIssue[] };

export const NAME_REQUIRED = 'Enter a name for the tag.';
export const NAME_TOO_LONG = `Use at most ${MAX_TAG_NAME} characters.`;
export const NAME_TAKEN = 'You already have a tag with this name.';
export const COLOR_INVALID = 'Enter a colour as a hex code, like #2563eb.';
export const GROUP_INVALID = 'Choose setup, mistake, emotion or custom.';

/** A hex colour as typed ('#abc', 'AABBCC', ' #aabbcc ') as `#rrggbb`, or null when it is none. */
export function normalizeColor(typed: string): string | null {
  const hex = typed.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(hex)) return `#${hex}`;
  if (/^[0-9a-f]{3}$/.test(hex)) return `#${[...hex].map((digit) => digit + digit).join('')}`;
  return null;
}

export function isTagGroup(value: string): value is TagGroup {
  return (TAG_GROUPS as readonly string[]).includes(value);
}

/** The same name for the database's unique index: lower(name) of the trimmed name. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * A tag's edit checked as the tags table checks it: a name of 1 to 50 characters once trimmed, not
 * the name of another of the trader's tags whatever its capitals, a `#rrggbb` colour and a group.
 * `otherNames` leaves out the tag being edited, so changing only a name's capitals is allowed.
 */
export function checkTag(values: TagValues, otherNames: readonly string[]): TagCheck {
  const issues: TagIssue[] = [];
  const name = values.name.trim();
  if (name === '') issues.push({ field: 'name', code: 'VALIDATION-001', message: NAME_REQUIRED });
  else if ([...name].length > MAX_TAG_NAME)
    issues.push({ field: 'name', code: 'VALIDATION-011', message: NAME_TOO_LONG });
  else if (otherNames.some((other) => sameName(other, name)))
    issues.push({ field: 'name', code: 'DB-005', message: NAME_TAKEN });
  const color = normalizeColor(values.color);
  if (color === null) issues.push({ field: 'color', code: 'VALIDATION-002', message: COLOR_INVALID });
  const group = values.group;
  if (!isTagGroup(group)) issues.push({ field: 'group', code: 'VALIDATION-001', message: GROUP_INVALID });
  if (issues.length > 0 || color === null || !isTagGroup(group)) return { ok: false, issues };
  return { ok: true, draft: { name, color, group } };
}

export { isDuplicateName } from '@/lib/errors';

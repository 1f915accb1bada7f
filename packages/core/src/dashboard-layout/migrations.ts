// Saved layouts outlive releases: each step turns a document of version n into one of version
// n + 1, so a layout saved by any earlier release is read by walking the steps in order. Steps
// are pure and never see a document of another version than their own.

/** A saved document as JSON gives it: a plain object with a numeric `version`. */
export type LayoutDocument = Readonly<Record<string, unknown>> & { version: number };

export type LayoutMigration = (document: LayoutDocument) => LayoutDocument;

/**
 * Steps keyed by the version they read. Version 1 is the first document ever saved, so there is
 * nothing to upgrade yet; the next change of shape adds `1: (v1) => v2` here.
 */
export const DASHBOARD_LAYOUT_MIGRATIONS: Readonly<Record<number, LayoutMigration>> = Object.freeze({});

export type UpgradeResult =
  { ok: true; document: LayoutDocument; steps: number } | { ok: false; reason: string };

/** Walks a document from its version up to `target`, one step at a time. */
export function upgradeLayoutDocument(
  document: LayoutDocument,
  target: number,
  migrations: Readonly<Record<number, LayoutMigration>> = DASHBOARD_LAYOUT_MIGRATIONS,
): UpgradeResult {
  if (document.version > target)
    return { ok: false, reason: `version ${document.version} is newer than this release reads` };
  let current = document;
  let steps = 0;
  while (current.version < target) {
    const step = migrations[current.version];
    if (step === undefined) return { ok: false, reason: `no upgrade from version ${current.version}` };
    const next = step(current);
    // A step that does not move forward would loop for ever.
    if (next.version !== current.version + 1)
      return { ok: false, reason: `the upgrade from version ${current.version} gave ${next.version}` };
    current = next;
    steps++;
  }
  return { ok: true, document: current, steps };
}

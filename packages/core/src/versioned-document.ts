// Documents saved as JSON outlive releases (a dashboard layout, a draw board's scene): each
// migration step turns a document of version n into one of version n + 1, so a document saved by
// any earlier release is read by walking the steps in order. Steps are pure and only ever see a
// document of their own version.

/** A saved document as JSON gives it: a plain object with a numeric `version`. */
export type VersionedDocument = Readonly<Record<string, unknown>> & { version: number };

export type DocumentMigration = (document: VersionedDocument) => VersionedDocument;

export type DocumentUpgrade =
  { ok: true; document: VersionedDocument; steps: number } | { ok: false; reason: string };

/** Walks a document from its version up to `target`, one step at a time (steps keyed by the version they read). */
export function upgradeDocument(
  document: VersionedDocument,
  target: number,
  migrations: Readonly<Record<number, DocumentMigration>>,
): DocumentUpgrade {
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

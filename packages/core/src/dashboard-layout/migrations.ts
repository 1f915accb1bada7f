// Saved layouts outlive releases: migrated step by step like every versioned document
// (versioned-document.ts).

import {
  upgradeDocument,
  type DocumentMigration,
  type DocumentUpgrade,
  type VersionedDocument,
} from '../versioned-document.ts';

export type LayoutDocument = VersionedDocument;

export type LayoutMigration = DocumentMigration;

/**
 * Steps keyed by the version they read. Version 1 is the first document ever saved, so there is
 * nothing to upgrade yet; the next change of shape adds `1: (v1) => v2` here.
 */
export const DASHBOARD_LAYOUT_MIGRATIONS: Readonly<Record<number, LayoutMigration>> = Object.freeze({});

export type UpgradeResult = DocumentUpgrade;

/** Walks a layout from its version up to `target`, one step at a time. */
export function upgradeLayoutDocument(
  document: LayoutDocument,
  target: number,
  migrations: Readonly<Record<number, LayoutMigration>> = DASHBOARD_LAYOUT_MIGRATIONS,
): UpgradeResult {
  return upgradeDocument(document, target, migrations);
}

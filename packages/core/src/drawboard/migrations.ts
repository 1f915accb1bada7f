// Boards outlive releases: each step turns a scene document of version n into one of version
// n + 1, so a board saved by any earlier release opens by walking the steps in order. A step is
// pure and only ever sees a document of its own version.
import {
  upgradeDocument,
  type DocumentMigration,
  type DocumentUpgrade,
  type VersionedDocument,
} from '../versioned-document.ts';
import { isRecord } from './scene.ts';

export type SceneVersionDocument = VersionedDocument;

export type SceneMigration = DocumentMigration;

/**
 * Version 1 (the first boards): `{ version: 1, elements, appState }`, no images. Version 2 adds
 * `files`, the references to the board's images in storage; a version 1 board had none.
 */
export function sceneV1toV2(document: SceneVersionDocument): SceneVersionDocument {
  return {
    version: 2,
    elements: document.elements,
    appState: isRecord(document.appState) ? document.appState : {},
    files: {},
  };
}

/** Steps keyed by the version they read. */
export const SCENE_MIGRATIONS: Readonly<Record<number, SceneMigration>> = Object.freeze({ 1: sceneV1toV2 });

export type SceneUpgrade = DocumentUpgrade;

/** Walks a scene from its version up to `target`, one step at a time. */
export function upgradeScene(
  document: SceneVersionDocument,
  target: number,
  migrations: Readonly<Record<number, SceneMigration>> = SCENE_MIGRATIONS,
): SceneUpgrade {
  return upgradeDocument(document, target, migrations);
}

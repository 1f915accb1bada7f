// Boards outlive releases: each step turns a scene document of version n into one of version
// n + 1, so a board saved by any earlier release opens by walking the steps in order. A step is
// pure and only ever sees a document of its own version.
import { isRecord } from './scene.ts';

/** A saved document as JSON gives it: a plain object with a whole, positive `version`. */
export type SceneVersionDocument = Readonly<Record<string, unknown>> & { version: number };

export type SceneMigration = (document: SceneVersionDocument) => SceneVersionDocument;

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

export type SceneUpgrade =
  { ok: true; document: SceneVersionDocument; steps: number } | { ok: false; reason: string };

/** Walks a document from its version up to `target`, one step at a time. */
export function upgradeScene(
  document: SceneVersionDocument,
  target: number,
  migrations: Readonly<Record<number, SceneMigration>> = SCENE_MIGRATIONS,
): SceneUpgrade {
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

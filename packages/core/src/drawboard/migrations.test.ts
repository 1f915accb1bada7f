import { describe, expect, it } from 'vitest';
import { SCENE_MIGRATIONS, sceneV1toV2, upgradeScene, type SceneMigration } from './migrations.ts';
import { SCENE_V1 } from './scene-fixtures.ts';
import { SCENE_VERSION } from './scene.ts';

describe('sceneV1toV2', () => {
  it('keeps a version 1 board whole and gives it an empty map of images', () => {
    expect(sceneV1toV2(SCENE_V1)).toEqual({
      version: 2,
      elements: SCENE_V1.elements,
      appState: SCENE_V1.appState,
      files: {},
    });
  });

  it('gives a version 1 board without an app state an empty one', () => {
    expect(sceneV1toV2({ version: 1, elements: [] })).toEqual({
      version: 2,
      elements: [],
      appState: {},
      files: {},
    });
  });
});

describe('upgradeScene', () => {
  it('has a step from every earlier version to the current one', () => {
    for (let version = 1; version < SCENE_VERSION; version++)
      expect(SCENE_MIGRATIONS[version]).toBeTypeOf('function');
    expect(upgradeScene(SCENE_V1, SCENE_VERSION)).toMatchObject({ ok: true, steps: SCENE_VERSION - 1 });
  });

  it('leaves a current document alone', () => {
    const current = { version: SCENE_VERSION, elements: [], appState: {}, files: {} };
    expect(upgradeScene(current, SCENE_VERSION)).toEqual({ ok: true, document: current, steps: 0 });
  });

  it('refuses a document from a newer release, a version with no step and a step that does not move on', () => {
    expect(upgradeScene({ version: 3 }, 2)).toEqual({
      ok: false,
      reason: 'version 3 is newer than this release reads',
    });
    expect(upgradeScene({ version: 1 }, 3, { 1: sceneV1toV2 })).toEqual({
      ok: false,
      reason: 'no upgrade from version 2',
    });
    const stuck: SceneMigration = (document) => document;
    expect(upgradeScene({ version: 1 }, 2, { 1: stuck })).toEqual({
      ok: false,
      reason: 'the upgrade from version 1 gave 1',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { restoreScene } from './restore.ts';
import { SceneDataError, canvasError } from './scene-error.ts';
import { SCENE_V1, SCENE_V2 } from './scene-fixtures.ts';

/** The error restoreScene threw, checked to be the scene's own and not a TypeError. */
function failure(raw: unknown): SceneDataError {
  try {
    restoreScene(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(SceneDataError);
    expect(canvasError(error).code).toBe('CANVAS-003');
    return error as SceneDataError;
  }
  throw new Error('restoreScene read it');
}

describe('restoreScene', () => {
  it('reads a version 2 board as saved, keeping only the settings a board keeps', () => {
    expect(restoreScene(SCENE_V2)).toEqual({ scene: SCENE_V2, notice: null });
  });

  it('brings a version 1 board up to date: same drawing, no images, the moment’s view left behind', () => {
    const { scene, notice } = restoreScene(SCENE_V1);
    expect(scene).toEqual({
      version: 2,
      elements: SCENE_V1.elements,
      appState: { viewBackgroundColor: '#fff9db', gridSize: null },
      files: {},
    });
    expect(notice).toBe('This board was saved by an earlier version and has been updated.');
    // What it gives back is itself a current scene: restoring again changes nothing.
    expect(restoreScene(scene)).toEqual({ scene, notice: null });
  });

  it('reads the same from JSON text round trips (the row and the browser copy)', () => {
    expect(restoreScene(JSON.parse(JSON.stringify(SCENE_V1)))).toEqual(restoreScene(SCENE_V1));
  });

  it('leaves out shapes and images it cannot read, and says how many', () => {
    const { scene, notice } = restoreScene({
      ...SCENE_V2,
      elements: [...SCENE_V2.elements, null, { type: 'rectangle' }, 'text'],
      files: { ...SCENE_V2.files, broken: { path: 'x', mimeType: 'application/pdf', created: 1 } },
    });
    expect(scene.elements).toEqual(SCENE_V2.elements);
    expect(scene.files).toEqual(SCENE_V2.files);
    expect(notice).toBe('3 shapes and 1 image of this board could not be read and were left out.');
    expect(restoreScene({ ...SCENE_V2, elements: [7] }).notice).toBe(
      '1 shape of this board could not be read and was left out.',
    );
  });

  it('drops settings of the wrong type and fills in a missing app state and file map', () => {
    const { scene } = restoreScene({
      version: 2,
      elements: [],
      appState: { viewBackgroundColor: 3, gridSize: -5, gridModeEnabled: 'yes', gridStep: 5 },
    });
    expect(scene).toEqual({ version: 2, elements: [], appState: { gridStep: 5 }, files: {} });
  });

  it('refuses what is not a scene with a CANVAS-003 error, never a TypeError', () => {
    expect(failure(null).reason).toBe('the scene is not an object');
    expect(failure([SCENE_V2]).reason).toBe('the scene is not an object');
    expect(failure('{"version":2}').reason).toBe('the scene is not an object');
    expect(failure({ elements: [] }).reason).toBe('the scene has no version');
    expect(failure({ version: '2', elements: [] }).reason).toBe('the scene has no version');
    expect(failure({ version: 1.5, elements: [] }).reason).toBe('the scene has no version');
    expect(failure({ version: 2, elements: {} }).reason).toBe('the scene has no list of elements');
    expect(failure({ version: 1 }).reason).toBe('the scene has no list of elements');
    expect(failure({ version: 2, elements: [], files: [] }).reason).toBe('the scene has no map of files');
  });

  it('refuses a board saved by a newer release rather than guess at it', () => {
    expect(failure({ ...SCENE_V2, version: 3 }).reason).toBe('version 3 is newer than this release reads');
  });
});

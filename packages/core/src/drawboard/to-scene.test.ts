import { describe, expect, it } from 'vitest';
import { restoreScene } from './restore.ts';
import { SCENE_V2 } from './scene-fixtures.ts';
import type { SceneFileRef } from './scene.ts';
import { boardFilePath, boardThumbnailPath, sceneFingerprint, toSceneDocument } from './to-scene.ts';

const PNG = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk'.repeat(40)}`;

const image = (id: string, fileId: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'image',
  x: 0,
  y: 0,
  width: 10,
  height: 10,
  fileId,
  version: 1,
  versionNonce: 7,
  isDeleted: false,
  ...extra,
});
const text = { id: 't', type: 'text', text: 'levels', version: 3, versionNonce: 9, isDeleted: false };

const editorFile = (id: string, dataURL = PNG, mimeType = 'image/png') => ({
  id,
  mimeType,
  dataURL,
  created: 5,
});

const storedRef: SceneFileRef = { path: 'u/b/stored', mimeType: 'image/jpeg', created: 1 };

describe('toSceneDocument', () => {
  it('saves references to the images, never their bytes, and lists the ones to upload', () => {
    const { scene, uploads } = toSceneDocument(
      {
        elements: [text, image('i1', 'stored'), image('i2', 'fresh'), image('i3', 'fresh')],
        appState: {
          viewBackgroundColor: '#fff',
          zoom: { value: 2 },
          scrollX: 30,
          selectedElementIds: { t: true },
        },
        files: { stored: editorFile('stored'), fresh: editorFile('fresh') },
      },
      { stored: storedRef },
    );
    expect(scene.files).toEqual({ stored: storedRef });
    expect(uploads).toEqual([{ fileId: 'fresh', mimeType: 'image/png', dataURL: PNG }]);
    const saved = JSON.stringify(scene);
    expect(saved).not.toContain('data:');
    expect(saved).not.toContain('base64');
    expect(saved.length).toBeLessThan(1000);
    expect(scene.appState).toEqual({ viewBackgroundColor: '#fff' });
    // Once uploaded, the same editor scene saves a reference to it too, and nothing is left to upload.
    const fresh: SceneFileRef = { path: 'u/b/fresh', mimeType: 'image/png', created: 5 };
    const after = toSceneDocument(
      { elements: [text, image('i2', 'fresh')], appState: {}, files: { fresh: editorFile('fresh') } },
      { stored: storedRef, fresh },
    );
    expect(after).toEqual({
      scene: { version: 2, elements: [text, image('i2', 'fresh')], appState: {}, files: { fresh } },
      uploads: [],
    });
  });

  it('leaves out deleted elements and the images no element shows any more', () => {
    const { scene, uploads } = toSceneDocument(
      {
        elements: [
          text,
          image('gone', 'stored', { isDeleted: true }),
          image('i2', 'fresh', { isDeleted: true }),
        ],
        appState: {},
        files: { fresh: editorFile('fresh') },
      },
      { stored: storedRef },
    );
    expect(scene.elements).toEqual([text]);
    expect(scene.files).toEqual({});
    expect(uploads).toEqual([]);
  });

  it('uploads only images it has the bytes of, typed from the data URL when the editor did not say', () => {
    const { uploads } = toSceneDocument(
      {
        elements: [image('a', 'remote'), image('b', 'pdf'), image('c', 'untyped'), image('d', 'missing')],
        appState: null,
        files: {
          remote: editorFile('remote', 'https://example.test/a.png'),
          pdf: editorFile('pdf', 'data:application/pdf;base64,JVBER', 'application/pdf'),
          untyped: { dataURL: 'data:image/webp;base64,UklGR' },
        },
      },
      {},
    );
    expect(uploads).toEqual([
      { fileId: 'untyped', mimeType: 'image/webp', dataURL: 'data:image/webp;base64,UklGR' },
    ]);
  });

  it('gives a document restoreScene reads back as it is', () => {
    const { scene } = toSceneDocument(
      { elements: SCENE_V2.elements, appState: SCENE_V2.appState, files: {} },
      SCENE_V2.files,
    );
    expect(restoreScene(JSON.parse(JSON.stringify(scene)))).toEqual({ scene: SCENE_V2, notice: null });
  });
});

describe('sceneFingerprint', () => {
  const base = toSceneDocument(
    { elements: [text, image('i', 'stored')], appState: {}, files: {} },
    { stored: storedRef },
  ).scene;

  it('stays the same for the same drawing, whatever else the editor reported', () => {
    const again = toSceneDocument(
      {
        elements: [{ ...text }, image('i', 'stored')],
        appState: { scrollX: 500, zoom: { value: 3 } },
        files: {},
      },
      { stored: storedRef },
    ).scene;
    expect(sceneFingerprint(again)).toBe(sceneFingerprint(base));
  });

  it('changes with an edited element, a new setting or a moved image', () => {
    const fp = sceneFingerprint(base);
    expect(
      sceneFingerprint({ ...base, elements: [{ ...text, version: 4, versionNonce: 1 }, base.elements[1]] }),
    ).not.toBe(fp);
    expect(sceneFingerprint({ ...base, appState: { gridModeEnabled: true } })).not.toBe(fp);
    expect(sceneFingerprint({ ...base, files: { stored: { ...storedRef, path: 'u/b/other' } } })).not.toBe(
      fp,
    );
    expect(sceneFingerprint({ ...base, elements: [{ id: 'x', type: 'text' }] })).not.toBe(fp);
  });
});

describe('board file paths', () => {
  it("keeps every file inside the owner's folder and the board's", () => {
    expect(boardFilePath('u1', 'b1', '9c1185a5c5e9')).toBe('u1/b1/9c1185a5c5e9');
    expect(boardFilePath('u1', 'b1', '../../u2/x')).toBe('u1/b1/______u2_x');
    expect(boardFilePath('u1', 'b1', 'thumbnail.png')).toBe('u1/b1/thumbnail_png');
    expect(boardFilePath('u1', 'b1', '')).toBe('u1/b1/_');
    expect(boardThumbnailPath('u1', 'b1')).toBe('u1/b1/thumbnail.png');
  });
});

import { emptyScene, type SceneDocument } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import type { KeptScene } from './kept-scene';
import { autosaveStart, openingScene, type OpenedBoard } from './opening';

const server: SceneDocument = { ...emptyScene(), elements: [{ id: 's', type: 'rectangle', version: 1 }] };
const local: SceneDocument = {
  ...emptyScene(),
  elements: [{ id: 'l', type: 'image', fileId: 'f', version: 1 }],
};
const kept = (baseRevision: number): KeptScene => ({
  userId: 'u',
  boardId: 'b',
  baseRevision,
  scene: local,
  uploads: [{ fileId: 'f', mimeType: 'image/png', dataURL: 'data:image/png;base64,AA==' }],
  keptAt: 42,
});
const opened = (choice: OpenedBoard['choice'], baseRevision = 4): OpenedBoard => ({
  board: { revision: 4, scene: server },
  choice,
  kept: choice === 'server' ? null : kept(baseRevision),
});

describe('opening a board', () => {
  it("shows and saves over the server's scene when nothing is kept", () => {
    expect(autosaveStart(opened('server'))).toEqual({ revision: 4, saved: server, pending: null });
    expect(openingScene(opened('server'))).toEqual({ scene: server, localFiles: {} });
  });

  it('shows the kept edits with their images and saves them at once', () => {
    expect(autosaveStart(opened('local'))).toEqual({
      revision: 4,
      saved: server,
      pending: { scene: local, uploads: kept(4).uploads },
    });
    expect(openingScene(opened('local'))).toEqual({
      scene: local,
      localFiles: { f: { mimeType: 'image/png', dataURL: 'data:image/png;base64,AA==', created: 42 } },
    });
  });

  it('saves kept edits made on an older revision over that revision, so the save asks first', () => {
    expect(autosaveStart(opened('conflict', 2))).toEqual({
      revision: 2,
      saved: null,
      pending: { scene: local, uploads: kept(2).uploads },
    });
  });
});

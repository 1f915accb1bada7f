import { describe, expect, it } from 'vitest';
import { chooseOpeningScene } from './local-copy.ts';
import { emptyScene, type SceneDocument } from './scene.ts';

const drawn = (version: number): SceneDocument => ({
  ...emptyScene(),
  elements: [{ id: 'r', type: 'rectangle', version, versionNonce: version }],
});

describe('chooseOpeningScene', () => {
  const server = { revision: 4, scene: drawn(1) };

  it("shows the server's scene when nothing is kept or the kept one is the same", () => {
    expect(chooseOpeningScene(server, null)).toBe('server');
    expect(chooseOpeningScene(server, { baseRevision: 3, scene: drawn(1), keptAt: 0 })).toBe('server');
  });

  it('uses the kept edits when nobody saved since they were made', () => {
    expect(chooseOpeningScene(server, { baseRevision: 4, scene: drawn(2), keptAt: 0 })).toBe('local');
  });

  it('asks when the server moved on since the kept edits were made', () => {
    expect(chooseOpeningScene(server, { baseRevision: 3, scene: drawn(2), keptAt: 0 })).toBe('conflict');
  });
});

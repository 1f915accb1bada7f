import { emptyScene } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import {
  forgetKeptScene,
  keepScene,
  keptKey,
  memoryStore,
  readKeptScene,
  type KeptScene,
} from './kept-scene';

const kept = (userId: string, boardId: string, over: Partial<KeptScene> = {}): KeptScene => ({
  userId,
  boardId,
  baseRevision: 3,
  scene: { ...emptyScene(), elements: [{ id: 'r', type: 'rectangle' }] },
  uploads: [{ fileId: 'f', mimeType: 'image/png', dataURL: 'data:image/png;base64,AA==' }],
  keptAt: 10,
  ...over,
});

describe('kept scenes', () => {
  it('keeps a scene per user and board and reads it back', async () => {
    const store = memoryStore();
    await keepScene(store, kept('alice', 'b1'));
    await keepScene(store, kept('alice', 'b2', { baseRevision: 7 }));
    expect(await readKeptScene(store, 'alice', 'b1')).toEqual(kept('alice', 'b1'));
    expect((await readKeptScene(store, 'alice', 'b2'))?.baseRevision).toBe(7);
    expect(await readKeptScene(store, 'bob', 'b1')).toBeNull();
    await forgetKeptScene(store, 'alice', 'b1');
    expect(await readKeptScene(store, 'alice', 'b1')).toBeNull();
  });

  it('brings a kept scene of an earlier version up to date, and drops one it cannot read', async () => {
    const store = memoryStore();
    await store.put(keptKey('alice', 'old'), {
      ...kept('alice', 'old'),
      scene: { version: 1, elements: [], appState: {} },
    });
    expect((await readKeptScene(store, 'alice', 'old'))?.scene).toEqual(emptyScene());
    await store.put(keptKey('alice', 'bad'), {
      ...kept('alice', 'bad'),
      scene: { version: 99, elements: [] },
    });
    expect(await readKeptScene(store, 'alice', 'bad')).toBeNull();
    await store.put(keptKey('alice', 'odd'), { nonsense: true });
    expect(await readKeptScene(store, 'alice', 'odd')).toBeNull();
    // Stored under alice's key but saying it is bob's: not alice's to see.
    await store.put(keptKey('alice', 'b'), kept('bob', 'b'));
    expect(await readKeptScene(store, 'alice', 'b')).toBeNull();
    expect(await store.keys()).toEqual([keptKey('alice', 'old')]);
  });

  it("keeps each user's scenes apart: another user's unsaved board is neither read nor dropped", async () => {
    const store = memoryStore();
    await keepScene(store, kept('alice', 'b1'));
    await keepScene(store, kept('bob', 'b1'));
    expect(await readKeptScene(store, 'alicex', 'b1')).toBeNull();
    expect((await readKeptScene(store, 'bob', 'b1'))?.userId).toBe('bob');
    expect(await store.keys()).toEqual([keptKey('alice', 'b1'), keptKey('bob', 'b1')]);
  });

  it('keeps copies, not the live objects', async () => {
    const store = memoryStore();
    const scene = kept('alice', 'b1');
    await keepScene(store, scene);
    scene.scene.elements.push({ id: 'later', type: 'text' });
    expect((await readKeptScene(store, 'alice', 'b1'))?.scene.elements).toHaveLength(1);
  });
});

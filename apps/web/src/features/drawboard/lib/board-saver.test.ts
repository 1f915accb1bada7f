import { emptyScene, type EditorScene, type SceneDocument } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import {
  BoardSaver,
  SAVE_DELAY_MS,
  THUMBNAIL_EVERY_MS,
  failureStatus,
  retryDelayMs,
  type SaverDeps,
  type SaverStart,
  type SaverState,
} from './board-saver';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const rect = (id: string, version = 1) => ({
  id,
  type: 'rectangle',
  version,
  versionNonce: version,
  isDeleted: false,
});
const image = (id: string, fileId: string) => ({
  id,
  type: 'image',
  fileId,
  version: 1,
  versionNonce: 1,
  isDeleted: false,
});
const editor = (elements: unknown[], files: EditorScene['files'] = {}): EditorScene => ({
  elements,
  appState: { viewBackgroundColor: '#ffffff' },
  files,
});

/**
 * The server as the saver sees it: a row that takes a save only over its current revision and
 * raises it, and a bucket. Timers run when the test says; the network is up or down on request.
 */
function harness(start: Partial<SaverStart> = {}) {
  const initial: SceneDocument = { ...emptyScene(), appState: { viewBackgroundColor: '#ffffff' } };
  const server = {
    revision: start.revision ?? 1,
    scene: initial as SceneDocument,
    thumbnail: null as string | null,
    saves: 0,
    uploads: [] as string[],
    fail: null as unknown,
  };
  const device = {
    kept: null as null | { baseRevision: number; scene: SceneDocument; uploads: unknown[] },
    online: true,
  };
  const timers: Array<{ run: () => void; ms: number }> = [];
  const states: SaverState[] = [];
  const deps: SaverDeps = {
    save: async (scene, known, thumbnailPath) => {
      server.saves++;
      if (server.fail !== null) throw server.fail;
      if (known !== server.revision)
        return {
          conflict: { revision: server.revision, scene: server.scene, updatedAt: '2026-01-05T10:00:00Z' },
        };
      server.revision++;
      server.scene = structuredClone(scene);
      if (thumbnailPath !== undefined) server.thumbnail = thumbnailPath;
      return { revision: server.revision };
    },
    upload: async (fileId, blob) => {
      if (server.fail !== null) throw server.fail;
      expect(blob.size).toBeGreaterThan(0);
      server.uploads.push(fileId);
      return `u/b/${fileId}`;
    },
    keep: async (copy) => {
      device.kept = structuredClone(copy);
    },
    forget: async () => {
      device.kept = null;
    },
    isOnline: () => device.online,
    now: () => 1_000_000,
    schedule: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return () => {
        const at = timers.indexOf(timer);
        if (at >= 0) timers.splice(at, 1);
      };
    },
  };
  const saver = new BoardSaver(
    {
      revision: server.revision,
      saved: start.saved === undefined ? initial : start.saved,
      pending: start.pending ?? null,
    },
    deps,
    (state) => states.push(state),
  );
  /** Lets the saves under way finish. */
  const settle = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  /** Runs the timers due (all of them) and lets their saves finish. */
  const tick = Object.assign(
    async () => {
      const due = timers.splice(0);
      for (const timer of due) timer.run();
      await settle();
    },
    { settle },
  );
  /** Another tab saves this scene. */
  const otherTabSaves = (scene: SceneDocument) => {
    server.revision++;
    server.scene = scene;
  };
  return { saver, server, device, timers, states, tick, otherTabSaves, deps };
}

const depsOf = (h: ReturnType<typeof harness>): SaverDeps => h.deps;

describe('BoardSaver', () => {
  it('saves a second after the last change, the latest scene only, then forgets the kept copy', async () => {
    const { saver, server, device, timers, tick } = harness();
    saver.change(editor([rect('a')]));
    saver.change(editor([rect('a', 2)]));
    expect(saver.state.status).toBe('saving');
    expect(timers.map((t) => t.ms)).toEqual([SAVE_DELAY_MS]);
    await tick();
    expect(server.saves).toBe(1);
    expect(server.scene.elements).toEqual([rect('a', 2)]);
    expect(saver.state).toMatchObject({ status: 'saved', revision: 2, conflict: null });
    expect(device.kept).toBeNull();
  });

  it('does not save a change that leads back to what the server has', async () => {
    const { saver, server, tick } = harness();
    saver.change(editor([rect('a')]));
    saver.change(editor([]));
    expect(saver.state.status).toBe('saved');
    await tick();
    expect(server.saves).toBe(0);
  });

  it('uploads a new image once and saves a reference to it, never its bytes', async () => {
    const { saver, server, tick } = harness();
    const files = { f1: { mimeType: 'image/png', dataURL: PNG, created: 5 } };
    saver.change(editor([image('i', 'f1')], files));
    await tick();
    expect(server.uploads).toEqual(['f1']);
    expect(server.scene.files).toEqual({ f1: { path: 'u/b/f1', mimeType: 'image/png', created: 5 } });
    expect(JSON.stringify(server.scene)).not.toContain('base64');
    saver.change(editor([image('i', 'f1'), rect('r')], files));
    await tick();
    expect(server.uploads).toEqual(['f1']);
    expect(server.saves).toBe(2);
  });

  it('keeps the scene and its images on the device while offline, and saves them when back online', async () => {
    const { saver, server, device, tick } = harness();
    device.online = false;
    const files = { f1: { mimeType: 'image/png', dataURL: PNG, created: 5 } };
    saver.change(editor([rect('a'), image('i', 'f1')], files));
    await tick();
    expect(saver.state.status).toBe('offline-kept');
    expect(server.saves).toBe(0);
    expect(device.kept).toMatchObject({
      baseRevision: 1,
      scene: { elements: [rect('a'), image('i', 'f1')] },
      uploads: [{ fileId: 'f1', dataURL: PNG }],
    });
    device.online = true;
    saver.online();
    await tick();
    expect(saver.state.status).toBe('saved');
    expect(server.scene.elements).toEqual([rect('a'), image('i', 'f1')]);
    expect(device.kept).toBeNull();
  });

  it('keeps the scene when a save fails and tries again later, saying whether the network is at fault', async () => {
    const { saver, server, device, timers, tick } = harness();
    server.fail = new TypeError('Failed to fetch');
    saver.change(editor([rect('a')]));
    await tick();
    expect(saver.state.status).toBe('offline-kept');
    expect(saver.state.error).toBe(server.fail);
    expect(device.kept?.scene.elements).toEqual([rect('a')]);
    expect(timers.map((t) => t.ms)).toEqual([retryDelayMs(1)]);
    server.fail = { code: '23514', message: 'new row violates check constraint "drawboards_scene_shape"' };
    await tick();
    expect(saver.state.status).toBe('error');
    expect(timers.map((t) => t.ms)).toEqual([retryDelayMs(2)]);
    server.fail = null;
    await tick();
    expect(saver.state).toMatchObject({ status: 'saved', error: null });
    expect(device.kept).toBeNull();
  });

  it('never overwrites another tab’s save: it stops, keeps its own, and asks', async () => {
    const { saver, server, device, tick, otherTabSaves } = harness();
    const theirs = { ...emptyScene(), elements: [rect('theirs')] };
    otherTabSaves(theirs);
    saver.change(editor([rect('mine')]));
    await tick();
    expect(saver.state.status).toBe('conflict');
    expect(saver.state.conflict).toMatchObject({ revision: 2, scene: theirs });
    expect(server.scene).toBe(theirs);
    // More drawing while the question is open is kept, not saved.
    saver.change(editor([rect('mine', 2)]));
    await tick();
    expect(server.saves).toBe(1);
    expect(device.kept?.scene.elements).toEqual([rect('mine', 2)]);

    saver.keepMine();
    await tick();
    expect(saver.state).toMatchObject({ status: 'saved', revision: 3, conflict: null });
    expect(server.scene.elements).toEqual([rect('mine', 2)]);
  });

  it('takes the other version when asked and saves later changes over it', async () => {
    const { saver, server, device, tick, otherTabSaves } = harness();
    const theirs = { ...emptyScene(), elements: [rect('theirs')] };
    otherTabSaves(theirs);
    saver.change(editor([rect('mine')]));
    await tick();
    const taken = saver.takeTheirs();
    expect(taken?.scene).toBe(theirs);
    expect(saver.state).toMatchObject({ status: 'saved', revision: 2 });
    expect(device.kept).toBeNull();
    saver.change(editor([rect('theirs'), rect('next')]));
    await tick();
    expect(saver.state).toMatchObject({ status: 'saved', revision: 3 });
    expect(server.scene.elements).toEqual([rect('theirs'), rect('next')]);
  });

  it('saves straight over a revision raised by a rename elsewhere (the drawing did not change)', async () => {
    const { saver, server, tick } = harness();
    server.revision++;
    saver.change(editor([rect('a')]));
    await tick();
    expect(saver.state).toMatchObject({ status: 'saved', revision: 3 });
    expect(server.scene.elements).toEqual([rect('a')]);
  });

  it('saves a change made while a save was under way once that one is done', async () => {
    const { saver, server, tick } = harness();
    saver.change(editor([rect('a')]));
    const save = saver.flush();
    saver.change(editor([rect('a'), rect('b')]));
    await save;
    await tick();
    expect(server.scene.elements).toEqual([rect('a'), rect('b')]);
    expect(saver.state.status).toBe('saved');
  });

  it('saves edits kept from an earlier visit at once, and asks when the server moved on since', async () => {
    const kept = { scene: { ...emptyScene(), elements: [rect('kept')] }, uploads: [] };
    const fresh = harness({ pending: kept });
    await fresh.tick();
    expect(fresh.server.scene.elements).toEqual([rect('kept')]);
    expect(fresh.saver.state.status).toBe('saved');

    // Made on revision 1, the server is at 2 with another drawing: not known, so not overwritten.
    const stale = harness({ pending: kept, saved: null, revision: 1 });
    stale.otherTabSaves({ ...emptyScene(), elements: [rect('elsewhere')] });
    await stale.tick();
    expect(stale.saver.state.status).toBe('conflict');
    expect(stale.server.scene.elements).toEqual([rect('elsewhere')]);
  });
});

describe('the board picture', () => {
  it('is made with the first save, then at most every interval, ending on the last edit', async () => {
    let clock = 1_000_000;
    const pictures: number[] = [];
    let told = 0;
    const h = harness();
    const saver = new BoardSaver(
      { revision: 1, saved: h.server.scene },
      {
        ...depsOf(h),
        now: () => clock,
        uploadThumbnail: async () => {
          pictures.push(clock);
          return 'u/b/thumbnail.png';
        },
        thumbnailChanged: () => told++,
      },
      () => undefined,
    );
    saver.change(editor([rect('a')]));
    await h.tick();
    expect(pictures).toEqual([1_000_000]);
    expect(h.server.thumbnail).toBe('u/b/thumbnail.png');
    clock += 3000;
    saver.change(editor([rect('a'), rect('b')]));
    // The save runs now; the picture waits for the rest of the interval.
    const save = h.timers.find((t) => t.ms === SAVE_DELAY_MS)!;
    h.timers.splice(h.timers.indexOf(save), 1);
    save.run();
    await h.tick.settle();
    expect(pictures).toHaveLength(1);
    expect(h.timers.map((t) => t.ms)).toEqual([THUMBNAIL_EVERY_MS - 3000]);
    clock += THUMBNAIL_EVERY_MS;
    await h.tick();
    expect(pictures).toEqual([1_000_000, 1_003_000 + THUMBNAIL_EVERY_MS]);
    expect(told).toBe(1);
  });

  it('is remade at once when the board is left before the interval ends', async () => {
    let clock = 0;
    const pictures: number[] = [];
    const h = harness();
    const saver = new BoardSaver(
      { revision: 1, saved: h.server.scene },
      {
        ...depsOf(h),
        now: () => clock,
        uploadThumbnail: async () => {
          pictures.push(clock);
          return 'u/b/thumbnail.png';
        },
      },
      () => undefined,
    );
    saver.change(editor([rect('a')]));
    await saver.flush();
    clock = 2000;
    saver.change(editor([rect('a'), rect('b')]));
    await saver.flush();
    expect(pictures).toEqual([0, 2000]);
  });
});

describe('failureStatus and retryDelayMs', () => {
  it('tells a connection failure from a refusal', () => {
    expect(failureStatus(new TypeError('Failed to fetch'), true)).toBe('offline-kept');
    expect(failureStatus({ code: '42501', message: 'permission denied' }, true)).toBe('error');
    expect(failureStatus({ code: '42501', message: 'permission denied' }, false)).toBe('offline-kept');
  });

  it('waits longer after each failure, up to half a minute', () => {
    expect([1, 2, 3, 4, 5, 50].map(retryDelayMs)).toEqual([2000, 5000, 15_000, 30_000, 30_000, 30_000]);
  });
});

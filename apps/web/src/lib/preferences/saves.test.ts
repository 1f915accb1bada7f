import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences, type PreferencesPatch } from './preferences';
import { PreferencesSaves, type PreferencesTransport } from './saves';

interface Request {
  kind: 'save' | 'read';
  patch: PreferencesPatch;
  /** Answers with the row as the server holds it when the answer is given (a save stores first). */
  answer: () => void;
  /** Answers with the row as it was when the request was made. */
  answerStale: () => void;
  refuse: () => void;
}

/**
 * A user_settings row behind a network whose answers the test releases one by one, in any order;
 * a save is stored when its answer is released.
 */
class FakeServer implements PreferencesTransport {
  row: Preferences = { ...DEFAULT_PREFERENCES };
  requests: Request[] = [];
  refusePrivacy = false;

  save = (patch: PreferencesPatch) => this.request('save', patch);
  read = () => this.request('read', {});

  private request(kind: Request['kind'], patch: PreferencesPatch): Promise<Preferences> {
    const then = { ...this.row };
    return new Promise<Preferences>((resolve, reject) => {
      this.requests.push({
        kind,
        patch,
        answer: () => {
          if (kind === 'save') this.row = { ...this.row, ...patch };
          resolve({ ...this.row });
        },
        answerStale: () => resolve(then),
        refuse: () => reject(new Error('permission denied for table user_settings')),
      });
    });
  }

  take(): Request {
    const request = this.requests.shift();
    if (request === undefined) throw new Error('no request in flight');
    return request;
  }
}

async function settled(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

function setUp(options: { heldPrivacy?: boolean } = {}) {
  const server = new FakeServer();
  const refusals: boolean[] = [];
  const saves = new PreferencesSaves(
    { ...DEFAULT_PREFERENCES },
    server,
    { changed: () => {}, refused: (_error, held) => refusals.push(held) },
    options,
  );
  return { server, saves, refusals };
}

describe('privacy mode the server refuses', () => {
  it('stays on here and the trader is told it was not saved', async () => {
    const { server, saves, refusals } = setUp();
    void saves.update({ privacyMode: true });
    expect(saves.shown().privacyMode).toBe(true);
    await settled();
    server.take().refuse();
    await settled();
    expect(saves.shown().privacyMode).toBe(true);
    expect(saves.holdsPrivacy()).toBe(true);
    expect(refusals).toEqual([true]);
  });

  it('is sent again with the next change and no longer held once stored', async () => {
    const { server, saves } = setUp();
    void saves.update({ privacyMode: true });
    await settled();
    server.take().refuse();
    await settled();
    void saves.update({ theme: 'dark' });
    await settled();
    const retry = server.take();
    expect(retry.patch).toEqual({ privacyMode: true, theme: 'dark' });
    retry.answer();
    await settled();
    expect(server.row).toMatchObject({ privacyMode: true, theme: 'dark' });
    expect(saves.holdsPrivacy()).toBe(false);
    expect(saves.shown().privacyMode).toBe(true);
  });

  it('is sent again when the tab comes back, and a read meanwhile does not show the money', async () => {
    const { server, saves } = setUp({ heldPrivacy: true });
    expect(saves.shown().privacyMode).toBe(true);
    void saves.refresh();
    await settled();
    const retry = server.take();
    expect(retry).toMatchObject({ kind: 'save', patch: { privacyMode: true } });
    retry.refuse();
    await settled();
    expect(saves.shown().privacyMode).toBe(true);
  });

  it('gives way when the trader turns it off', async () => {
    const { server, saves } = setUp({ heldPrivacy: true });
    void saves.update({ privacyMode: false });
    await settled();
    expect(saves.shown().privacyMode).toBe(false);
    const request = server.take();
    expect(request.patch).toEqual({ privacyMode: false });
    request.answer();
    await settled();
    expect(saves.shown().privacyMode).toBe(false);
    expect(saves.holdsPrivacy()).toBe(false);
  });

  it('being turned off and refused keeps the money hidden', async () => {
    const { server, saves } = setUp({ heldPrivacy: true });
    void saves.update({ privacyMode: false });
    await settled();
    server.take().refuse();
    await settled();
    expect(saves.shown().privacyMode).toBe(true);
  });
});

/**
 * Tabs of one browser sharing the local-storage cache as the store does: a tab writes the cache
 * when its own values change, and the others are told afterwards (a storage event never reaches
 * the tab that wrote).
 */
function twoTabs() {
  const server = new FakeServer();
  let cache: string | null = null;
  const writers: PreferencesSaves[] = [];
  const tabs: PreferencesSaves[] = [];
  const tab = (): PreferencesSaves => {
    const own: PreferencesSaves = new PreferencesSaves({ ...DEFAULT_PREFERENCES }, server, {
      changed: (fromAnotherTab) => {
        if (fromAnotherTab) return;
        const written = JSON.stringify({ preferences: own.serverValues(), heldPrivacy: own.holdsPrivacy() });
        writers.push(own);
        // A browser tells the other tabs only when the stored text changes.
        if (written === cache) return;
        cache = written;
        queueMicrotask(() => {
          const read = JSON.parse(written) as { preferences: Preferences; heldPrivacy: boolean };
          for (const other of tabs)
            if (other !== own) other.takeServerValues(read.preferences, read.heldPrivacy);
        });
      },
      refused: () => {},
    });
    tabs.push(own);
    return own;
  };
  return { server, a: tab(), b: tab(), writers };
}

describe('another tab', () => {
  it('holding privacy mode against a refusal keeps it on here too', () => {
    const { saves } = setUp();
    saves.takeServerValues({ ...DEFAULT_PREFERENCES, theme: 'dark' }, true);
    expect(saves.shown()).toMatchObject({ theme: 'dark', privacyMode: true });
  });

  it('turning privacy mode off after a refusal is not turned back on by the other tab', async () => {
    const { server, a, b } = twoTabs();
    void a.update({ privacyMode: true });
    await settled();
    server.take().refuse();
    await settled();
    expect(b.holdsPrivacy()).toBe(true);

    void a.update({ privacyMode: false });
    await settled();
    server.take().answer();
    await settled();
    expect(server.row.privacyMode).toBe(false);
    expect(b.holdsPrivacy()).toBe(false);
    expect(b.shown().privacyMode).toBe(false);
    expect(a.holdsPrivacy()).toBe(false);
    expect(a.shown().privacyMode).toBe(false);

    // The other tab coming back to the foreground reads; it does not send privacy mode again.
    void b.refresh();
    await settled();
    const request = server.take();
    expect(request.kind).toBe('read');
    request.answer();
    await settled();
    expect(server.row.privacyMode).toBe(false);
    expect(a.shown().privacyMode).toBe(false);
  });

  it('values taken from the cache are not written back to it', async () => {
    const { server, a, b, writers } = twoTabs();
    void a.update({ theme: 'dark' });
    await settled();
    server.take().answer();
    await settled();
    expect(b.shown().theme).toBe('dark');
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((writer) => writer === b)).toEqual([]);
  });
});

describe('other refused changes', () => {
  it('are taken back while later ones stay', async () => {
    const { server, saves, refusals } = setUp();
    void saves.update({ theme: 'dark' });
    void saves.update({ density: 'compact' });
    await settled();
    server.take().refuse();
    await settled();
    expect(saves.shown()).toMatchObject({ theme: 'system', density: 'compact' });
    server.take().answer();
    await settled();
    expect(saves.shown()).toMatchObject({ theme: 'system', density: 'compact' });
    expect(refusals).toEqual([false]);
  });
});

describe('answers out of order', () => {
  it('cannot happen between saves: each waits for the one before, so the last change is stored last', async () => {
    const { server, saves } = setUp();
    void saves.update({ theme: 'dark' });
    void saves.update({ theme: 'light' });
    await settled();
    expect(server.requests).toHaveLength(1);
    server.take().answer();
    await settled();
    expect(saves.shown().theme).toBe('light');
    server.take().answer();
    await settled();
    expect(server.row.theme).toBe('light');
    expect(saves.shown().theme).toBe('light');
  });

  it('a read sent before a save and answered after it is not used', async () => {
    const { server, saves } = setUp();
    void saves.refresh();
    void saves.update({ theme: 'dark' });
    await settled();
    const read = server.take();
    server.take().answer();
    await settled();
    read.answerStale();
    await settled();
    expect(saves.shown().theme).toBe('dark');
    expect(saves.serverValues().theme).toBe('dark');
  });

  it('a read sent while a save was in flight is not used even when the save answered first', async () => {
    const { server, saves } = setUp();
    void saves.update({ theme: 'dark' });
    await settled();
    void saves.refresh();
    await settled();
    const save = server.take();
    const read = server.take();
    save.answer();
    await settled();
    read.answerStale();
    await settled();
    expect(saves.shown().theme).toBe('dark');
  });

  it('an older read answered after a newer one is not used', async () => {
    const { server, saves } = setUp();
    void saves.refresh();
    await settled();
    const older = server.take();
    server.row = { ...server.row, theme: 'dark' };
    void saves.refresh();
    await settled();
    server.take().answer();
    await settled();
    older.answerStale();
    await settled();
    expect(saves.shown().theme).toBe('dark');
  });

  it('answers for a trader who signed out are dropped', async () => {
    const { server, saves } = setUp();
    void saves.update({ theme: 'dark' });
    await settled();
    saves.close();
    server.take().answer();
    await settled();
    expect(saves.serverValues().theme).toBe('system');
  });
});

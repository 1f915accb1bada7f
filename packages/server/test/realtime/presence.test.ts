import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { POLL, subscribe } from './helpers.ts';

let test: TestServer;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await test?.stop();
});

function client(): SupabaseClient {
  const c = test.client();
  clients.push(c);
  return c;
}

/** key -> the user metas (without refs) in a channel's presence state. */
function present(channel: RealtimeChannel): Record<string, Array<Record<string, unknown>>> {
  const state = channel.presenceState<Record<string, unknown>>();
  return Object.fromEntries(
    Object.entries(state).map(([key, metas]) => [key, metas.map(({ presence_ref: _ref, ...meta }) => meta)]),
  );
}

describe('presence', () => {
  it('syncs who is present: track, update, untrack and leaving', async () => {
    const [a, b] = [client(), client()];
    const events: string[] = [];
    const watcher = b
      .channel('lobby', { config: { presence: { key: 'bob' } } })
      .on('presence', { event: 'sync' }, () => events.push('sync'))
      .on('presence', { event: 'join' }, ({ key }) => events.push(`join:${key}`))
      .on('presence', { event: 'leave' }, ({ key }) => events.push(`leave:${key}`));
    await subscribe(watcher);
    expect(await watcher.track({ status: 'watching' })).toBe('ok');
    await expect.poll(() => present(watcher), POLL).toEqual({ bob: [{ status: 'watching' }] });

    const tracker = a.channel('lobby', { config: { presence: { key: 'alice' } } });
    await subscribe(tracker);
    expect(await tracker.track({ status: 'online' })).toBe('ok');
    await expect
      .poll(() => present(watcher), POLL)
      .toEqual({ bob: [{ status: 'watching' }], alice: [{ status: 'online' }] });
    // Tracking turned presence on for Alice's channel, so she sees the room too.
    await expect
      .poll(() => present(tracker), POLL)
      .toEqual({ bob: [{ status: 'watching' }], alice: [{ status: 'online' }] });

    await tracker.track({ status: 'away' });
    await expect.poll(() => present(watcher).alice, POLL).toEqual([{ status: 'away' }]);

    await tracker.untrack();
    await expect.poll(() => present(watcher), POLL).toEqual({ bob: [{ status: 'watching' }] });

    await tracker.track({ status: 'back' });
    await expect.poll(() => present(watcher).alice, POLL).toEqual([{ status: 'back' }]);
    await a.removeChannel(tracker);
    await expect.poll(() => present(watcher), POLL).toEqual({ bob: [{ status: 'watching' }] });
    expect(events).toContain('join:alice');
    expect(events).toContain('leave:alice');
    expect(events).toContain('sync');
  });

  it('gives a late joiner the current state', async () => {
    const [a, b] = [client(), client()];
    const early = a.channel('late-room', { config: { presence: { key: 'early' } } });
    await subscribe(early);
    await early.track({ n: 1 });
    const late = b.channel('late-room').on('presence', { event: 'sync' }, () => undefined);
    await subscribe(late);
    await expect.poll(() => present(late), POLL).toEqual({ early: [{ n: 1 }] });
  });

  it('drops the presence of a socket that goes away', async () => {
    const [a, b] = [client(), client()];
    const watcher = b.channel('vanish').on('presence', { event: 'sync' }, () => undefined);
    await subscribe(watcher);
    const goner = a.channel('vanish', { config: { presence: { key: 'goner' } } });
    await subscribe(goner);
    await goner.track({ here: true });
    await expect.poll(() => Object.keys(present(watcher)), POLL).toEqual(['goner']);
    await a.realtime.disconnect();
    await expect.poll(() => present(watcher), POLL).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import type { Channel } from './channel.ts';
import { PresenceStore } from './presence.ts';

function channel(key: string, room = 'public:lobby'): Channel {
  return {
    sink: {
      id: 1,
      closed: false,
      send: () => undefined,
      sendBroadcast: () => undefined,
      detach: () => undefined,
    },
    topic: 'realtime:lobby',
    subTopic: 'lobby',
    roomKey: room,
    joinRef: '1',
    auth: { token: 't', identity: { role: 'anon', claims: {} }, expiresAt: 0 },
    private: false,
    access: null,
    broadcastSelf: false,
    broadcastAck: false,
    presenceKey: key,
    presenceEnabled: true,
    presenceRef: null,
    pgBindings: [],
    expiryTimer: null,
  };
}

describe('PresenceStore', () => {
  it('tracks, re-tracks, untracks and keeps rooms apart', () => {
    const store = new PresenceStore();
    const alice = channel('alice');
    const elsewhere = channel('carol', 'public:other');

    const joined = store.track(alice, { status: 'online' });
    const ref = alice.presenceRef!;
    expect(joined).toEqual({ joins: { alice: { metas: [{ status: 'online', phx_ref: ref }] } }, leaves: {} });
    store.track(elsewhere, {});
    expect(store.state('public:lobby')).toEqual({ alice: { metas: [{ status: 'online', phx_ref: ref }] } });

    const moved = store.track(alice, { status: 'away', phx_ref: 'forged' });
    expect(moved.leaves).toEqual({ alice: { metas: [{ status: 'online', phx_ref: ref }] } });
    expect(moved.joins.alice!.metas[0]).toMatchObject({ status: 'away', phx_ref_prev: ref });
    expect(moved.joins.alice!.metas[0]!.phx_ref).not.toBe('forged');

    expect(store.untrack(alice)?.leaves.alice!.metas[0]).toMatchObject({ status: 'away' });
    expect(store.untrack(alice)).toBeNull();
    expect(store.state('public:lobby')).toEqual({});
    expect(Object.keys(store.state('public:other'))).toEqual(['carol']);
  });

  it('lists several channels under one key', () => {
    const store = new PresenceStore();
    store.track(channel('bob'), { device: 'phone' });
    store.track(channel('bob'), { device: 'laptop' });
    expect(store.state('public:lobby').bob!.metas.map((m) => m.device)).toEqual(['phone', 'laptop']);
  });
});

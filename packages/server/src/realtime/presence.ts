import { randomBytes } from 'node:crypto';
import type { Channel } from './channel.ts';

export type PresenceMeta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
export type PresenceState = Record<string, { metas: PresenceMeta[] }>;
export interface PresenceDiff {
  joins: PresenceState;
  leaves: PresenceState;
}

interface Entry {
  key: string;
  meta: PresenceMeta;
  owner: Channel;
}

const newRef = () => randomBytes(9).toString('base64url');

export function add(state: PresenceState, key: string, meta: PresenceMeta) {
  (state[key] ??= { metas: [] }).metas.push(meta);
}

/**
 * Who is present in each room, as Phoenix Presence keeps it: a key (the client's presence key or
 * a generated one) with one meta per tracking channel, each with its own `phx_ref`.
 */
export class PresenceStore {
  /** room key -> presence ref -> entry */
  readonly #rooms = new Map<string, Map<string, Entry>>();

  /** Tracks (or re-tracks, replacing the meta) the channel's presence; returns the diff. */
  track(channel: Channel, meta: Record<string, unknown>): PresenceDiff {
    const diff: PresenceDiff = { joins: {}, leaves: {} };
    let room = this.#rooms.get(channel.roomKey);
    if (!room) this.#rooms.set(channel.roomKey, (room = new Map()));
    const previous = channel.presenceRef ? room.get(channel.presenceRef) : undefined;
    const { phx_ref: _r, phx_ref_prev: _p, ...userMeta } = meta;
    const entry: Entry = {
      key: channel.presenceKey,
      owner: channel,
      meta: { ...userMeta, phx_ref: newRef() },
    };
    if (previous) {
      room.delete(previous.meta.phx_ref);
      add(diff.leaves, previous.key, previous.meta);
      entry.meta.phx_ref_prev = previous.meta.phx_ref;
    }
    room.set(entry.meta.phx_ref, entry);
    channel.presenceRef = entry.meta.phx_ref;
    add(diff.joins, entry.key, entry.meta);
    return diff;
  }

  /** Forgets the channel's presence; null when it tracked none. */
  untrack(channel: Channel): PresenceDiff | null {
    if (!channel.presenceRef) return null;
    const room = this.#rooms.get(channel.roomKey);
    const entry = room?.get(channel.presenceRef);
    channel.presenceRef = null;
    if (!room || !entry) return null;
    room.delete(entry.meta.phx_ref);
    if (room.size === 0) this.#rooms.delete(channel.roomKey);
    const diff: PresenceDiff = { joins: {}, leaves: {} };
    add(diff.leaves, entry.key, entry.meta);
    return diff;
  }

  /** Every local entry, for another process that needs a snapshot. */
  entries(): Array<{ room: string; key: string; meta: PresenceMeta }> {
    const out: Array<{ room: string; key: string; meta: PresenceMeta }> = [];
    for (const [room, entries] of this.#rooms) {
      for (const entry of entries.values()) out.push({ room, key: entry.key, meta: entry.meta });
    }
    return out;
  }

  state(roomKey: string): PresenceState {
    const state: PresenceState = {};
    for (const entry of this.#rooms.get(roomKey)?.values() ?? []) add(state, entry.key, entry.meta);
    return state;
  }
}

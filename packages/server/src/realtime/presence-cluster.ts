import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Bus } from './bus.ts';
import { push, type Channel } from './channel.ts';
import type { Hub } from './hub.ts';
import { add, PresenceStore, type PresenceDiff, type PresenceMeta, type PresenceState } from './presence.ts';

const metaSchema = z.object({ phx_ref: z.string() }).passthrough();
const stateSchema = z.record(z.string(), z.object({ metas: z.array(metaSchema) }));
const messageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('hello') }),
  z.object({ t: z.literal('alive') }),
  z.object({ t: z.literal('bye') }),
  z.object({ t: z.literal('diff'), r: z.string(), joins: stateSchema, leaves: stateSchema }),
  z.object({
    t: z.literal('state'),
    entries: z.array(z.object({ room: z.string(), key: z.string(), meta: metaSchema })),
  }),
]);
type Message = z.infer<typeof messageSchema>;

interface RemoteEntry {
  room: string;
  key: string;
  meta: PresenceMeta;
}

interface Peer {
  seen: number;
  /** phx_ref -> entry */
  entries: Map<string, RemoteEntry>;
}

const ALIVE_EVERY_MS = 10_000;
/** A process not heard from for this long is gone (crashed); its presences leave. */
export const PEER_EXPIRY_MS = 35_000;

/**
 * Presence across every server process on the database. Each process owns the presences of its
 * own sockets and tells the others of every change (and, when one starts, of everything it holds);
 * it keeps theirs to answer `presence_state`. Processes say they are alive every 10 s; one silent
 * for 35 s is taken to have crashed and its presences leave. After its listening connection was
 * lost a process asks the others for their state again.
 */
export class Presence {
  readonly #local = new PresenceStore();
  readonly #peers = new Map<string, Peer>();
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly bus: Bus,
    private readonly hub: Hub,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.on('presence', (data, origin) => this.#receive(data, origin));
    // Joins and leaves the others announced while this process did not listen are lost: it asks
    // them for everything they hold, as a process that starts does, and each answer replaces what
    // it kept of that process. One that left meanwhile does not answer and expires as a silent one.
    // What this process announced while the database did not answer was lost too: it says all it
    // holds, which replaces what the others kept of it.
    bus.onResumed(() => {
      void this.bus.publish('presence', { t: 'hello' } satisfies Message);
      void this.bus.publish('presence', { t: 'state', entries: this.#local.entries() } satisfies Message);
    });
  }

  async start(): Promise<void> {
    await this.bus.publish('presence', { t: 'hello' } satisfies Message);
    this.#timer = setInterval(() => this.#tick(), ALIVE_EVERY_MS);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await this.bus.publish('presence', { t: 'bye' } satisfies Message);
  }

  track(channel: Channel, meta: Record<string, unknown>): void {
    this.#changed(channel.roomKey, this.#local.track(channel, meta));
  }

  untrack(channel: Channel): void {
    const diff = this.#local.untrack(channel);
    if (diff) this.#changed(channel.roomKey, diff);
  }

  /** Everyone present in the room, on every process. */
  state(room: string): PresenceState {
    const state = this.#local.state(room);
    for (const peer of this.#peers.values()) {
      for (const entry of peer.entries.values()) if (entry.room === room) add(state, entry.key, entry.meta);
    }
    return state;
  }

  #changed(room: string, diff: PresenceDiff): void {
    this.#deliver(room, diff);
    void this.bus.publish('presence', {
      t: 'diff',
      r: room,
      joins: diff.joins,
      leaves: diff.leaves,
    } satisfies Message);
  }

  /** Tells this process's members of the room that receive presence. */
  #deliver(room: string, diff: PresenceDiff): void {
    if (Object.keys(diff.joins).length === 0 && Object.keys(diff.leaves).length === 0) return;
    for (const member of this.hub.room(room)) {
      if (member.presenceEnabled) push(member, 'presence_diff', diff);
    }
  }

  #receive(data: unknown, origin: string): void {
    const message = messageSchema.parse(data);
    let peer = this.#peers.get(origin);
    if (!peer) this.#peers.set(origin, (peer = { seen: 0, entries: new Map() }));
    peer.seen = Date.now();
    switch (message.t) {
      case 'hello':
        // A process started: it needs to know who is here.
        void this.bus.publish('presence', { t: 'state', entries: this.#local.entries() } satisfies Message);
        return;
      case 'alive':
        return;
      case 'bye':
        this.#drop(origin);
        return;
      case 'diff': {
        for (const { metas } of Object.values(message.leaves))
          for (const meta of metas) peer.entries.delete(meta.phx_ref);
        for (const [key, { metas }] of Object.entries(message.joins)) {
          for (const meta of metas)
            peer.entries.set(meta.phx_ref, { room: message.r, key, meta: meta as PresenceMeta });
        }
        this.#deliver(message.r, {
          joins: message.joins as PresenceState,
          leaves: message.leaves as PresenceState,
        });
        return;
      }
      case 'state': {
        const next = new Map(
          message.entries.map((e) => [e.meta.phx_ref, { ...e, meta: e.meta as PresenceMeta }]),
        );
        const diffs = new Map<string, PresenceDiff>();
        const diffOf = (room: string) => {
          let diff = diffs.get(room);
          if (!diff) diffs.set(room, (diff = { joins: {}, leaves: {} }));
          return diff;
        };
        for (const [ref, entry] of peer.entries)
          if (!next.has(ref)) add(diffOf(entry.room).leaves, entry.key, entry.meta);
        for (const [ref, entry] of next)
          if (!peer.entries.has(ref)) add(diffOf(entry.room).joins, entry.key, entry.meta);
        peer.entries = next;
        for (const [room, diff] of diffs) this.#deliver(room, diff);
      }
    }
  }

  #drop(origin: string): void {
    const peer = this.#peers.get(origin);
    this.#peers.delete(origin);
    if (!peer) return;
    const leaves = new Map<string, PresenceState>();
    for (const entry of peer.entries.values()) {
      let state = leaves.get(entry.room);
      if (!state) leaves.set(entry.room, (state = {}));
      add(state, entry.key, entry.meta);
    }
    for (const [room, state] of leaves) this.#deliver(room, { joins: {}, leaves: state });
  }

  #tick(): void {
    void this.bus.publish('presence', { t: 'alive' } satisfies Message);
    const cutoff = Date.now() - PEER_EXPIRY_MS;
    for (const [origin, peer] of this.#peers) {
      if (peer.seen < cutoff) {
        this.log.warn({ origin }, 'realtime: another server process went silent; its presences leave');
        this.#drop(origin);
      }
    }
  }
}

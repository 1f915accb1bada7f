import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/index.ts';
import type { Channel } from './channel.ts';
import type { Hub } from './hub.ts';
import { isBinaryPayload, type UserBroadcast } from './protocol.ts';

export const BROADCAST_CHANNEL = 'edgelog_realtime_broadcast';
/** Leaves room under NOTIFY's 8000-byte limit for the envelope. */
const MAX_INLINE_BYTES = 7000;

const busMessageSchema = z.object({
  o: z.string(),
  r: z.string(),
  e: z.string(),
  p: z.unknown().optional(),
  b: z.string().optional(),
  m: z.record(z.string(), z.unknown()).optional(),
});
type BusMessage = z.infer<typeof busMessageSchema>;
const busEnvelopeSchema = z.union([
  busMessageSchema,
  z.object({ o: z.string(), ref: z.coerce.string().regex(/^\d{1,19}$/) }),
]);

/**
 * Broadcast fan-out. Members of the room on this process get the message at once; the other
 * processes on the same database get it through NOTIFY (or, when large, a row NOTIFY points at).
 */
export class Broadcaster {
  readonly #origin = randomUUID();
  #unlisten: (() => Promise<void>) | null = null;
  /** NOTIFYs go out one after another so other processes see a sender's messages in order. */
  #outbox: Promise<void> = Promise.resolve();
  /** Incoming ones are handled in arrival order too, even when one must be read from the table. */
  #inbox: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(
    private readonly db: Db,
    private readonly hub: Hub,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.#unlisten = await this.db.listen(BROADCAST_CHANNEL, (payload) => {
      this.#inbox = this.#inbox.then(() => this.#onNotification(payload));
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#unlisten?.();
    await this.#outbox;
    await this.#inbox;
  }

  /** Delivers to the room here and elsewhere; resolves once the other processes were told. */
  publish(roomKey: string, broadcast: UserBroadcast, sender?: Channel): Promise<void> {
    this.deliverLocal(roomKey, broadcast, sender);
    const message: BusMessage = { o: this.#origin, r: roomKey, e: broadcast.event };
    if (isBinaryPayload(broadcast.payload))
      message.b = Buffer.from(broadcast.payload.binary).toString('base64');
    else message.p = broadcast.payload;
    if (broadcast.meta) message.m = broadcast.meta;
    const sent = this.#outbox.then(() => this.#send(message));
    this.#outbox = sent.catch((err: unknown) => {
      if (!this.#stopped) this.log.warn({ err }, 'realtime: broadcast to other processes failed');
    });
    return this.#outbox;
  }

  deliverLocal(roomKey: string, broadcast: UserBroadcast, sender?: Channel): void {
    for (const channel of this.hub.room(roomKey)) {
      if (channel === sender && !channel.broadcastSelf) continue;
      channel.sink.sendBroadcast(channel.topic, channel.joinRef, broadcast);
    }
  }

  async prune(retentionSeconds = 300): Promise<void> {
    try {
      await this.db.query(
        `delete from realtime.broadcasts where created_at < now() - make_interval(secs => $1)`,
        [retentionSeconds],
      );
    } catch (err) {
      if (!this.#stopped) this.log.warn({ err }, 'realtime: pruning stored broadcasts failed');
    }
  }

  async #send(message: BusMessage): Promise<void> {
    if (this.#stopped) return;
    const text = JSON.stringify(message);
    if (Buffer.byteLength(text) <= MAX_INLINE_BYTES) {
      await this.db.notify(BROADCAST_CHANNEL, text);
      return;
    }
    const { rows } = await this.db.query<{ id: string }>(
      'insert into realtime.broadcasts (message) values ($1::jsonb) returning id::text',
      [text],
    );
    await this.db.notify(BROADCAST_CHANNEL, JSON.stringify({ o: this.#origin, ref: rows[0]!.id }));
  }

  async #onNotification(payload: string): Promise<void> {
    if (this.#stopped) return;
    try {
      const envelope = busEnvelopeSchema.parse(JSON.parse(payload));
      if (envelope.o === this.#origin) return;
      let message: BusMessage;
      if ('ref' in envelope) {
        const { rows } = await this.db.query<{ message: unknown }>(
          'select message from realtime.broadcasts where id = $1::bigint',
          [envelope.ref],
        );
        if (!rows[0]) return;
        message = busMessageSchema.parse(rows[0].message);
      } else {
        message = envelope;
      }
      if (this.hub.room(message.r).size === 0) return;
      const broadcast: UserBroadcast = {
        event: message.e,
        payload:
          message.b !== undefined ? { binary: new Uint8Array(Buffer.from(message.b, 'base64')) } : message.p,
      };
      if (message.m) broadcast.meta = message.m;
      this.deliverLocal(message.r, broadcast);
    } catch (err) {
      this.log.debug({ err }, 'realtime: ignored a malformed broadcast notification');
    }
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/index.ts';

export const BUS_CHANNEL = 'edgelog_realtime_bus';
/** Leaves room under NOTIFY's 8000-byte limit for the envelope. */
const MAX_INLINE_BYTES = 7000;

const envelopeSchema = z.union([
  z.object({ o: z.string(), k: z.string(), d: z.unknown() }),
  z.object({ o: z.string(), ref: z.coerce.string().regex(/^\d{1,19}$/) }),
]);
const storedSchema = z.object({ o: z.string(), k: z.string(), d: z.unknown() });

export type BusHandler = (data: unknown, origin: string) => void | Promise<void>;

/**
 * Messages between the server processes sharing one database (broadcasts, presence). Each goes
 * out as a NOTIFY, or, when too large for one, as a row of realtime.broadcasts the NOTIFY points
 * at. Sent and received one after another, so every process sees another's messages in order.
 * A process ignores its own messages.
 */
export class Bus {
  readonly origin = randomUUID();
  readonly #handlers = new Map<string, BusHandler>();
  readonly #resumed: Array<() => void> = [];
  #unlisten: (() => Promise<void>) | null = null;
  #outbox: Promise<void> = Promise.resolve();
  #inbox: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  on(kind: string, handler: BusHandler): void {
    this.#handlers.set(kind, handler);
  }

  /**
   * Called once the process hears the others again after its listening connection was lost:
   * whatever they sent meanwhile never arrived. Runs after the messages heard before the loss.
   */
  onResumed(handler: () => void): void {
    this.#resumed.push(handler);
  }

  async start(): Promise<void> {
    this.#unlisten = await this.db.listen(
      BUS_CHANNEL,
      (payload) => {
        this.#inbox = this.#inbox.then(() => this.#receive(payload));
      },
      () => {
        this.#inbox = this.#inbox.then(() => {
          if (this.#stopped) return;
          this.log.warn('realtime: hearing the other processes again after the connection was lost');
          for (const handler of this.#resumed) handler();
        });
      },
    );
  }

  async stop(): Promise<void> {
    await this.#outbox;
    this.#stopped = true;
    await this.#unlisten?.();
    await this.#inbox;
  }

  /** Resolves once the message is out (failures are logged, never thrown). */
  publish(kind: string, data: unknown): Promise<void> {
    const sent = this.#outbox.then(() => this.#send(kind, data));
    this.#outbox = sent.catch((err: unknown) => {
      if (!this.#stopped) this.log.warn({ err, kind }, 'realtime: a message to the other processes was lost');
    });
    return this.#outbox;
  }

  async prune(retentionSeconds = 300): Promise<void> {
    try {
      await this.db.query(
        `delete from realtime.broadcasts where created_at < now() - make_interval(secs => $1)`,
        [retentionSeconds],
      );
    } catch (err) {
      if (!this.#stopped) this.log.warn({ err }, 'realtime: pruning stored messages failed');
    }
  }

  async #send(kind: string, data: unknown): Promise<void> {
    if (this.#stopped) return;
    const text = JSON.stringify({ o: this.origin, k: kind, d: data });
    if (Buffer.byteLength(text) <= MAX_INLINE_BYTES) {
      await this.db.notify(BUS_CHANNEL, text);
      return;
    }
    const { rows } = await this.db.query<{ id: string }>(
      'insert into realtime.broadcasts (message) values ($1::jsonb) returning id::text',
      [text],
    );
    await this.db.notify(BUS_CHANNEL, JSON.stringify({ o: this.origin, ref: rows[0]!.id }));
  }

  async #receive(payload: string): Promise<void> {
    if (this.#stopped) return;
    try {
      const envelope = envelopeSchema.parse(JSON.parse(payload));
      if (envelope.o === this.origin) return;
      let message: z.infer<typeof storedSchema>;
      if ('ref' in envelope) {
        const { rows } = await this.db.query<{ message: unknown }>(
          'select message from realtime.broadcasts where id = $1::bigint',
          [envelope.ref],
        );
        if (!rows[0]) return;
        message = storedSchema.parse(rows[0].message);
      } else {
        message = envelope;
      }
      await this.#handlers.get(message.k)?.(message.d, message.o);
    } catch (err) {
      this.log.debug({ err }, 'realtime: ignored a malformed message from another process');
    }
  }
}

import type { WebSocket } from 'ws';
import { push, type Channel, type ChannelSink } from './channel.ts';
import { handleAccessToken, handleBroadcast, handlePresence } from './channel-events.ts';
import { joinChannel } from './join.ts';
import { leaveChannel } from './leave.ts';
import {
  decodeFrame,
  encodeBinaryBroadcast,
  encodeText,
  FrameError,
  isBinaryPayload,
  type PhoenixMessage,
  type UserBroadcast,
  type Vsn,
} from './protocol.ts';
import { EventRateLimiter } from './rate-limit.ts';
import type { RealtimeServices } from './services.ts';

let nextId = 1;

/**
 * One websocket: decodes frames, answers heartbeats, and runs each topic's messages in order
 * (a slow join on one topic never holds up another topic or the heartbeat).
 */
export class Connection implements ChannelSink {
  readonly id = nextId++;
  closed = false;
  lastSeen = Date.now();
  readonly channels = new Map<string, Channel>();
  readonly limiter: EventRateLimiter;
  readonly #queues = new Map<string, Promise<void>>();

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The API key the socket connected with: the identity of channels joined without a user token. */
    readonly apiKey: string,
    readonly services: RealtimeServices,
    eventsPerSecond: number,
  ) {
    this.limiter = new EventRateLimiter(eventsPerSecond);
  }

  send(message: PhoenixMessage): void {
    if (this.closed) return;
    if (this.ws.bufferedAmount > this.services.limits.maxBufferedBytes) {
      this.services.log.warn(
        { connection: this.id },
        'realtime: client too slow to keep up; closing its socket',
      );
      this.close(1008, 'too slow');
      return;
    }
    this.ws.send(encodeText(message, this.vsn));
  }

  sendBroadcast(topic: string, joinRef: string | null, broadcast: UserBroadcast): void {
    if (this.closed) return;
    const binary = isBinaryPayload(broadcast.payload);
    if (this.vsn === '2.0.0' && binary) {
      const frame = encodeBinaryBroadcast(topic, broadcast);
      if (frame && this.ws.bufferedAmount <= this.services.limits.maxBufferedBytes) this.ws.send(frame);
      return;
    }
    // Protocol 1.0.0 cannot carry raw bytes; RT drops such messages for these sockets too.
    if (binary) return;
    const payload: Record<string, unknown> = {
      type: 'broadcast',
      event: broadcast.event,
      payload: broadcast.payload,
    };
    if (broadcast.meta) payload.meta = broadcast.meta;
    this.send({ joinRef, ref: null, topic, event: 'broadcast', payload });
  }

  reply(
    to: { topic: string; ref: string | null; joinRef: string | null },
    status: 'ok' | 'error',
    response: unknown,
  ): void {
    this.send({
      joinRef: to.joinRef,
      ref: to.ref,
      topic: to.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  onFrame(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    this.lastSeen = Date.now();
    let message: PhoenixMessage;
    try {
      message = decodeFrame(data, isBinary, this.vsn);
    } catch (err) {
      if (!(err instanceof FrameError)) throw err;
      const { topic, ref, joinRef } = err.partial;
      // Answer the push if it can be identified, so the client's callback fires; the socket and
      // its other channels carry on either way.
      if (topic && ref)
        this.reply({ topic, ref, joinRef: joinRef ?? null }, 'error', {
          reason: `malformed message: ${err.message}`,
        });
      else
        this.services.log.debug(
          { connection: this.id, reason: err.message },
          'realtime: dropped a malformed frame',
        );
      return;
    }
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {});
      return;
    }
    const previous = this.#queues.get(message.topic) ?? Promise.resolve();
    const next = previous
      .then(() => this.#handle(message))
      .catch((err: unknown) => this.#crashed(message, err))
      .finally(() => {
        if (this.#queues.get(message.topic) === next) this.#queues.delete(message.topic);
      });
    this.#queues.set(message.topic, next);
  }

  /**
   * A message's handling failed unexpectedly (the database went away...). As when a Phoenix channel
   * process crashes: the push gets an error, the channel a `phx_error`, and the client rejoins it
   * with back-off. The socket and its other channels carry on.
   */
  #crashed(message: PhoenixMessage, err: unknown): void {
    this.services.log.error(
      { err, topic: message.topic, event: message.event },
      'realtime: handling a message failed',
    );
    if (message.ref) this.reply(message, 'error', { reason: 'Unknown Error on Channel' });
    const channel = this.channels.get(message.topic);
    if (message.event !== 'phx_join' && channel) {
      push(channel, 'phx_error', {});
      leaveChannel(this.services, channel);
    }
  }

  async #handle(message: PhoenixMessage): Promise<void> {
    if (this.closed) return;
    if (message.event === 'phx_join') return joinChannel(this, message);
    const channel = this.channels.get(message.topic);
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef)) {
      this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (message.event) {
      case 'phx_leave':
        this.reply(message, 'ok', {});
        leaveChannel(this.services, channel);
        return;
      case 'access_token':
        return handleAccessToken(channel, message);
      case 'broadcast':
        return handleBroadcast(this, channel, message);
      case 'presence':
        return handlePresence(this, channel, message);
      default:
        // As RT: an event it does not know gets no reply.
        this.services.log.debug(
          { topic: message.topic, event: message.event },
          'realtime: ignored an unexpected event',
        );
    }
  }

  detach(channel: Channel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  /** The server ends the channel: the client sees `phx_close` (state closed, callback CLOSED). */
  closeChannel(channel: Channel): void {
    if (this.channels.get(channel.topic) !== channel) return;
    push(channel, 'phx_close', {});
    leaveChannel(this.services, channel);
  }

  close(code = 1000, reason = ''): void {
    if (this.closed) return;
    this.ws.close(code, reason);
    this.onClosed();
  }

  /** Releases everything the socket held. */
  onClosed(): void {
    if (this.closed) return;
    this.closed = true;
    for (const channel of [...this.channels.values()]) leaveChannel(this.services, channel);
    this.#queues.clear();
  }
}

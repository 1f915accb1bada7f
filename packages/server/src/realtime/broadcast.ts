import { z } from 'zod';
import type { Bus } from './bus.ts';
import type { Channel } from './channel.ts';
import type { Hub } from './hub.ts';
import { isBinaryPayload, type UserBroadcast } from './protocol.ts';

const messageSchema = z.object({
  r: z.string(),
  e: z.string(),
  p: z.unknown().optional(),
  b: z.string().optional(),
  m: z.record(z.string(), z.unknown()).optional(),
});
type BusBroadcast = z.infer<typeof messageSchema>;

/**
 * Broadcast fan-out. Members of the room on this process get the message at once; the other
 * processes on the same database get it through the bus and deliver it to theirs.
 */
export class Broadcaster {
  constructor(
    private readonly bus: Bus,
    private readonly hub: Hub,
  ) {
    bus.on('broadcast', (data) => {
      const message = messageSchema.parse(data);
      if (this.hub.room(message.r).size === 0) return;
      const broadcast: UserBroadcast = {
        event: message.e,
        payload:
          message.b !== undefined ? { binary: new Uint8Array(Buffer.from(message.b, 'base64')) } : message.p,
      };
      if (message.m) broadcast.meta = message.m;
      this.deliverLocal(message.r, broadcast);
    });
  }

  /** Delivers to the room here and elsewhere; resolves once the other processes were told. */
  publish(roomKey: string, broadcast: UserBroadcast, sender?: Channel): Promise<void> {
    this.deliverLocal(roomKey, broadcast, sender);
    const message: BusBroadcast = { r: roomKey, e: broadcast.event };
    if (isBinaryPayload(broadcast.payload))
      message.b = Buffer.from(broadcast.payload.binary).toString('base64');
    else message.p = broadcast.payload;
    if (broadcast.meta) message.m = broadcast.meta;
    return this.bus.publish('broadcast', message);
  }

  deliverLocal(roomKey: string, broadcast: UserBroadcast, sender?: Channel): void {
    for (const channel of this.hub.room(roomKey)) {
      if (channel === sender && !channel.broadcastSelf) continue;
      channel.sink.sendBroadcast(channel.topic, channel.joinRef, broadcast);
    }
  }
}

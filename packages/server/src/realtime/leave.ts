import { push, type Channel } from './channel.ts';
import type { PresenceDiff } from './presence.ts';
import type { RealtimeServices } from './services.ts';

/** Sends a presence diff to every member of the room that receives presence. */
export function sendPresenceDiff(services: RealtimeServices, roomKey: string, diff: PresenceDiff): void {
  for (const member of services.hub.room(roomKey)) {
    if (member.presenceEnabled) push(member, 'presence_diff', diff);
  }
}

/** Takes a channel out of everything it joined: rooms, listeners, presence, timers. */
export function leaveChannel(services: RealtimeServices, channel: Channel): void {
  channel.sink.detach(channel);
  services.hub.remove(channel);
  if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
  channel.expiryTimer = null;
  const diff = services.presence.untrack(channel);
  if (diff) sendPresenceDiff(services, channel.roomKey, diff);
}

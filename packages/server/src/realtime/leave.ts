import type { Channel } from './channel.ts';
import type { RealtimeServices } from './services.ts';

/** Takes a channel out of everything it joined: rooms, listeners, presence, timers. */
export function leaveChannel(services: RealtimeServices, channel: Channel): void {
  channel.sink.detach(channel);
  services.hub.remove(channel);
  if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
  channel.expiryTimer = null;
  services.presence.untrack(channel);
}

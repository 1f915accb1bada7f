/** A replayed trade keeps a few chart pictures: enough to show the setup, the entry and the exit. */
export const MAX_SHOTS_PER_TRADE = 3;

/** Chart pictures by the trade's index in the session, as PNG data URLs. */
export type TradeShots = Readonly<Record<number, readonly string[]>>;

/** The PNG data URL the chart gives, as a file the attachment upload takes. */
export function shotFile(dataUrl: string, name: string): File {
  const comma = dataUrl.indexOf(',');
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type: 'image/png' });
}

export function withShot(shots: TradeShots, index: number, url: string): TradeShots {
  const list = shots[index] ?? [];
  if (list.length >= MAX_SHOTS_PER_TRADE) return shots;
  return { ...shots, [index]: [...list, url] };
}

export function withoutShot(shots: TradeShots, index: number, at: number): TradeShots {
  const list = shots[index] ?? [];
  return { ...shots, [index]: list.filter((_, position) => position !== at) };
}

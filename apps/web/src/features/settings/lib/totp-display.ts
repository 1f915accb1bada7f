/**
 * supabase-js prefixes the server's QR SVG with `data:image/svg+xml;utf-8,` but leaves the markup
 * raw, and a raw `#` (the SVG's colours) ends a URL: the markup is encoded again here.
 */
export function qrCodeImageSource(qrCode: string): string {
  const svg = qrCode.replace(/^data:image\/svg\+xml;[^,]*,/, '');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The secret in groups of four, easier to type by hand; apps ignore the spaces. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** A name for a new factor that the trader's other factors do not already use. */
export function freeFactorName(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base} ${n}`)) return `${base} ${n}`;
}

/** Where a signed-in user lands when there is nothing better (SPEC 2). */
export const HOME_PATH = '/dashboard';
export const AUTH_PATH = '/auth';

/** A same-site path only: starts with one slash, no protocol-relative or backslash tricks. */
export function sanitizeReturnPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return value;
}

/**
 * The `/` redirector's rule for a signed-in user: back to the page originally attempted, unless it
 * was /, /about or an auth page; otherwise the dashboard.
 */
export function resolveReturnPath(raw: string | null | undefined): string {
  const path = sanitizeReturnPath(raw);
  if (!path) return HOME_PATH;
  const pathname = path.split(/[?#]/)[0] ?? '';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (trimmed === '/' || trimmed === '/about' || trimmed === AUTH_PATH || trimmed.startsWith(`${AUTH_PATH}/`))
    return HOME_PATH;
  return path;
}

/** /auth carrying the page the visitor tried to open. */
export function authPathFor(origin: string): string {
  const path = sanitizeReturnPath(origin);
  return path && path !== '/' ? `${AUTH_PATH}?redirect=${encodeURIComponent(path)}` : AUTH_PATH;
}

import type { Session } from '@supabase/supabase-js';

/** The claims of a JWT, read without checking it; {} when it cannot be read. */
export function decodePayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The same reading as supabase-js's getAuthenticatorAssuranceLevel, done synchronously so the route
 * guard never lets an aal1 session of a user with a verified factor through, even for one render.
 */
export function sessionNeedsMfa(session: Session | null): boolean {
  if (!session) return false;
  const hasVerifiedFactor = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  if (!hasVerifiedFactor) return false;
  return decodePayload(session.access_token).aal !== 'aal2';
}

/** The session id a token names, '' when it names none. */
export function sessionIdOf(token: string): string {
  const id = decodePayload(token).session_id;
  return typeof id === 'string' ? id : '';
}

/** Seconds a client is asked to wait before sending again a request the database could not take. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/**
 * The database cannot be reached or will not take connections for now: a lost or refused
 * connection (class 08), a server shutting down or starting up (57P01-57P03), no connection left
 * (53300). Sending the request again shortly may succeed; every API answers it 503 with
 * `Retry-After`.
 */
export function isUnavailable(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

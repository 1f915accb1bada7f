/** The server's error code of an auth failure (`current_password_invalid`, `same_password`, ...). */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The server's own words for a refused input, shown beside the field it is about. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
    return error.message || fallback;
  return fallback;
}

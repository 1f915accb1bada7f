import { isInvalidSessionError } from '@edgelog/core';

/** What the UI shows for an error: the catalogue's code, title and user message (SPEC 8). */
export interface ShownError {
  code: string;
  title: string;
  message: string;
}

/** The invalid refresh-token cases of SPEC 4, handled by clearing the session without a message. */
export function isInvalidSession(error: unknown): boolean {
  return isInvalidSessionError(error);
}

/**
 * An auth failure as the error catalogue describes it (AUTH-00x). The catalogue is loaded on the
 * first failure, so it is not part of what the sign-in page needs to render.
 */
export async function explainAuthError(error: unknown): Promise<ShownError> {
  const { describeAuthError } = await import('./auth-error-messages');
  return describeAuthError(error);
}

/** The database's answer to a name already taken: a unique index on (user, lower(name)) refused it (23505). */
export function isDuplicateName(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

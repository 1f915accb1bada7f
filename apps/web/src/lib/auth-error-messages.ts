import { classifyError, getErrorEntry } from '@edgelog/core';
import type { ShownError } from './errors';

/**
 * Server answers about the input itself (a weak password, a taken address, a wrong one-time code):
 * the catalogue has no entry that says more than the server does, so its words are shown.
 */
const SERVER_EXPLAINED = new Set([
  'weak_password',
  'user_already_exists',
  'email_exists',
  'same_password',
  'validation_failed',
  'email_address_invalid',
  'otp_expired',
  'mfa_verification_failed',
  'mfa_challenge_expired',
  'mfa_factor_not_found',
]);

/** The server's error code of an auth failure (`current_password_invalid`, `same_password`, ...). */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's own words for a refused input, shown beside the field it is about. */
export function authErrorMessage(error: unknown, fallback: string): string {
  return errorMessage(error) ?? fallback;
}

function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : undefined;
}

/** An auth failure as the catalogue describes it (AUTH-00x). */
export function describeAuthError(error: unknown): ShownError {
  const entry = getErrorEntry(classifyError(error, 'AUTH'));
  const serverCode = authErrorCode(error);
  const serverMessage = errorMessage(error);
  if (serverCode && SERVER_EXPLAINED.has(serverCode) && serverMessage) {
    return { code: entry.code, title: entry.title, message: serverMessage };
  }
  return { code: entry.code, title: entry.title, message: entry.userMessage };
}

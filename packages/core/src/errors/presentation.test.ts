import { AuthApiError, AuthSessionMissingError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { isInvalidSessionError, toastDurationMs } from './presentation.ts';

describe('toastDurationMs', () => {
  it.each([
    ['critical', 10_000],
    ['high', 7_000],
    ['medium', 5_000],
    ['low', 5_000],
  ] as const)('%s -> %d ms', (severity, ms) => {
    expect(toastDurationMs(severity)).toBe(ms);
  });
});

describe('isInvalidSessionError', () => {
  it.each([
    new AuthApiError('Invalid Refresh Token: Refresh Token Not Found', 400, 'refresh_token_not_found'),
    new AuthApiError('Invalid Refresh Token: Already Used', 400, 'refresh_token_already_used'),
    new AuthApiError('User from sub claim in JWT does not exist', 403, 'user_not_found'),
    { error: 'invalid_grant', error_description: 'Invalid Refresh Token: Refresh Token Not Found' },
    { code: 'invalid_token', message: 'x' },
    new Error('jwt expired'),
    'Refresh Token Not Found',
  ])('true for %o', (error) => {
    expect(isInvalidSessionError(error)).toBe(true);
  });

  it.each([
    new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    new AuthSessionMissingError(),
    new TypeError('Failed to fetch'),
    undefined,
    'boom',
  ])('false for %o', (error) => {
    expect(isInvalidSessionError(error)).toBe(false);
  });
});

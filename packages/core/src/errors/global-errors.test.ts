import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { globalErrorCode, globalErrorDisposition } from './global-errors.ts';

describe('globalErrorCode', () => {
  it.each([
    [new Error('boom'), 'SYSTEM-004'],
    ['a plain string reason', 'SYSTEM-004'],
    [undefined, 'SYSTEM-004'],
    [new TypeError('Failed to fetch'), 'NETWORK-001'],
    [new Error('network timeout while saving'), 'NETWORK-002'],
    [new TypeError('NetworkError when attempting to fetch resource.'), 'NETWORK-001'],
  ] as const)('%s -> %s', (error, code) => {
    expect(globalErrorCode(error)).toBe(code);
  });

  it('keeps network-worded errors in the NETWORK category', () => {
    expect(globalErrorCode(new Error('fetch: certificate ssl handshake failed'))).toMatch(/^NETWORK-/);
  });
});

describe('globalErrorDisposition', () => {
  it.each([
    new AuthApiError('Invalid Refresh Token: Refresh Token Not Found', 400, 'refresh_token_not_found'),
    new Error('jwt expired'),
    'ResizeObserver loop completed with undelivered notifications.',
    'Script error.',
  ])('silent for %s', (error) => {
    expect(globalErrorDisposition(error)).toBe('silent');
  });

  it.each([new Error('boom'), new TypeError('Failed to fetch'), 'Script error in trade table'])(
    'reported for %s',
    (error) => {
      expect(globalErrorDisposition(error)).toBe('report');
    },
  );
});

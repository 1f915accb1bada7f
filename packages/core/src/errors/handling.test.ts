import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  autoRetryDelayMs,
  globalErrorCode,
  globalErrorDisposition,
  isAutoRetryableError,
  isChunkLoadError,
  MAX_AUTO_RETRIES,
} from './handling.ts';

const chunkFailures = [
  new TypeError(
    'Failed to fetch dynamically imported module: https://edgelog.example/assets/goals-page-x1.js',
  ),
  new TypeError('Importing a module script failed.'),
  new TypeError('error loading dynamically imported module: https://edgelog.example/assets/a.js'),
  Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
  new Error('Loading CSS chunk 7 failed (https://edgelog.example/7.css)'),
];

describe('auto-retry policy', () => {
  it('retries at most twice, after 2 s and then 3 s', () => {
    expect(MAX_AUTO_RETRIES).toBe(2);
    expect([0, 1].map(autoRetryDelayMs)).toEqual([2_000, 3_000]);
    expect(autoRetryDelayMs(-1)).toBe(2_000);
  });

  it.each(chunkFailures)('a chunk load failure is retried: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
    expect(isAutoRetryableError(error)).toBe(true);
  });

  it.each([
    new TypeError('Failed to fetch'),
    new TypeError('NetworkError when attempting to fetch resource.'),
    new TypeError('Load failed'),
    'Network request failed',
  ])('a network failure is retried but is no chunk failure: %s', (error) => {
    expect(isAutoRetryableError(error)).toBe(true);
    expect(isChunkLoadError(error)).toBe(false);
  });

  it.each([
    new Error('Forced render failure'),
    new TypeError("Cannot read properties of undefined (reading 'pnl')"),
    new Error('Upload failed'),
    undefined,
    null,
  ])('other errors are not retried: %s', (error) => {
    expect(isAutoRetryableError(error)).toBe(false);
  });
});

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

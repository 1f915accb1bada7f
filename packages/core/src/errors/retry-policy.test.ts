import { describe, expect, it } from 'vitest';
import {
  autoRetryDelayMs,
  isAutoRetryableError,
  isChunkLoadError,
  MAX_AUTO_RETRIES,
} from './retry-policy.ts';

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

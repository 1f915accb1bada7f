import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

describe('configuration from the environment', () => {
  it('takes the data API limits, with 0 rows meaning no cap', () => {
    const config = configFromEnv({
      REST_MAX_ROWS: '250',
      REST_STATEMENT_TIMEOUT_MS: '3000',
      REST_BODY_LIMIT: '65536',
    });
    expect(config).toMatchObject({ restMaxRows: 250, restStatementTimeoutMs: 3000, restBodyLimit: 65536 });
    expect(configFromEnv({ REST_MAX_ROWS: '0' }).restMaxRows).toBeUndefined();
    expect(configFromEnv({})).toMatchObject({
      restMaxRows: 1000,
      restStatementTimeoutMs: 8000,
      restBodyLimit: 10 * 1024 * 1024,
    });
  });

  it('refuses a limit that is not a whole number, naming the variable', () => {
    expect(() => configFromEnv({ REST_MAX_ROWS: 'lots' })).toThrow(/REST_MAX_ROWS/);
    expect(() => configFromEnv({ REST_STATEMENT_TIMEOUT_MS: '-5' })).toThrow(/REST_STATEMENT_TIMEOUT_MS/);
    expect(() => configFromEnv({ REST_BODY_LIMIT: '1.5' })).toThrow(/REST_BODY_LIMIT/);
  });

  it('refuses an analytics address that is not a URL', () => {
    expect(() => configFromEnv({ ANALYTICS_URL: 'not a url' })).toThrow(/ANALYTICS_URL/);
  });
});

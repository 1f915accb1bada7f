import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authFetch, signedUpClient } from '../auth/helpers.ts';
import { testMode } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * Processes on several machines share one database but not one clock. The refresh-token reuse
 * interval is measured by the database alone: this process's clock, moved an hour either way (as a
 * machine whose clock is off would be), changes nothing. PostgreSQL only: the embedded database
 * runs inside this process and reads the very clock the test moves, as it is only ever one process.
 */
let test: TestServer;
const REUSE_INTERVAL_SECONDS = 1;

const refresh = (token: string) =>
  authFetch(test, '/token?grant_type=refresh_token', { body: { refresh_token: token } });

/** Only `Date` is faked: timers, sockets and the database run as they do. */
function shiftClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.now() + ms));
}

describe.runIf(testMode === 'postgres')('refresh-token reuse, with this process’s clock off', () => {
  beforeAll(async () => {
    test = await startTestServer({ refreshTokenReuseInterval: REUSE_INTERVAL_SECONDS });
  });
  afterAll(async () => {
    await test?.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an hour ahead, a token used a moment ago is still within the interval', async () => {
    const { session } = await signedUpClient(test);
    const swapped = await refresh(session.refresh_token);
    expect(swapped.status).toBe(200);
    shiftClock(3600_000);
    const lost = await refresh(session.refresh_token);
    expect(lost.status).toBe(200);
    expect(lost.json.refresh_token).toBe(z.string().parse(swapped.json.refresh_token));
  });

  it('an hour behind, a token used past the interval is refused as reuse', async () => {
    const { session } = await signedUpClient(test);
    expect((await refresh(session.refresh_token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, REUSE_INTERVAL_SECONDS * 1000 + 500));
    shiftClock(-3600_000);
    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.json.code).toBe('refresh_token_already_used');
  });
});

import { DEFAULT_ANALYTICS_FILTER, parseAnalyticsFilter } from '@edgelog/core';
import type { Session } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { datasetQuery } from '../hooks/dataset-query';
import { readJournalEarly } from './early-read';

const state = vi.hoisted(() => ({
  session: null as Session | null,
  stored: true,
  recovery: false,
  prefetched: [] as unknown[][],
  workers: 0,
}));

vi.mock('@/lib/supabase', () => ({
  loadSupabase: () =>
    Promise.resolve({ auth: { getSession: () => Promise.resolve({ data: { session: state.session } }) } }),
  hasPendingAuthState: () => state.stored,
  isRecoverySession: () => state.recovery,
  getAppConfig: () => ({ url: 'http://127.0.0.1:1', anonKey: 'anon' }),
}));
vi.mock('@/lib/query-client', () => ({
  getQueryClient: () => ({
    prefetchQuery: (options: { queryKey: unknown[] }) => {
      state.prefetched.push(options.queryKey);
      return Promise.resolve();
    },
  }),
}));
vi.mock('./worker-client', () => ({
  startAnalyticsWorker: () => {
    state.workers += 1;
  },
  loadAnalyticsDataset: () => Promise.reject(new Error('not in this test')),
}));

const token = (claims: Record<string, unknown>) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;

function sessionOf(options: { factor?: boolean; aal?: string } = {}): Session {
  return {
    access_token: token({ sub: 'user-1', aal: options.aal ?? 'aal1' }),
    user: {
      id: 'user-1',
      factors: options.factor ? [{ id: 'f', status: 'verified', factor_type: 'totp' }] : [],
    },
  } as unknown as Session;
}

beforeEach(() => {
  Object.assign(state, { session: null, stored: true, recovery: false, prefetched: [], workers: 0 });
  vi.stubGlobal('window', { location: { search: '?account=a1&from=2026-01-01' } });
});

describe('readJournalEarly', () => {
  it('starts the read of the URL’s filter under the key the page asks for', async () => {
    state.session = sessionOf();
    await readJournalEarly();
    const filter = parseAnalyticsFilter(new URLSearchParams('?account=a1&from=2026-01-01'));
    expect(filter).not.toEqual(DEFAULT_ANALYTICS_FILTER);
    expect(state.prefetched).toEqual([datasetQuery('user-1', filter).queryKey]);
    expect(state.workers).toBe(1);
  });

  it('leaves a visitor without a session to the route guard', async () => {
    state.stored = false;
    await readJournalEarly();
    expect(state.prefetched).toEqual([]);
    expect(state.workers).toBe(0);
  });

  it('reads nothing for a session still owing its second factor, or resetting a password', async () => {
    state.session = sessionOf({ factor: true, aal: 'aal1' });
    await readJournalEarly();
    state.session = sessionOf();
    state.recovery = true;
    await readJournalEarly();
    expect(state.prefetched).toEqual([]);

    state.recovery = false;
    state.session = sessionOf({ factor: true, aal: 'aal2' });
    await readJournalEarly();
    expect(state.prefetched).toHaveLength(1);
  });
});

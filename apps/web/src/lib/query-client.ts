import { QueryClient } from '@tanstack/react-query';

const FRESH_MS = 5 * 60 * 1000;
const KEPT_MS = 10 * 60 * 1000;
const MAX_RETRIES = 3;

/** Auth failures are not worth retrying: PostgREST's PGRST301 or any message about the JWT. */
export function isAuthFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'PGRST301' || (typeof message === 'string' && /jwt/i.test(message));
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isAuthFailure(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FRESH_MS, gcTime: KEPT_MS, retry: shouldRetry },
    },
  });
}

let shared: QueryClient | null = null;

/** The one query cache of the signed-in app, kept across layout remounts. */
export function getQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}

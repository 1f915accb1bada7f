/** Loads the error reporter on demand; a failed load (offline) is tried again next time. */
import type * as ReporterModule from './reporter';

type Reporter = typeof ReporterModule;

let loading: Promise<Reporter> | null = null;

export function loadReporter(): Promise<Reporter> {
  loading ??= import('./reporter').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

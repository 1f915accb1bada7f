import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import { getAppConfig, loadSupabase } from '@/lib/supabase';
import type { Connection, ImportWorkerApi } from '../worker/import-api';
import type { ImportErrorBody } from '../worker/server';

export class ImportCancelled extends Error {
  override readonly name = 'ImportCancelled';
  constructor() {
    super('The import was cancelled.');
  }
}

// rpc/import_batch's answer when another import stored part of a planned trade since the preview.
const JOURNAL_CHANGED = 'PT409';

/** A worker's failure made an Error again on the page, with the server's code and status. */
export class ImportFailed extends Error {
  override readonly name = 'ImportFailed';
  /** The catalogue code when the failure has one of its own, else the server's code. */
  readonly code: string | undefined;
  readonly status: number | undefined;
  /** The journal changed since the preview: previewing again gives a plan that can be written. */
  readonly journalChanged: boolean;
  constructor(body: ImportErrorBody) {
    super(body.message);
    this.journalChanged = body.code === JOURNAL_CHANGED;
    this.code = this.journalChanged ? 'TRADE-007' : body.code;
    this.status = body.status;
  }
}

function isErrorBody(value: unknown): value is ImportErrorBody {
  return typeof value === 'object' && value !== null && 'importError' in value;
}

/**
 * The worker of one import. Parsing a file is one long call that cannot be interrupted from
 * inside, so Cancel terminates the worker; the wizard starts a fresh one for the next try.
 */
export interface ImportWorker {
  call<T>(run: (remote: Remote<ImportWorkerApi>) => Promise<T>): Promise<T>;
  cancel(): void;
  dispose(): void;
}

export function startImportWorker(): ImportWorker {
  const worker = new Worker(new URL('../worker/import.worker.ts', import.meta.url), {
    type: 'module',
    name: 'import',
  });
  const remote = wrap<ImportWorkerApi>(worker);
  let stop: ((error: Error) => void) | null = null;
  const stopped = new Promise<never>((_, reject) => {
    stop = reject;
    worker.addEventListener('error', (event) =>
      reject(new Error(event.message || 'The import worker stopped.')),
    );
  });
  stopped.catch(() => undefined);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    remote[releaseProxy]();
    worker.terminate();
  };
  return {
    async call(run) {
      try {
        return await Promise.race([run(remote), stopped]);
      } catch (error) {
        throw isErrorBody(error) ? new ImportFailed(error) : error;
      }
    },
    cancel() {
      end();
      stop?.(new ImportCancelled());
    },
    dispose: end,
  };
}

export { proxy };

/** The server and the session's token now (supabase-js refreshes it when about to expire). */
export async function workerConnection(): Promise<Connection> {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  const accessToken = data.session?.access_token;
  if (accessToken === undefined) throw new Error('The session ended: sign in again to import.');
  const { url, anonKey } = getAppConfig();
  return { url, apiKey: anonKey, accessToken };
}

import type { ColumnMapping } from '@edgelog/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { countOf } from '@/lib/plural';
import { importKeys } from '../api/keys';
import {
  ImportCancelled,
  proxy,
  startImportWorker,
  workerConnection,
  type ImportWorker,
} from '../api/worker-client';
import { oversizedFiles } from '../lib/limits';
import type { FileSummary, PlanSummary, ReadProgress, StoreResult } from '../worker/import-api';

export type WizardPhase =
  | { step: 'choose'; refused: string[] }
  | { step: 'working'; progress: ReadProgress | null }
  | { step: 'mapping'; files: FileSummary[]; index: number }
  | { step: 'preview'; summary: PlanSummary; session: number }
  | { step: 'saving'; summary: PlanSummary; session: number }
  | { step: 'done'; summary: PlanSummary; result: StoreResult }
  | { step: 'failed'; message: string };

export interface WizardOptions {
  accountId: string;
  timeZone: string;
}

export interface ImportWizard {
  phase: WizardPhase;
  worker: ImportWorker | null;
  start(files: readonly File[], options: WizardOptions): void;
  map(index: number, mapping: ColumnMapping): void;
  /** Leaves a file no format read out of this import. */
  skipFile(index: number): void;
  confirm(): void;
  cancel(): void;
  reset(): void;
}

const CHOOSE: WizardPhase = { step: 'choose', refused: [] };

/** One import from the files' choice to the stored batch; the worker lives as long as it. */
// Numbers each preview for the whole page's life, not per wizard: preview pages are cached by it,
// and a wizard opened again must never be shown the last one's rows.
let sessions = 0;
const nextSession = (): number => (sessions += 1);

export function useImportWizard(userId: string): ImportWizard {
  const [phase, setPhase] = useState<WizardPhase>(CHOOSE);
  const workerRef = useRef<ImportWorker | null>(null);
  const [worker, setWorker] = useState<ImportWorker | null>(null);
  const options = useRef<WizardOptions | null>(null);
  const files = useRef<FileSummary[]>([]);
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();

  const dispose = useCallback(() => {
    workerRef.current?.dispose();
    workerRef.current = null;
    setWorker(null);
  }, []);
  useEffect(() => dispose, [dispose]);

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof ImportCancelled) return;
      const record = handleError(error);
      setPhase({ step: 'failed', message: record.userMessage });
    },
    [handleError],
  );

  // Progress comes over its own channel: a report may land after the answer it preceded, and must
  // not take the wizard back from the step that answer led to.
  const onProgress = useCallback(
    (progress: ReadProgress) =>
      setPhase((current) => (current.step === 'working' ? { step: 'working', progress } : current)),
    [],
  );

  const plan = useCallback(
    async (current: ImportWorker) => {
      const chosen = options.current;
      if (chosen === null) return;
      setPhase({ step: 'working', progress: { stage: 'matching', done: 0, total: 0 } });
      const connection = await workerConnection();
      const summary = await current.call((remote) =>
        remote.plan(
          { connection, accountId: chosen.accountId, timeZone: chosen.timeZone },
          proxy(onProgress),
        ),
      );
      setPhase({ step: 'preview', summary, session: nextSession() });
    },
    [onProgress],
  );

  /** The next file no format read, for the mapping screen; planned once there is none. */
  const next = useCallback(
    async (current: ImportWorker, from: number) => {
      const unknown = files.current.find(
        (file) => file.index >= from && file.format === null && file.skippedByTrader !== true,
      );
      if (unknown) {
        setPhase({ step: 'mapping', files: files.current, index: unknown.index });
        return;
      }
      if (files.current.every((file) => file.format === null)) {
        setPhase({ step: 'failed', message: 'No file is left to import: choose files again.' });
        return;
      }
      await plan(current);
    },
    [plan],
  );

  const start = useCallback(
    (chosen: readonly File[], wizardOptions: WizardOptions) => {
      const refused = oversizedFiles(chosen);
      if (refused.length > 0) {
        setPhase({ step: 'choose', refused });
        return;
      }
      dispose();
      options.current = wizardOptions;
      const current = startImportWorker();
      workerRef.current = current;
      setWorker(current);
      setPhase({ step: 'working', progress: null });
      void (async () => {
        try {
          files.current = await current.call((remote) =>
            remote.read({ files: [...chosen], timeZone: wizardOptions.timeZone }, proxy(onProgress)),
          );
          await next(current, 0);
        } catch (error) {
          fail(error);
        }
      })();
    },
    [dispose, fail, next, onProgress],
  );

  const map = useCallback(
    (index: number, mapping: ColumnMapping) => {
      const current = workerRef.current;
      if (current === null) return;
      setPhase({ step: 'working', progress: null });
      void (async () => {
        try {
          const read = await current.call((remote) =>
            remote.remap(index, mapping, mapping.timeZone ?? 'UTC'),
          );
          files.current = files.current.map((file) => (file.index === index ? read : file));
          await next(current, index + 1);
        } catch (error) {
          fail(error);
        }
      })();
    },
    [fail, next],
  );

  const skipFile = useCallback(
    (index: number) => {
      const current = workerRef.current;
      if (current === null) return;
      files.current = files.current.map((file) =>
        file.index === index ? { ...file, skippedByTrader: true } : file,
      );
      void next(current, index + 1).catch(fail);
    },
    [fail, next],
  );

  const confirm = useCallback(() => {
    const current = workerRef.current;
    const chosen = options.current;
    if (current === null || chosen === null || phase.step !== 'preview') return;
    const { summary } = phase;
    setPhase({ step: 'saving', summary, session: phase.session });
    void (async () => {
      try {
        const connection = await workerConnection();
        const result = await current.call((remote) =>
          remote.store({ connection, accountId: chosen.accountId }),
        );
        setPhase({ step: 'done', summary, result });
        void queryClient.invalidateQueries({ queryKey: importKeys.allHistory });
        void queryClient.invalidateQueries({ queryKey: ['accounts', userId] });
        const fills = result.counts.fills ?? summary.newFills;
        toast.success(`Imported ${countOf(fills, 'fill', 'fills')}`);
      } catch (error) {
        fail(error);
      }
    })();
  }, [fail, phase, queryClient, userId]);

  const cancel = useCallback(() => {
    workerRef.current?.cancel();
    workerRef.current = null;
    setWorker(null);
    setPhase(CHOOSE);
  }, []);

  const reset = useCallback(() => {
    dispose();
    setPhase(CHOOSE);
  }, [dispose]);

  return { phase, worker, start, map, skipFile, confirm, cancel, reset };
}

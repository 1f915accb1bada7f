import type { ColumnMapping } from '@edgelog/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { recordError } from '@/features/errors/record-error';
import { useFormat } from '@/lib/format';
import { importKeys } from '../api/keys';
import {
  ImportCancelled,
  ImportFailed,
  proxy,
  startImportWorker,
  workerConnection,
  type ImportWorker,
} from '../api/worker-client';
import { counted } from '../lib/counted';
import { keptMappings } from '../lib/kept-mappings';
import { oversizedFiles } from '../lib/limits';
import { nextPreviewSession } from '../lib/preview-session';
import type { FileSummary, PlanSummary, ReadProgress, StoreResult } from '../worker/import-api';

/** Why the last step failed, shown where it happened; the files and mappings stay. */
export interface StepError {
  message: string;
  /** The error catalogue's code. */
  code: string;
  /** The journal changed since the preview (another import): preview again. */
  journalChanged?: boolean;
}

export type WizardPhase =
  | { step: 'choose'; refused: string[]; error?: StepError }
  | { step: 'working'; progress: ReadProgress | null }
  | { step: 'mapping'; files: FileSummary[]; index: number; error?: StepError }
  | { step: 'preview'; summary: PlanSummary; session: number; error?: StepError }
  | { step: 'saving'; summary: PlanSummary; session: number }
  | { step: 'done'; summary: PlanSummary; result: StoreResult }
  /** canRetry: planning again may succeed (not when no file is left to plan). */
  | { step: 'failed'; message: string; canRetry: boolean };

export interface WizardOptions {
  accountId: string;
  /** The account's currency: deposits and withdrawals in another are left out. */
  accountCurrency: string;
  timeZone: string;
}

export interface ImportWizard {
  phase: WizardPhase;
  worker: ImportWorker | null;
  /** The files last chosen: kept for another try after a failure. */
  chosen: readonly File[];
  /** The mapping last given to each file no format read (by its index). */
  mappings: ReadonlyMap<number, ColumnMapping>;
  start(files: readonly File[], options: WizardOptions): void;
  map(index: number, mapping: ColumnMapping): void;
  /** "This format read it wrong": a file a format read, to the mapping screen instead. */
  mapInstead(index: number): void;
  /** Plans the files again against the journal as it is now (after "the journal changed"). */
  previewAgain(): void;
  /** Leaves a file no format read out of this import. */
  skipFile(index: number): void;
  confirm(): void;
  cancel(): void;
  /** Back to choosing files, the last ones still chosen (after a failure). */
  back(): void;
  /** Back to choosing files, none chosen. */
  reset(): void;
}

const CHOOSE: WizardPhase = { step: 'choose', refused: [] };

/** One import from the files' choice to the stored batch; the worker lives as long as it. */
export function useImportWizard(userId: string): ImportWizard {
  const [phase, setPhase] = useState<WizardPhase>(CHOOSE);
  const workerRef = useRef<ImportWorker | null>(null);
  const [worker, setWorker] = useState<ImportWorker | null>(null);
  const options = useRef<WizardOptions | null>(null);
  const files = useRef<FileSummary[]>([]);
  const [chosen, setChosen] = useState<readonly File[]>([]);
  // The files of the last read, to tell whether a new read is of the same files.
  const lastChosen = useRef<readonly File[]>([]);
  const [mappings, setMappings] = useState<ReadonlyMap<number, ColumnMapping>>(new Map());
  const queryClient = useQueryClient();
  const format = useFormat();

  const dispose = useCallback(() => {
    workerRef.current?.dispose();
    workerRef.current = null;
    setWorker(null);
  }, []);
  useEffect(() => dispose, [dispose]);

  /**
   * The error as the step that met it shows it (recorded in the error log; shown there rather than
   * as a toast over it); undefined for a Cancel.
   */
  const stepError = useCallback((error: unknown): StepError | undefined => {
    if (error instanceof ImportCancelled) return undefined;
    const record = recordError(error);
    return error instanceof ImportFailed && error.journalChanged
      ? {
          message: 'The journal changed since the preview: preview again.',
          code: record.code,
          journalChanged: true,
        }
      : { message: `${record.userMessage} (${record.code})`, code: record.code };
  }, []);

  const fail = useCallback(
    (error: unknown) => {
      const shown = stepError(error);
      if (shown !== undefined) setPhase({ step: 'failed', message: shown.message, canRetry: true });
    },
    [stepError],
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
          {
            connection,
            accountId: chosen.accountId,
            accountCurrency: chosen.accountCurrency,
            timeZone: chosen.timeZone,
          },
          proxy(onProgress),
        ),
      );
      setPhase({ step: 'preview', summary, session: nextPreviewSession() });
    },
    [onProgress],
  );

  /** The next file no format read, for the mapping screen; planned once there is none. */
  const next = useCallback(
    async (current: ImportWorker, from: number) => {
      const unknown = files.current.find(
        (file) =>
          file.index >= from &&
          file.format === null &&
          file.refusal === undefined &&
          file.skippedByTrader !== true,
      );
      if (unknown) {
        setPhase({ step: 'mapping', files: files.current, index: unknown.index });
        return;
      }
      if (files.current.every((file) => file.format === null)) {
        const refusals = files.current.flatMap((file) => (file.refusal === undefined ? [] : [file.refusal]));
        setPhase({
          step: 'failed',
          message:
            refusals.length > 0
              ? `${refusals.join(' ')} No file is left to import: choose files again.`
              : 'No file is left to import: choose files again.',
          canRetry: false,
        });
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
      // Reading the same files again (after a failure) keeps the mappings given to them.
      const before = lastChosen.current;
      lastChosen.current = chosen;
      setChosen(chosen);
      setMappings((current) => keptMappings(current, before, chosen));
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
          // Back to the files, still chosen, with what went wrong.
          const shown = stepError(error);
          if (shown !== undefined) setPhase({ step: 'choose', refused: [], error: shown });
        }
      })();
    },
    [dispose, next, onProgress, stepError],
  );

  const map = useCallback(
    (index: number, mapping: ColumnMapping) => {
      const current = workerRef.current;
      if (current === null) return;
      setMappings((current) => new Map(current).set(index, mapping));
      // The file as no format read it: its sample rows are what the mapping screen offers.
      const unmapped = files.current.find((file) => file.index === index);
      setPhase({ step: 'working', progress: null });
      void (async () => {
        try {
          const read = await current.call((remote) =>
            // A mapping without a zone reads in the zone chosen with the files, never UTC unasked.
            remote.remap(index, mapping, mapping.timeZone ?? options.current?.timeZone ?? 'UTC'),
          );
          files.current = files.current.map((file) => (file.index === index ? read : file));
          await next(current, index + 1);
        } catch (error) {
          // Back to this file's mapping, as the trader left it, with what went wrong.
          const shown = stepError(error);
          if (shown === undefined) return;
          files.current = files.current.map((file) =>
            file.index === index && unmapped !== undefined ? unmapped : file,
          );
          setPhase({ step: 'mapping', files: files.current, index, error: shown });
        }
      })();
    },
    [next, stepError],
  );

  const mapInstead = useCallback((index: number) => {
    if (workerRef.current === null || !files.current.some((file) => file.index === index)) return;
    setPhase({ step: 'mapping', files: files.current, index });
  }, []);

  const previewAgain = useCallback(() => {
    const current = workerRef.current;
    if (current === null) return;
    void plan(current).catch(fail);
  }, [fail, plan]);

  const skipFile = useCallback(
    (index: number) => {
      const current = workerRef.current;
      if (current === null) return;
      setPhase({ step: 'working', progress: null });
      void (async () => {
        let skipped: FileSummary;
        try {
          // The worker may hold the file read through a mapping (a later step failed): it drops it.
          skipped = await current.call((remote) => remote.skip(index));
        } catch (error) {
          // Still in the worker's plan: back to its mapping, never to a Try again that would plan it.
          const shown = stepError(error);
          if (shown !== undefined) setPhase({ step: 'mapping', files: files.current, index, error: shown });
          return;
        }
        files.current = files.current.map((file) => (file.index === index ? skipped : file));
        await next(current, index + 1);
      })().catch(fail);
    },
    [fail, next, stepError],
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
        toast.success(`Imported ${counted(format, fills, 'fill', 'fills')}`);
      } catch (error) {
        // Back to the preview, which says what happened and offers to preview again.
        const shown = stepError(error);
        if (shown !== undefined) setPhase({ step: 'preview', summary, session: phase.session, error: shown });
      }
    })();
  }, [format, phase, queryClient, stepError, userId]);

  const cancel = useCallback(() => {
    workerRef.current?.cancel();
    workerRef.current = null;
    setWorker(null);
    setPhase(CHOOSE);
  }, []);

  const back = useCallback(() => {
    dispose();
    setPhase(CHOOSE);
  }, [dispose]);

  const reset = useCallback(() => {
    dispose();
    lastChosen.current = [];
    setChosen([]);
    setMappings(new Map());
    setPhase(CHOOSE);
  }, [dispose]);

  return {
    phase,
    worker,
    chosen,
    mappings,
    start,
    map,
    mapInstead,
    previewAgain,
    skipFile,
    confirm,
    cancel,
    back,
    reset,
  };
}

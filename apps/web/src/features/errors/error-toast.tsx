import { toastDurationMs, type ErrorRecord } from '@edgelog/core';
import { toast } from 'sonner';
import { asRecord, recordError, type RecordErrorOptions } from './record-error';

export const OFFLINE_CODE = 'NETWORK-009';

export interface ErrorToastOptions extends RecordErrorOptions {
  /** Offered as "Try Again" when the catalogue says the error is retryable. */
  retry?: () => void;
  /** Stays until dismissed in code (the offline notice). */
  persistent?: boolean;
}

function ErrorToastBody({ record }: { record: ErrorRecord }) {
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-mono text-xs" data-testid="error-toast-code">
        {record.code}
      </span>
      <span>{record.userMessage}</span>
    </span>
  );
}

/**
 * The error toast of SPEC 8: catalogue title, code and user message, Try Again when retryable
 * and the caller can retry, shown 10/7/5 s by severity. The toast id is the code, so a burst of
 * the same error replaces one toast instead of stacking copies (decision 0002).
 */
export function showErrorToast(recordOrError: unknown, options: ErrorToastOptions = {}): ErrorRecord {
  const record = asRecord(recordOrError, options);
  const { retry } = options;
  toast.error(record.title, {
    id: record.code,
    description: <ErrorToastBody record={record} />,
    duration: options.persistent ? Infinity : toastDurationMs(record.severity),
    ...(retry && record.retryable ? { action: { label: 'Try Again', onClick: () => retry() } } : {}),
  });
  return record;
}

/** Going offline: a NETWORK-009 toast that stays until the browser is back online. */
export function showOfflineNotice(): void {
  showErrorToast(recordError(new Error('The browser went offline'), { code: OFFLINE_CODE }), {
    persistent: true,
  });
}

export function dismissOfflineNotice(): void {
  toast.dismiss(OFFLINE_CODE);
}

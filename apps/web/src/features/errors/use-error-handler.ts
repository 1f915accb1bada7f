import { HOOK_ERROR_LIMIT, keepLast, type ErrorRecord } from '@edgelog/core';
import { useCallback, useState } from 'react';
import { showErrorToast, type ErrorToastOptions } from './error-toast';

export interface ErrorHandler {
  /** Records the error, logs it and shows its toast; returns the record. */
  handleError: (error: unknown, options?: ErrorToastOptions) => ErrorRecord;
  /** The last 10 errors this component handled, oldest first. */
  errors: readonly ErrorRecord[];
  clearErrors: () => void;
}

/** Error handling for a component (SPEC 8): every error reported, the last 10 kept at hand. */
export function useErrorHandler(): ErrorHandler {
  const [errors, setErrors] = useState<readonly ErrorRecord[]>([]);
  const handleError = useCallback((error: unknown, options: ErrorToastOptions = {}) => {
    const record = showErrorToast(error, options);
    setErrors((list) => keepLast(list, record, HOOK_ERROR_LIMIT));
    return record;
  }, []);
  const clearErrors = useCallback(() => setErrors([]), []);
  return { handleError, errors, clearErrors };
}

import type { ErrorRecord } from '@edgelog/core';
import { useEffect, useState } from 'react';
import { useErrorHandler } from './use-error-handler';

/**
 * A failed read reported once (toast and error log, with Try Again), and its catalogue record kept
 * for the page's own error state.
 */
export function useLoadError(error: Error | null, retry: () => void): ErrorRecord | null {
  const { handleError } = useErrorHandler();
  const [reported, setReported] = useState<{ error: Error; record: ErrorRecord } | null>(null);
  useEffect(() => {
    if (error === null || reported?.error === error) return;
    setReported({ error, record: handleError(error, { retry }) });
  }, [error, reported, handleError, retry]);
  return error !== null && reported?.error === error ? reported.record : null;
}

import { useEffect, useState } from 'react';
import { useErrorHandler } from '@/features/errors/use-error-handler';

/**
 * A failed read reported once through the error service (toast and error log), and its catalogue
 * message with the code for the place that failed, so the page says what went wrong where it did.
 */
export function useCatalogueMessage(error: Error | null, retry: () => void): string | null {
  const { handleError } = useErrorHandler();
  const [reported, setReported] = useState<{ error: Error; message: string } | null>(null);
  useEffect(() => {
    if (error === null || reported?.error === error) return;
    const record = handleError(error, { retry });
    setReported({ error, message: `${record.userMessage} (${record.code})` });
  }, [error, reported, handleError, retry]);
  return error !== null && reported?.error === error ? reported.message : null;
}

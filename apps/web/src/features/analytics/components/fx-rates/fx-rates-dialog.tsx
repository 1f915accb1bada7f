import type { ErrorRecord } from '@edgelog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useRemoveWithUndo } from '@/features/trash';
import { useAuth } from '@/lib/auth-context';
import { fxRatesQuery, type FxRateRow } from '../../api/fx-rates';
import { normalizePair, pairLabel } from '../../lib/fx-rates-form';
import { FxRateForm } from './fx-rate-form';
import { FxRatesList } from './fx-rates-list';
import { journalChanged } from '../../api/journal-generation';

export interface FxRatesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pairs the figures lack a rate for (EURUSD...), offered first. */
  suggestedPairs?: string[];
}

/**
 * The trader's exchange rates: figures over accounts in several currencies are converted to the
 * base currency at the latest rate on or before each trade's close. Opened by the currency notice.
 */
export function FxRatesDialog({ open, onOpenChange, suggestedPairs = [] }: FxRatesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto p-4 sm:max-w-2xl sm:p-6">
        <DialogHeader>
          <DialogTitle>Exchange rates</DialogTitle>
          <DialogDescription>
            Figures over accounts in different currencies are converted to your base currency at the latest
            rate on or before each trade’s close. A rate for a pair and date you already have replaces it.
          </DialogDescription>
        </DialogHeader>
        {open && <FxRatesBody suggestedPairs={suggestedPairs.map(normalizePair)} />}
      </DialogContent>
    </Dialog>
  );
}

function FxRatesBody({ suggestedPairs }: { suggestedPairs: string[] }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const rates = useQuery({ ...fxRatesQuery(userId), enabled: userId !== '' });
  const { handleError } = useErrorHandler();
  const { refetch } = rates;
  const retry = useCallback(() => void refetch(), [refetch]);

  // A rate changes converted figures: the list and every analytics dataset reload.
  const refresh = () => journalChanged(queryClient, userId, ['analytics', userId]);

  // Undo puts the same rate back (a rate saved since for that pair and day refuses it).
  const removeWithUndo = useRemoveWithUndo();
  const remove = useMutation({
    mutationFn: (row: FxRateRow) =>
      removeWithUndo('fx_rates', row.id, `${pairLabel(row.pair)} rate of ${row.day} deleted`, refresh),
    onError: (error, row) => handleError(error, { retry: () => remove.mutate(row) }),
    onSuccess: refresh,
  });

  const saved = async () => {
    toast.success('Rate saved');
    await refresh();
  };

  return (
    <div className="grid gap-4">
      <FxRateForm suggestedPairs={suggestedPairs} onSaved={saved} />
      <section aria-labelledby="fx-rates-heading" className="grid gap-2">
        <h3 id="fx-rates-heading" className="text-sm font-medium">
          Your rates
        </h3>
        <RatesState
          rates={rates}
          deleting={remove.isPending ? (remove.variables?.id ?? null) : null}
          onDelete={(row) => remove.mutate(row)}
          onRetry={retry}
        />
      </section>
    </div>
  );
}

function RatesState({
  rates,
  deleting,
  onDelete,
  onRetry,
}: {
  rates: { data: FxRateRow[] | undefined; isPending: boolean; error: Error | null };
  deleting: string | null;
  onDelete: (row: FxRateRow) => void;
  onRetry: () => void;
}) {
  const { handleError } = useErrorHandler();
  // A failed read is reported once (toast, error log, Try again); its catalogue message stays here.
  const [reported, setReported] = useState<{ error: Error; record: ErrorRecord } | null>(null);
  useEffect(() => {
    if (rates.error === null || reported?.error === rates.error) return;
    setReported({ error: rates.error, record: handleError(rates.error, { retry: onRetry }) });
  }, [rates.error, reported, handleError, onRetry]);
  if (rates.error) {
    const record = reported?.error === rates.error ? reported.record : null;
    return (
      <Alert variant="destructive" data-testid="fx-rates-error">
        <AlertTitle>Your rates could not be loaded</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-2">
          {record ? `${record.userMessage} (${record.code})` : 'Something went wrong.'}
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (rates.isPending || !rates.data) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading your rates">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    );
  }
  if (rates.data.length === 0) {
    return (
      <p
        className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground"
        data-testid="fx-rates-empty"
      >
        No rates yet. Add one above: typed, or the close of your saved price data for the pair.
      </p>
    );
  }
  return <FxRatesList rows={rates.data} deleting={deleting} onDelete={onDelete} />;
}

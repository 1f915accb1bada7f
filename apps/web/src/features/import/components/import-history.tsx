import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useLoadError } from '@/features/errors/use-load-error';
import { useAuth } from '@/lib/auth-context';
import { useFormat, type Formatter } from '@/lib/format';
import { countOf, importHistoryQuery, undoImport, type ImportBatchRow } from '../api/history';
import { importKeys } from '../api/keys';
import { counted } from '../lib/counted';

function summaryOf(row: ImportBatchRow, format: Formatter): string {
  const cash = countOf(row, 'cash');
  return [
    counted(format, countOf(row, 'fills'), 'fill', 'fills'),
    `${counted(format, countOf(row, 'tradesCreated'), 'trade', 'trades')} created`,
    `${format.count(countOf(row, 'tradesExtended'))} extended`,
    `${format.count(countOf(row, 'duplicates'))} duplicates skipped`,
    ...(cash > 0 ? [counted(format, cash, 'deposit or withdrawal', 'deposits and withdrawals')] : []),
    ...(row.row_errors ? [`${counted(format, row.row_errors, 'row', 'rows')} with errors left out`] : []),
  ].join(' · ');
}

/** The trader's imports (one account's, or all), each undoable as a whole. */
export function ImportHistory({ accountId }: { accountId?: string | undefined }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const format = useFormat();
  const history = useQuery({ ...importHistoryQuery(userId, accountId ?? null), enabled: userId !== '' });
  const loadError = useLoadError(history.error, () => void history.refetch());
  const [confirming, setConfirming] = useState<ImportBatchRow | null>(null);
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const undo = useMutation({
    mutationFn: (row: ImportBatchRow) => undoImport(row.id),
    onSuccess: (_, row) => {
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: importKeys.allHistory });
      void queryClient.invalidateQueries({ queryKey: ['accounts', userId] });
      toast.success(`Import of ${row.file_names.join(', ')} undone`);
    },
    onError: (error) => {
      setConfirming(null);
      handleError(error);
    },
  });
  const rows = history.data ?? [];

  return (
    <section className="grid gap-2" aria-labelledby="import-history-heading" data-testid="import-history">
      <h3 id="import-history-heading" className="text-base font-semibold">
        Import history
      </h3>
      {history.isPending ? (
        <div className="grid gap-2" aria-busy aria-label="Loading the import history">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : history.isError ? (
        <p className="text-sm text-destructive">
          {loadError
            ? `${loadError.userMessage} (${loadError.code})`
            : 'The import history could not be loaded.'}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-4 text-center text-sm text-muted-foreground">
          No imports yet.
        </p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border px-3 py-2"
              data-testid="import-batch"
              data-undone={row.undone_at !== null}
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{row.file_names.join(', ')}</p>
                <p className="text-xs text-muted-foreground">
                  {format.dateTime(row.created_at)} · {row.format ?? 'unknown format'} ·{' '}
                  {summaryOf(row, format)}
                </p>
              </div>
              {row.undone_at !== null ? (
                <span className="text-xs text-muted-foreground">Undone {format.dateTime(row.undone_at)}</span>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setConfirming(row)}
                  data-testid="import-undo"
                >
                  Undo
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !undo.isPending && setConfirming(null)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Undo this import?</DialogTitle>
            <DialogDescription>
              {confirming
                ? `The ${counted(format, countOf(confirming, 'fills'), 'fill', 'fills')} from ${confirming.file_names.join(', ')} leave your journal, with the trades they made${countOf(confirming, 'cash') > 0 ? ` and the ${counted(format, countOf(confirming, 'cash'), 'deposit or withdrawal', 'deposits and withdrawals')} they added` : ''}; trades they extended go back to how they were. Notes, tags and screenshots on those new trades go too.`
                : ''}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)} disabled={undo.isPending}>
              Keep it
            </Button>
            <Button
              variant="destructive"
              onClick={() => confirming && undo.mutate(confirming)}
              disabled={undo.isPending}
              data-testid="import-undo-confirm"
            >
              {undo.isPending ? 'Undoing…' : 'Undo the import'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

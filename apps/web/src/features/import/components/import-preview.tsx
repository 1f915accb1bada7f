import { AlertTriangleIcon, RefreshCwIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useFormat } from '@/lib/format';
import type { ImportWorker } from '../api/worker-client';
import type { StepError } from '../hooks/use-import-wizard';
import { counted } from '../lib/counted';
import type { PlanSummary } from '../worker/import-api';
import { CashPreview } from './cash-preview';
import { FileDiagnostics } from './file-diagnostics';
import { RowErrorsTable, TradesTable } from './preview-tables';
import { ReadingControls } from './reading-controls';
import { SymbolSummaryTable } from './symbol-summary-table';

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  const format = useFormat();
  return (
    <div className="rounded-lg border px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {format.count(value)}
      </dd>
    </div>
  );
}

/** What the import will write, in words: "Import 6 fills and 3 deposits and withdrawals". */
function importLabel(summary: PlanSummary, count: (n: number, one: string, many: string) => string): string {
  const parts = [
    ...(summary.newFills > 0 || summary.cash.count === 0 ? [count(summary.newFills, 'fill', 'fills')] : []),
    ...(summary.cash.count > 0
      ? [count(summary.cash.count, 'deposit or withdrawal', 'deposits and withdrawals')]
      : []),
  ];
  return `Import ${parts.join(' and ')}`;
}

/** What the import will write, what it leaves out and why; Import once the trader agrees. */
export function ImportPreview({
  summary,
  session,
  worker,
  saving,
  error,
  onImport,
  onPreviewAgain,
  onBack,
}: {
  summary: PlanSummary;
  session: number;
  worker: ImportWorker | null;
  saving: boolean;
  /** Why the last Import failed. */
  error?: StepError | undefined;
  onImport: () => void;
  onPreviewAgain: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const format = useFormat();
  const count = (n: number, one: string, many: string) => counted(format, n, one, many);
  const [acceptValid, setAcceptValid] = useState(false);
  const hasErrors = summary.rowErrors > 0;
  const skipped = Object.entries(summary.skipped);
  const nothingNew = summary.newFills === 0 && summary.cash.count === 0;
  const changed = error?.journalChanged === true;
  const formats = summary.files
    .filter((file) => file.formatLabel !== null)
    .map((file) => `${file.name}: ${file.formatLabel}`);

  return (
    <div className="grid grid-cols-1 gap-5" data-testid="import-preview">
      <p className="text-sm text-muted-foreground">{formats.join(' · ')}</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Count label="New fills" value={summary.newFills} testId="count-new-fills" />
        <Count label="Duplicates skipped" value={summary.duplicates} testId="count-duplicates" />
        <Count label="Trades created" value={summary.tradesCreated} testId="count-created" />
        <Count label="Trades extended" value={summary.tradesExtended} testId="count-extended" />
        <Count label="Rows with errors" value={summary.rowErrors} testId="count-row-errors" />
        <Count
          label="Other rows skipped"
          value={skipped.reduce((sum, [, count]) => sum + count, 0)}
          testId="count-skipped"
        />
      </dl>
      <ReadingControls files={summary.files} worker={worker} disabled={saving} onRead={onPreviewAgain} />
      <FileDiagnostics summary={summary} />

      {hasErrors && (
        <section className="grid gap-2" aria-labelledby={`${id}-errors`}>
          <h3 id={`${id}-errors`} className="text-base font-semibold">
            {count(summary.rowErrors, 'row', 'rows')} could not be read
          </h3>
          <RowErrorsTable worker={worker} session={session} total={summary.rowErrors} />
          <div className="flex items-start gap-2">
            <Checkbox
              id={`${id}-valid`}
              checked={acceptValid}
              onCheckedChange={(checked) => setAcceptValid(checked === true)}
              data-testid="import-accept-valid"
            />
            <Label htmlFor={`${id}-valid`} className="leading-snug font-normal">
              Import the valid rows and leave{' '}
              {summary.rowErrors === 1 ? 'this row' : `these ${count(summary.rowErrors, 'row', 'rows')}`} out
            </Label>
          </div>
        </section>
      )}

      <SymbolSummaryTable symbols={summary.symbols} />

      <section className="grid gap-2" aria-labelledby={`${id}-trades`}>
        <h3 id={`${id}-trades`} className="text-base font-semibold">
          {summary.trades === 0
            ? 'No trade to write'
            : `${count(summary.trades, 'trade', 'trades')} as they will be stored`}
        </h3>
        {summary.trades === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            {summary.duplicates > 0
              ? 'Every fill of the file is already in this account: nothing new to import.'
              : 'The files hold no fill to import.'}
          </p>
        ) : (
          <TradesTable worker={worker} session={session} total={summary.trades} />
        )}
      </section>

      {(summary.cash.count > 0 || summary.cash.duplicates > 0) && <CashPreview cash={summary.cash} />}

      {error && (
        <Alert variant="destructive" data-testid="import-store-error">
          <AlertTriangleIcon aria-hidden />
          <AlertTitle>
            {changed ? 'The journal changed since the preview' : 'The import did not go through'}
          </AlertTitle>
          <AlertDescription>
            {changed
              ? `Another import stored some of these fills meanwhile (another tab or device). Preview again to see what is still new; your files and column mappings are kept. Nothing was written. (${error.code})`
              : `${error.message} Nothing was written to your journal.`}
          </AlertDescription>
        </Alert>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onBack} disabled={saving}>
          Choose other files
        </Button>
        {changed ? (
          <Button onClick={onPreviewAgain} data-testid="import-preview-again">
            <RefreshCwIcon aria-hidden />
            Preview again
          </Button>
        ) : (
          <Button
            onClick={onImport}
            disabled={saving || nothingNew || (hasErrors && !acceptValid)}
            data-testid="import-confirm"
          >
            {saving ? 'Importing…' : importLabel(summary, count)}
          </Button>
        )}
      </div>
    </div>
  );
}

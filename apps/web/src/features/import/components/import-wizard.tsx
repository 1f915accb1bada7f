import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useLoadError } from '@/features/errors/use-load-error';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useAppTimeZone } from '@/lib/time-zone';
import { importAccountsQuery } from '../api/accounts';
import { importHistoryQuery } from '../api/history';
import { useImportWizard } from '../hooks/use-import-wizard';
import { counted } from '../lib/counted';
import { importAccount, offeredAccount } from '../lib/import-account';
import type { DetectedFormat } from '../worker/import-api';
import { ChooseFiles } from './choose-files';
import { ImportHistory } from './import-history';
import { ImportPreview } from './import-preview';
import { MappingScreen } from './mapping-screen';
import { WorkProgress } from './work-progress';
import { WrongFormat } from './wrong-format';

/**
 * The import wizard: account and files, reading in the worker with progress and Cancel, the
 * mapping screen for a file no format knows, the preview, the stored batch. Full screen on a phone.
 */
export default function ImportWizardDialog({
  accountId,
  onClose,
}: {
  accountId?: string | undefined;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { defaultAccountId } = usePreferences();
  const profileZone = useAppTimeZone();
  const accounts = useQuery({ ...importAccountsQuery(userId), enabled: userId !== '' });
  const retryAccounts = useCallback(() => void accounts.refetch(), [accounts]);
  const accountsError = useLoadError(accounts.error, retryAccounts);
  // The trader's pick (or the account made here); until then the wizard's offer, which follows the files.
  const [chosenAccount, setChosenAccount] = useState<string | null>(null);
  const [formats, setFormats] = useState<readonly (DetectedFormat | null)[]>([]);
  // The account the files were read for: the rest of the import is about it, whatever the offer does next.
  const [readInto, setReadInto] = useState<string | null>(null);
  const [timeZone, setTimeZone] = useState(profileZone);
  const wizard = useImportWizard(userId);
  const format = useFormat();
  const count = (n: number, one: string, many: string) => counted(format, n, one, many);
  const { phase } = wizard;
  const list = accounts.data ?? [];
  const formatIds = formats.map((format) => format?.id ?? null);
  const past = useQuery({
    ...importHistoryQuery(userId, null),
    enabled: userId !== '' && formatIds.some((format) => format !== null),
  });
  const offer = offeredAccount({
    accounts: list,
    openedFrom: accountId,
    defaultAccountId,
    formats: formatIds,
    past: past.data,
  });
  const account = phase.step !== 'choose' && readInto !== null ? readInto : (chosenAccount ?? offer.id);
  const accountName = list.find((entry) => entry.id === account)?.name;
  const busy = phase.step === 'working' || phase.step === 'saving';
  const target = importAccount(accounts.data, account);

  let body;
  switch (phase.step) {
    case 'choose':
      body = accounts.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : accounts.isError && list.length === 0 ? (
        <div className="grid gap-3">
          <Alert variant="destructive" data-testid="import-accounts-error">
            <AlertTitle>Your accounts could not be loaded</AlertTitle>
            <AlertDescription>
              {accountsError === null
                ? 'Try again in a moment.'
                : `${accountsError.userMessage} (${accountsError.code})`}
            </AlertDescription>
          </Alert>
          <div className="flex justify-end">
            <Button variant="outline" onClick={retryAccounts} disabled={accounts.isFetching}>
              Try again
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-6">
          <ChooseFiles
            accounts={list}
            accountId={account}
            offered={chosenAccount === null ? offer.reason : null}
            onAccountChange={setChosenAccount}
            onFormatsChange={setFormats}
            timeZone={timeZone}
            onTimeZoneChange={setTimeZone}
            refused={phase.refused}
            error={phase.error?.message}
            initialFiles={wizard.chosen}
            notReady={target.notReady}
            onRead={(files) => {
              if (target.account === undefined) return;
              setReadInto(target.account.id);
              wizard.start(files, {
                accountId: target.account.id,
                accountCurrency: target.account.currency,
                timeZone,
              });
            }}
          />
          <ImportHistory accountId={account === '' ? undefined : account} />
        </div>
      );
      break;
    case 'working':
      body = <WorkProgress progress={phase.progress} onCancel={wizard.cancel} />;
      break;
    case 'mapping': {
      const file = phase.files.find((entry) => entry.index === phase.index);
      body = file ? (
        <MappingScreen
          key={file.index}
          userId={userId}
          file={file}
          timeZone={timeZone}
          worker={wizard.worker}
          initial={wizard.mappings.get(file.index)}
          error={phase.error?.message}
          onRead={(mapping) => wizard.map(file.index, mapping)}
          // A file a format read goes back to that reading; one no format read is left out.
          onSkip={() => (file.format === null ? wizard.skipFile(file.index) : wizard.previewAgain())}
        />
      ) : null;
      break;
    }
    case 'preview':
    case 'saving':
      body = (
        <div className="grid gap-3">
          <WrongFormat
            files={phase.summary.files}
            disabled={phase.step === 'saving'}
            onMap={wizard.mapInstead}
          />
          <ImportPreview
            summary={phase.summary}
            session={phase.session}
            worker={wizard.worker}
            saving={phase.step === 'saving'}
            error={phase.step === 'preview' ? phase.error : undefined}
            onImport={wizard.confirm}
            onPreviewAgain={wizard.previewAgain}
            onBack={wizard.reset}
          />
        </div>
      );
      break;
    case 'done': {
      const counts = phase.result.counts;
      body = (
        <div className="grid gap-4" data-testid="import-done">
          <Alert>
            <CheckCircle2Icon aria-hidden />
            <AlertTitle>Imported into {accountName ?? 'the account'}</AlertTitle>
            <AlertDescription>
              {count(counts.fills ?? phase.summary.newFills, 'new fill', 'new fills')},{' '}
              {count(counts.tradesCreated ?? phase.summary.tradesCreated, 'trade', 'trades')} created,{' '}
              {count(counts.tradesExtended ?? phase.summary.tradesExtended, 'trade', 'trades')} extended,{' '}
              {count(counts.duplicates ?? phase.summary.duplicates, 'duplicate', 'duplicates')} skipped
              {(counts.cash ?? 0) > 0 &&
                `, ${count(counts.cash ?? 0, 'deposit or withdrawal', 'deposits and withdrawals')} added to the account`}
              . Undo the whole import from the history below.
            </AlertDescription>
          </Alert>
          <ImportHistory accountId={account} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={wizard.reset}>
              Import more files
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      );
      break;
    }
    case 'failed':
      body = (
        <div className="grid gap-4">
          <Alert variant="destructive" data-testid="import-failed">
            <AlertTitle>The import did not go through</AlertTitle>
            <AlertDescription>{phase.message} Nothing was written to your journal.</AlertDescription>
          </Alert>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={wizard.back}>
              Choose files again
            </Button>
            {wizard.worker !== null && phase.canRetry && (
              <Button onClick={wizard.previewAgain} data-testid="import-try-again">
                Try again
              </Button>
            )}
          </div>
        </div>
      );
      break;
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open) return;
        // Closing while the worker reads is a Cancel; while it saves, the save finishes first.
        if (phase.step === 'saving') return;
        wizard.cancel();
        onClose();
      }}
    >
      <DialogContent
        className="top-0 left-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 content-start overflow-y-auto rounded-none p-4 sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-5xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6"
        data-testid="import-wizard"
        aria-busy={busy}
      >
        <DialogHeader>
          <DialogTitle>Import trades</DialogTitle>
          <DialogDescription>
            Broker files are read on this device; only the fills go to your journal, as one batch you can
            undo.
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}

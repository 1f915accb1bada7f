import { FileUpIcon, PlusIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/auth-context';
import { useAppTimeZone } from '@/lib/time-zone';
import { cn } from '@/lib/utils';
import type { ImportAccount } from '../api/accounts';
import { startImportWorker } from '../api/worker-client';
import type { AccountOfferReason } from '../lib/import-account';
import { MAX_FILE_BYTES, oversizedFiles, sizeText } from '../lib/limits';
import { zonesWith } from '../lib/zones';
import type { DetectedFormat } from '../worker/import-api';
import { NewAccountForm } from './new-account-form';
import { SupportedBrokers } from './supported-brokers';

/** The formats the chosen files look like, read from their first rows off the page's thread. */
function useDetectedFormats(files: readonly File[]): readonly (DetectedFormat | null)[] {
  const [formats, setFormats] = useState<readonly (DetectedFormat | null)[]>([]);
  useEffect(() => {
    if (files.length === 0) {
      setFormats([]);
      return;
    }
    const worker = startImportWorker();
    let live = true;
    void (async () => {
      let found: readonly (DetectedFormat | null)[] = [];
      try {
        found = await worker.call((remote) => remote.detect([...files]));
      } catch {
        // Only a hint for the account: the read that follows says what went wrong.
      } finally {
        worker.dispose();
      }
      if (live) setFormats(found);
    })();
    return () => {
      live = false;
      worker.dispose();
    };
  }, [files]);
  return formats;
}

/** "NinjaTrader (executions or trades grid)" as a broker's name: "NinjaTrader". */
function brokerOf(format: DetectedFormat | undefined): string | undefined {
  return format?.label.replace(/\s*\(.*$/, '') || undefined;
}

export interface ChooseFilesProps {
  accounts: readonly ImportAccount[];
  accountId: string;
  /** Why the wizard offers `accountId`; null once the trader picked or made it. */
  offered: AccountOfferReason | null;
  onAccountChange: (id: string) => void;
  /** The chosen files' formats as their first rows read, which the offered account follows. */
  onFormatsChange: (formats: readonly (DetectedFormat | null)[]) => void;
  timeZone: string;
  onTimeZoneChange: (zone: string) => void;
  /** Refusals from the last try (a file over the limit). */
  refused: readonly string[];
  /** Why the last try failed after the files were chosen. */
  error?: string | undefined;
  /** The files of the last try, chosen again. */
  initialFiles?: readonly File[];
  /** Why the files cannot be read yet (the accounts still loading), shown by the disabled Read. */
  notReady?: string | undefined;
  onRead: (files: File[]) => void;
}

/** The account, the files' time zone, and the files, dropped or picked. */
export function ChooseFiles({
  accounts,
  accountId,
  offered,
  onAccountChange,
  onFormatsChange,
  timeZone,
  onTimeZoneChange,
  refused,
  error,
  initialFiles = [],
  notReady,
  onRead,
}: ChooseFilesProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>(() => [...initialFiles]);
  const [over, setOver] = useState(false);
  const tooLarge = oversizedFiles(files);
  const { user } = useAuth();
  const userId = user?.id ?? '';
  // Without an account the new-account form is how the account is chosen.
  const noAccounts = accounts.length === 0;
  const [creating, setCreating] = useState(noAccounts);

  // The zone of the trader's profile, followed until the trader picks another: the profile may be
  // read after the wizard opened, and reading in the browser's zone then would be a silent guess.
  const profileZone = useAppTimeZone();
  // Fresh (no files chosen before), the wizard's zone may be the browser's, taken before the profile
  // was read; back after a failed read, it is the one the trader read with, and stays.
  const followed = useRef(initialFiles.length === 0 ? timeZone : profileZone);
  useEffect(() => {
    if (followed.current === profileZone) return;
    if (timeZone === followed.current) onTimeZoneChange(profileZone);
    followed.current = profileZone;
  }, [profileZone, timeZone, onTimeZoneChange]);
  const zonePicked = timeZone !== profileZone;

  const formats = useDetectedFormats(files);
  const detected = formats.find((format) => format !== null) ?? undefined;
  useEffect(() => onFormatsChange(formats), [formats, onFormatsChange]);
  const fromLastImport = offered === 'last-import' && detected !== undefined;
  const add = (list: FileList | null) => {
    if (list === null) return;
    const added = [...list];
    setFiles((current) => [
      ...current.filter((file) => !added.some((next) => next.name === file.name)),
      ...added,
    ]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };
  const messages = tooLarge.length > 0 ? tooLarge : refused;

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {noAccounts ? (
          <div className="flex min-w-0 flex-col gap-1.5" data-testid="import-no-accounts">
            <p className="text-sm font-medium">Account</p>
            <p className="text-sm text-muted-foreground">
              You have no account yet. Every import goes into one: create it below.
            </p>
          </div>
        ) : (
          <FormField
            id={`${id}-account`}
            label="Account"
            hint={
              fromLastImport
                ? `Your last ${brokerOf(detected) ?? ''} import went into this account.`
                : undefined
            }
          >
            {(a11y) => (
              <div className="flex gap-2">
                <NativeSelect
                  {...a11y}
                  value={accountId}
                  onChange={(event) => onAccountChange(event.target.value)}
                  data-testid="import-account"
                >
                  {accountId === '' && <option value="">Choose an account…</option>}
                  {accounts.map((account) => (
                    <option key={account.id} value={account.id}>
                      {account.name} ({account.currency}){account.status === 'closed' ? ', closed' : ''}
                    </option>
                  ))}
                </NativeSelect>
                <Button
                  variant="outline"
                  className="shrink-0"
                  aria-expanded={creating}
                  onClick={() => setCreating(true)}
                  data-testid="import-new-account-open"
                >
                  <PlusIcon aria-hidden />
                  New account
                </Button>
              </div>
            )}
          </FormField>
        )}
        <FormField
          id={`${id}-zone`}
          label="Time zone of the file's times"
          hint={
            zonePicked
              ? 'Used for times written without an offset. Times with an offset keep it.'
              : 'Your profile’s zone, for times written without an offset; pick the one the file was saved in if it differs.'
          }
        >
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={timeZone}
              onChange={(event) => onTimeZoneChange(event.target.value)}
              data-testid="import-zone"
            >
              {zonesWith(timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      {(creating || noAccounts) && (
        <NewAccountForm
          userId={userId}
          accounts={accounts}
          broker={brokerOf(detected)}
          onCancel={noAccounts ? undefined : () => setCreating(false)}
          onCreated={(account) => {
            setCreating(false);
            onAccountChange(account.id);
          }}
        />
      )}

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center',
          over ? 'border-primary bg-primary/5' : 'border-border',
        )}
        data-testid="import-drop-zone"
      >
        <FileUpIcon aria-hidden className="size-8 text-muted-foreground" />
        <p className="text-sm">
          Drop your broker’s files here, or{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => input.current?.click()}>
            choose files
          </Button>
          .
        </p>
        <p className="text-xs text-muted-foreground">
          CSV, TSV, Excel workbooks, HTML and XML statements, OFX / QFX downloads and zips of them, up to{' '}
          {sizeText(MAX_FILE_BYTES)} each.
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept=".csv,.tsv,.txt,.htm,.html,.xlsx,.xls,.xml,.ofx,.qfx,.zip,text/csv,text/plain,text/html,text/xml,application/xml,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,application/zip"
          className="sr-only"
          aria-label="Files to import"
          data-testid="import-file-input"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>

      <details className="rounded-lg border" data-testid="supported-brokers-toggle">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
          Supported brokers: which exports are read, and how to download each
        </summary>
        <div className="px-3 pb-3">
          <SupportedBrokers />
        </div>
      </details>

      {files.length > 0 && (
        <ul className="grid gap-1.5" aria-label="Files chosen">
          {files.map((file) => (
            <li key={file.name} className="flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm">
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="text-muted-foreground tabular-nums">{sizeText(file.size)}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles((current) => current.filter((other) => other !== file))}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}

      {error !== undefined && messages.length === 0 && (
        <Alert variant="destructive" data-testid="import-read-error">
          <AlertTitle>The files could not be read</AlertTitle>
          <AlertDescription>{error} Nothing was written to your journal.</AlertDescription>
        </Alert>
      )}

      {messages.length > 0 && (
        <Alert variant="destructive" data-testid="import-refused">
          <AlertTitle>Too large to import</AlertTitle>
          <AlertDescription>
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </AlertDescription>
        </Alert>
      )}

      <div className="flex flex-wrap items-center justify-end gap-3">
        {notReady !== undefined && (
          <p id={`${id}-not-ready`} className="text-sm text-muted-foreground" data-testid="import-not-ready">
            {notReady}
          </p>
        )}
        <Button
          disabled={files.length === 0 || accountId === '' || tooLarge.length > 0 || notReady !== undefined}
          aria-describedby={notReady === undefined ? undefined : `${id}-not-ready`}
          onClick={() => onRead(files)}
          data-testid="import-read"
        >
          Read {files.length > 1 ? `${files.length} files` : 'the file'}
        </Button>
      </div>
    </div>
  );
}

import { FileUpIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import type { ImportAccount } from '../api/accounts';
import { MAX_FILE_BYTES, oversizedFiles, sizeText } from '../lib/limits';
import { zonesWith } from '../lib/zones';
import { SupportedBrokers } from './supported-brokers';

export interface ChooseFilesProps {
  accounts: readonly ImportAccount[];
  accountId: string;
  onAccountChange: (id: string) => void;
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
  onAccountChange,
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
        <FormField id={`${id}-account`} label="Account">
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={accountId}
              onChange={(event) => onAccountChange(event.target.value)}
            >
              {accountId === '' && <option value="">Choose an account…</option>}
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name} ({account.currency}){account.status === 'closed' ? ', closed' : ''}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={`${id}-zone`}
          label="Time zone of the file's times"
          hint="Used for times written without an offset. Times with an offset keep it."
        >
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={timeZone}
              onChange={(event) => onTimeZoneChange(event.target.value)}
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

import { formatSupportReport, type ErrorRecord } from '@edgelog/core';
import { ChevronDown, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { readBuildInfo } from '@/features/errors/build-info';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/utils';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

async function copyReport(record: ErrorRecord): Promise<void> {
  try {
    await copyText(formatSupportReport(record, readBuildInfo()));
  } catch {
    toast.error('The browser did not allow copying. Open the details and copy them by hand.');
    return;
  }
  toast.success('Error report copied. Paste it into your message to support.');
}

/** One record of the error log: a summary line that opens onto its details. */
export function ErrorLogEntry({ record }: { record: ErrorRecord }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { fileName, lineNumber, columnNumber, stack, consoleOutput } = record.debugInfo;
  const where = fileName
    ? [fileName, lineNumber, columnNumber].filter((part) => part !== null).join(':')
    : '';
  return (
    <li className="py-3" data-testid="error-log-entry">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="grid w-full grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 rounded-md text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[11rem_7rem_1fr_auto]"
      >
        <time dateTime={record.timestamp} className="text-muted-foreground tabular-nums">
          {timeFormat.format(new Date(record.timestamp))}
        </time>
        <ChevronDown
          aria-hidden
          className={cn('size-4 transition-transform sm:order-last', open && 'rotate-180')}
        />
        <code className="font-mono text-xs leading-5">{record.code}</code>
        <span className="min-w-0">
          <span className="font-medium">{record.title}</span>
          <span className="text-muted-foreground"> on {record.context.route || 'an unknown page'}</span>
        </span>
      </button>
      {open && (
        <div id={detailsId} className="mt-3 space-y-3 rounded-md bg-muted/50 p-3 text-sm">
          <dl className="space-y-1.5">
            <Detail label="Error ID">{record.id}</Detail>
            <Detail label="Message">{record.userMessage}</Detail>
            <Detail label="Technical">{record.technicalMessage}</Detail>
            <Detail label="Severity">{`${record.severity}${record.retryable ? ', retryable' : ''}`}</Detail>
            <Detail label="Address">{record.context.url}</Detail>
            {where && <Detail label="Location">{where}</Detail>}
            <Detail label="Console lines">{String(consoleOutput.length)}</Detail>
          </dl>
          {stack && (
            <pre className="max-h-48 overflow-auto rounded bg-background p-2 font-mono text-xs whitespace-pre-wrap">
              {stack}
            </pre>
          )}
          <Button size="sm" variant="outline" onClick={() => void copyReport(record)}>
            <Copy aria-hidden />
            Copy for support
          </Button>
        </div>
      )}
    </li>
  );
}

import type { DateOrder, DecimalSeparator, ReadingQuestion } from '@edgelog/core';
import { CalendarClockIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { NativeSelect } from '@/components/ui/native-select';
import { recordError } from '@/features/errors/record-error';
import { useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { ImportWorker } from '../api/worker-client';
import { zonesWith } from '../lib/zones';
import type { FileSummary, ReadingRequest } from '../worker/import-api';

type DateQuestion = Extract<ReadingQuestion, { kind: 'date-order' }>;
type DecimalQuestion = Extract<ReadingQuestion, { kind: 'decimal' }>;

interface Choice<T extends string> {
  value: T;
  label: string;
}

/** Two or three exclusive options as one row of buttons: native radios, so arrows move between them. */
function Segmented<T extends string>({
  name,
  legend,
  value,
  choices,
  disabled,
  invalid,
  onChange,
  testId,
}: {
  name: string;
  legend: string;
  value: T | null;
  choices: readonly Choice<T>[];
  disabled: boolean;
  invalid?: boolean;
  onChange: (value: T) => void;
  testId: string;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" data-testid={testId}>
      <legend className="mb-1.5 text-sm leading-none font-medium">{legend}</legend>
      <div
        className={cn(
          'inline-flex w-fit flex-wrap rounded-md border p-0.5',
          invalid && 'border-destructive ring-2 ring-destructive/20',
        )}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'cursor-pointer rounded px-3 py-1.5 text-sm transition-colors select-none',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/60',
              'has-[:checked]:bg-primary has-[:checked]:text-primary-foreground',
              'not-has-[:checked]:text-muted-foreground not-has-[:checked]:hover:bg-accent not-has-[:checked]:hover:text-accent-foreground',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const ORDERS: readonly Choice<DateOrder>[] = [
  { value: 'day-first', label: 'Day/month' },
  { value: 'month-first', label: 'Month/day' },
];

const SEPARATORS: readonly Choice<DecimalSeparator>[] = [
  { value: '.', label: 'Point (1,250.50)' },
  { value: ',', label: 'Comma (1.250,50)' },
];

function DateSamples({ question }: { question: DateQuestion }) {
  const format = useFormat();
  if (question.samples.length === 0) return null;
  return (
    <table className="w-full max-w-md text-sm" data-testid="import-date-samples">
      <caption className="sr-only">Dates of the file read each way</caption>
      <thead className="text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 pr-3 text-left font-normal">
            In the file
          </th>
          <th scope="col" className="py-1 pr-3 text-left font-normal">
            Day/month
          </th>
          <th scope="col" className="py-1 text-left font-normal">
            Month/day
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {question.samples.map((sample) => (
          <tr key={sample.text} className="border-t">
            <td className="py-1 pr-3 font-mono text-xs">{sample.text}</td>
            <td
              className={cn('py-1 pr-3 whitespace-nowrap', question.read === 'day-first' && 'font-semibold')}
            >
              {format.day(sample.dayFirst)}
            </td>
            <td className={cn('py-1 whitespace-nowrap', question.read === 'month-first' && 'font-semibold')}>
              {format.day(sample.monthFirst)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DecimalSamples({ question }: { question: DecimalQuestion }) {
  const format = useFormat();
  const shown = (value: number) => format.number(value, { decimals: 0, maxDecimals: 6 });
  return (
    <table className="w-full max-w-md text-sm" data-testid="import-decimal-samples">
      <caption className="sr-only">Numbers of the file read with each separator</caption>
      <thead className="text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 pr-3 text-left font-normal">
            In the file
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-normal">
            With a point
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            With a comma
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {question.samples.map((sample) => (
          <tr key={sample.text} className="border-t">
            <td className="py-1 pr-3 font-mono text-xs">{sample.text}</td>
            <td className={cn('py-1 pr-3 text-right', question.read === '.' && 'font-semibold')}>
              {shown(sample.point)}
            </td>
            <td className={cn('py-1 text-right', question.read === ',' && 'font-semibold')}>
              {shown(sample.comma)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function dateHint(question: DateQuestion): string {
  if (question.read === null)
    return 'Every day in this file is 12 or below, so its dates read either way. Choose the order: no row is read until you do.';
  if (question.chosen) return 'Read in the order you chose.';
  return `Every day in this file is 12 or below: it was read ${question.read === 'day-first' ? 'day/month' : 'month/day'}. Check a date you know.`;
}

/** One file's zone, date order and decimal separator; a change reads the file again at once. */
function FileReadingControls({
  file,
  worker,
  disabled,
  onRead,
}: {
  file: FileSummary & { reading: NonNullable<FileSummary['reading']> };
  worker: ImportWorker | null;
  disabled: boolean;
  onRead: () => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { reading } = file;
  const date = reading.questions.find((question): question is DateQuestion => question.kind === 'date-order');
  const decimal = reading.questions.find(
    (question): question is DecimalQuestion => question.kind === 'decimal',
  );
  const current: ReadingRequest = {
    timeZone: reading.timeZone,
    ...(date?.read ? { dateOrder: date.read } : {}),
    ...(decimal ? { decimal: decimal.read } : {}),
  };

  const reread = (change: Partial<ReadingRequest>) => {
    if (worker === null) return;
    setBusy(true);
    setError(null);
    void (async () => {
      try {
        await worker.call((remote) => remote.reread(file.index, { ...current, ...change }));
        onRead();
      } catch (caught) {
        const record = recordError(caught);
        setError(`${record.userMessage} (${record.code})`);
        setBusy(false);
      }
    })();
  };
  const off = disabled || busy || worker === null;

  return (
    <section
      className={cn(
        'grid gap-3 rounded-lg border p-3',
        date?.read === null && 'border-destructive/60 bg-destructive/5',
      )}
      aria-labelledby={`${id}-title`}
      data-testid="import-reading"
      data-file={file.name}
    >
      <h3 id={`${id}-title`} className="flex min-w-0 items-center gap-2 text-sm font-semibold">
        <CalendarClockIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 break-all">How {file.name} is read</span>
      </h3>
      <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={`${id}-zone`} className="text-sm leading-none font-medium">
            Time zone of its times
          </label>
          <NativeSelect
            id={`${id}-zone`}
            value={reading.timeZone}
            disabled={off}
            aria-describedby={`${id}-zone-hint`}
            onChange={(event) => reread({ timeZone: event.target.value })}
            data-testid="import-reading-zone"
          >
            {zonesWith(reading.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-zone-hint`} className="text-xs text-muted-foreground">
            For times written without an offset.
          </p>
        </div>
        <div className="grid min-w-0 gap-3">
          {date && (
            <div className="grid gap-2">
              <Segmented
                name={`${id}-order`}
                legend="Order of day and month"
                value={date.read}
                choices={ORDERS}
                disabled={off}
                invalid={date.read === null}
                onChange={(dateOrder) => reread({ dateOrder })}
                testId="import-date-order"
              />
              <p className="text-xs text-muted-foreground">{dateHint(date)}</p>
              <DateSamples question={date} />
            </div>
          )}
          {decimal && (
            <div className="grid gap-2">
              <Segmented
                name={`${id}-decimal`}
                legend="Decimal separator"
                value={decimal.read}
                choices={SEPARATORS}
                disabled={off}
                onChange={(separator) => reread({ decimal: separator })}
                testId="import-decimal"
              />
              <DecimalSamples question={decimal} />
            </div>
          )}
        </div>
      </div>
      {busy && (
        <p className="text-xs text-muted-foreground" role="status">
          Reading the file again…
        </p>
      )}
      {error !== null && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
    </section>
  );
}

/**
 * How each file the formats read was read (the zone of its times, and the day/month order or
 * decimal separator its values leave open), each changeable where the preview shows its effect.
 */
export function ReadingControls({
  files,
  worker,
  disabled,
  onRead,
}: {
  files: readonly FileSummary[];
  worker: ImportWorker | null;
  disabled: boolean;
  /** The file was read again: plan the preview again. */
  onRead: () => void;
}) {
  const read = files.filter(
    (file): file is FileSummary & { reading: NonNullable<FileSummary['reading']> } =>
      file.reading !== undefined && file.format !== null && file.skippedByTrader !== true,
  );
  if (read.length === 0) return null;
  return (
    <div className="grid gap-2" data-testid="import-reading-controls">
      {read.map((file) => (
        <FileReadingControls
          key={file.index}
          file={file}
          worker={worker}
          disabled={disabled}
          onRead={onRead}
        />
      ))}
    </div>
  );
}

import type { FileNote, SkippedGroup } from '@edgelog/core';
import { AlertTriangleIcon, InfoIcon } from 'lucide-react';
import { useId } from 'react';
import { useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import { counted, linesText } from '../lib/counted';
import type { FileSummary, PlanSummary } from '../worker/import-api';

// Notes of a file listed before "and N more": a file with hundreds says the same thing many times.
const NOTES_SHOWN = 8;

function SkippedGroups({ groups }: { groups: readonly SkippedGroup[] }) {
  const format = useFormat();
  return (
    <ul className="grid grid-cols-1 gap-1.5" data-testid="import-skipped-groups">
      {groups.map((group) => (
        <li key={group.kind} data-testid="import-skipped-group" data-kind={group.kind}>
          <span className="font-medium">{counted(format, group.count, group.one, group.many)}</span>
          <span className="text-muted-foreground"> · {linesText(group.lines, group.count)}</span>
          {group.examples.length > 0 && (
            <span className="block truncate text-xs text-muted-foreground">
              {group.examples.map((example) => `line ${example.line}: ${example.description}`).join(' · ')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Notes({ notes }: { notes: readonly FileNote[] }) {
  const shown = notes.slice(0, NOTES_SHOWN);
  return (
    <ul className="grid grid-cols-1 gap-1.5" data-testid="import-file-notes">
      {shown.map((note, index) => (
        <li
          key={index}
          className={cn(
            'flex items-start gap-2',
            note.pnl && 'rounded-md border border-warning/50 bg-warning/10 px-2 py-1.5',
          )}
          data-testid="import-file-note"
          data-pnl={note.pnl}
        >
          {note.pnl ? (
            <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          ) : (
            <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          )}
          <span>
            {note.pnl && <span className="font-medium">P&amp;L differs: </span>}
            {note.line !== undefined && <span className="tabular-nums">Line {note.line}: </span>}
            {note.message}
          </span>
        </li>
      ))}
      {notes.length > NOTES_SHOWN && (
        <li className="text-muted-foreground">and {notes.length - NOTES_SHOWN} more.</li>
      )}
    </ul>
  );
}

function FileDiagnosticsCard({ file }: { file: FileSummary }) {
  const id = useId();
  const format = useFormat();
  const { notes, skippedGroups: groups } = file;
  const skippedRows = groups.reduce((sum, group) => sum + group.count, 0);
  return (
    <section
      className="grid grid-cols-1 gap-2 rounded-lg border p-3 text-sm"
      aria-labelledby={`${id}-file`}
      data-testid="import-file-diagnostics"
      data-file={file.name}
    >
      <h4 id={`${id}-file`} className="flex flex-wrap items-baseline gap-x-2 font-semibold">
        <span className="break-all">{file.name}</span>
        {file.formatLabel && <span className="font-normal text-muted-foreground">{file.formatLabel}</span>}
      </h4>
      {notes.length > 0 && <Notes notes={notes} />}
      {groups.length > 0 && (
        <div className="grid grid-cols-1 gap-1.5">
          <p className="text-muted-foreground">
            {counted(format, skippedRows, 'row is not a trade and was', 'rows are not trades and were')} left
            out:
          </p>
          <SkippedGroups groups={groups} />
        </div>
      )}
    </section>
  );
}

/** Each file's warnings (stated-P&L differences first) and its rows left out, grouped by why. */
export function FileDiagnostics({ summary }: { summary: PlanSummary }) {
  const id = useId();
  const files = summary.files.filter(
    (file) =>
      file.format !== null &&
      file.skippedByTrader !== true &&
      (file.notes.length > 0 || file.skippedGroups.length > 0),
  );
  const general = summary.planWarnings;
  if (files.length === 0 && general.length === 0) return null;
  return (
    <section
      className="grid grid-cols-1 gap-2"
      aria-labelledby={`${id}-notes`}
      data-testid="import-diagnostics"
    >
      <h3 id={`${id}-notes`} className="text-base font-semibold">
        Worth knowing
      </h3>
      {files.map((file) => (
        <FileDiagnosticsCard key={file.index} file={file} />
      ))}
      {general.length > 0 && (
        <section
          className="grid grid-cols-1 gap-2 rounded-lg border p-3 text-sm"
          data-testid="import-plan-notes"
        >
          <h4 className="font-semibold">This import</h4>
          <Notes notes={general.map((warning) => ({ ...warning, pnl: false }))} />
        </section>
      )}
    </section>
  );
}

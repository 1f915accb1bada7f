import { tableRegion } from '@edgelog/core';
import { useId, useMemo } from 'react';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import type { MappingDraft } from '../lib/mapping-draft';
import type { MappingSample } from '../worker/import-api';

/** A row as the header-row choice names it: its number and its first cells. */
function rowLabel(cells: readonly string[], index: number): string {
  const text = cells
    .filter((cell) => cell.trim() !== '')
    .slice(0, 3)
    .join(' · ');
  return `Row ${index + 1}${text === '' ? '' : `: ${text.length > 48 ? `${text.slice(0, 47)}…` : text}`}`;
}

export type PlaceChange = Partial<Pick<MappingDraft, 'headerRow' | 'firstRow' | 'skipLast' | 'stopAt'>>;

/**
 * Where the table is in the file: the sheet of a workbook, the table of an HTML statement, the
 * header row (or none), the first row of data, and rows left out below it; with the file's first
 * rows as they are, the header and the rows read marked.
 */
export function MappingTablePlace({
  sample,
  draft,
  fileName,
  onSource,
  onPlace,
}: {
  sample: MappingSample;
  draft: MappingDraft;
  fileName: string;
  onSource: (choice: { sheet?: string; table?: number }) => void;
  onPlace: (change: PlaceChange) => void;
}) {
  const id = useId();
  const rows = sample.rows;
  const read = useMemo(() => {
    const delimited = rows.map((cells, index) => ({ line: index + 1, cells }));
    // The rows left out at the end are the file's last ones, beyond this sample: not marked here.
    const region = tableRegion(delimited, { ...draft, skipLast: 0 });
    return new Set(region.rows.map((row) => row.line));
  }, [rows, draft]);
  const width = Math.max(0, ...rows.map((row) => row.length));

  return (
    <fieldset className="grid gap-3" data-testid="mapping-table-place">
      <legend className="mb-2 text-sm font-medium">Where the table is</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {sample.sheets.length > 1 && (
          <FormField id={`${id}-sheet`} label="Sheet">
            {(a11y) => (
              <NativeSelect
                {...a11y}
                value={sample.sheet ?? ''}
                onChange={(event) => onSource({ sheet: event.target.value })}
                data-testid="mapping-sheet"
              >
                {sample.sheets.map((sheet) => (
                  <option key={sheet} value={sheet}>
                    {sheet}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        {sample.tables.length > 1 && (
          <FormField id={`${id}-table`} label="Table of the statement">
            {(a11y) => (
              <NativeSelect
                {...a11y}
                value={String(sample.table ?? 1)}
                onChange={(event) => onSource({ table: Number(event.target.value) })}
                data-testid="mapping-table"
              >
                {sample.tables.map((label, index) => (
                  <option key={index} value={String(index + 1)}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        <FormField
          id={`${id}-header`}
          label="Header row"
          hint="The row that names the columns; rows above it are left out."
        >
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={String(draft.headerRow)}
              onChange={(event) => onPlace({ headerRow: Number(event.target.value), firstRow: 0 })}
              data-testid="mapping-header-row"
            >
              <option value="0">No header row (columns numbered)</option>
              {rows.map((cells, index) => (
                <option key={index} value={String(index + 1)}>
                  {rowLabel(cells, index)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-first`} label="First row of data">
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={String(draft.firstRow)}
              onChange={(event) => onPlace({ firstRow: Number(event.target.value) })}
              data-testid="mapping-first-row"
            >
              <option value="0">{draft.headerRow === 0 ? 'Row 1' : 'The row after the header'}</option>
              {rows.map((cells, index) =>
                index + 1 > draft.headerRow ? (
                  <option key={index} value={String(index + 1)}>
                    {rowLabel(cells, index)}
                  </option>
                ) : null,
              )}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={`${id}-stop`}
          label="Stop at a row starting with"
          hint="A section title below it, such as “Orders” or “Total”."
        >
          {(a11y) => (
            <Input
              {...a11y}
              value={draft.stopAt}
              maxLength={80}
              placeholder="Nothing: read to the end"
              onChange={(event) => onPlace({ stopAt: event.target.value })}
              data-testid="mapping-stop-at"
            />
          )}
        </FormField>
        <FormField id={`${id}-last`} label="Rows to leave out at the end" hint="Totals or a footer.">
          {(a11y) => (
            <Input
              {...a11y}
              type="number"
              inputMode="numeric"
              min={0}
              max={1000}
              value={String(draft.skipLast)}
              onChange={(event) => {
                const value = Math.floor(Number(event.target.value));
                onPlace({ skipLast: Number.isFinite(value) ? Math.min(1000, Math.max(0, value)) : 0 });
              }}
              data-testid="mapping-skip-last"
            />
          )}
        </FormField>
      </div>

      {rows.length > 0 ? (
        <div
          className="max-h-72 overflow-auto rounded-md border"
          tabIndex={0}
          aria-label={`First rows of ${fileName}`}
        >
          <table className="w-full text-xs" data-testid="mapping-rows">
            <caption className="sr-only">
              The first rows of {fileName} as they are: the header row and the rows read are marked
            </caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  Row
                </th>
                {Array.from({ length: width }, (_, index) => (
                  <th
                    key={index}
                    scope="col"
                    className="px-2 py-1.5 text-left font-medium text-muted-foreground"
                  >
                    {index + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, index) => {
                const line = index + 1;
                const isHeader = line === draft.headerRow;
                const isRead = read.has(line);
                return (
                  <tr
                    key={index}
                    className={cn(
                      'border-t',
                      isHeader && 'bg-primary/10 font-semibold',
                      !isHeader && !isRead && 'text-muted-foreground/60',
                    )}
                    data-row-state={isHeader ? 'header' : isRead ? 'read' : 'left-out'}
                  >
                    <th scope="row" className="px-2 py-1 text-right font-normal tabular-nums">
                      {line}
                      <span className="sr-only">{isHeader ? ' (header)' : isRead ? '' : ' (left out)'}</span>
                    </th>
                    {Array.from({ length: width }, (_, at) => (
                      <td key={at} className="px-2 py-1 whitespace-nowrap tabular-nums">
                        {cells[at] ?? ''}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
          This {sample.sheets.length > 0 ? 'sheet' : 'table'} holds no rows: choose another.
        </p>
      )}
    </fieldset>
  );
}

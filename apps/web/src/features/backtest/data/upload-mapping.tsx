import { UNIX_MILLISECONDS, UNIX_SECONDS, type BarField, type BarFileLayout, type DecimalSeparator } from '@edgelog/core';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** The mapping as the form edits it: any field may still be unmapped. */
export interface MappingDraft {
  hasHeader: boolean;
  columns: Record<BarField, number | null>;
  timeFormat: string;
  timeZone: string;
  decimal: DecimalSeparator;
}

const FIELD_LABELS: Readonly<Record<BarField, string>> = {
  date: 'Date (and time)',
  time: 'Time of day (own column)',
  open: 'Open',
  high: 'High',
  low: 'Low',
  close: 'Close',
  volume: 'Volume',
};
const OPTIONAL: ReadonlySet<BarField> = new Set(['time', 'volume']);
const FIELDS: readonly BarField[] = ['date', 'time', 'open', 'high', 'low', 'close', 'volume'];

const COMMON_FORMATS = [
  'YYYY-MM-DDTHH:mm:ss',
  'YYYY-MM-DDTHH:mm',
  'YYYY-MM-DD',
  'YYYY.MM.DD HH:mm',
  'YYYYMMDD HHmmss',
  'M/D/YYYY H:mm',
  'D/M/YYYY H:mm',
  'D.M.YYYY H:mm',
  'M/D/YYYY',
  'D/M/YYYY',
];

const ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** Which column holds what, how dates are written, their zone and the decimal separator. */
export function UploadMapping({
  layout,
  draft,
  onChange,
}: {
  layout: BarFileLayout;
  draft: MappingDraft;
  onChange: (draft: MappingDraft) => void;
}) {
  const id = useId();
  const formats = [
    ...new Set([
      ...(layout.mapping.timeFormat ? [layout.mapping.timeFormat] : []),
      ...layout.ambiguousFormats,
      ...COMMON_FORMATS,
    ]),
  ];
  const custom = draft.timeFormat !== '' && !formats.includes(draft.timeFormat) && !draft.timeFormat.startsWith('unix');
  return (
    <fieldset className="flex flex-col gap-3" data-testid="upload-mapping">
      <legend className="mb-2 text-sm font-medium">Columns</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={draft.hasHeader}
          onChange={(event) => onChange({ ...draft, hasHeader: event.target.checked })}
        />
        The first line is a header
      </label>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {FIELDS.map((field) => (
          <div key={field} className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${id}-${field}`}>{FIELD_LABELS[field]}</Label>
            <NativeSelect
              id={`${id}-${field}`}
              value={draft.columns[field] ?? ''}
              onChange={(event) => {
                const value = event.target.value === '' ? null : Number(event.target.value);
                onChange({ ...draft, columns: { ...draft.columns, [field]: value } });
              }}
            >
              <option value="">{OPTIONAL.has(field) ? 'None' : 'Choose a column…'}</option>
              {layout.names.map((name, index) => (
                <option key={index} value={index}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-format`}>Date format</Label>
          <NativeSelect
            id={`${id}-format`}
            value={custom ? 'custom' : draft.timeFormat}
            onChange={(event) =>
              onChange({ ...draft, timeFormat: event.target.value === 'custom' ? 'YYYY-MM-DD HH:mm' : event.target.value })
            }
          >
            <option value="">Choose the date format…</option>
            {formats.map((format) => (
              <option key={format} value={format}>
                {format}
                {format === layout.mapping.timeFormat ? ' (found in the file)' : ''}
              </option>
            ))}
            <option value={UNIX_SECONDS}>Unix time, seconds</option>
            <option value={UNIX_MILLISECONDS}>Unix time, milliseconds</option>
            <option value="custom">Another format…</option>
          </NativeSelect>
          {layout.ambiguousFormats.length > 0 && (
            <p className="text-xs text-muted-foreground">
              The dates fit day-first and month-first: choose the one the file uses.
            </p>
          )}
          {custom && (
            <Input
              aria-label="Custom date format"
              value={draft.timeFormat}
              onChange={(event) => onChange({ ...draft, timeFormat: event.target.value })}
            />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-zone`}>Time zone of the times</Label>
          <Input
            id={`${id}-zone`}
            list={`${id}-zones`}
            value={draft.timeZone}
            onChange={(event) => onChange({ ...draft, timeZone: event.target.value })}
          />
          <datalist id={`${id}-zones`}>
            {ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <p className="text-xs text-muted-foreground">Used for times written without an offset.</p>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-decimal`}>Decimal separator</Label>
          <NativeSelect
            id={`${id}-decimal`}
            value={draft.decimal}
            onChange={(event) => onChange({ ...draft, decimal: event.target.value === ',' ? ',' : '.' })}
          >
            <option value=".">Point (1,234.50)</option>
            <option value=",">Comma (1.234,50)</option>
          </NativeSelect>
        </div>
      </div>
    </fieldset>
  );
}

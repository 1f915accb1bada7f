import type { ColumnMapping } from '@edgelog/core';
import { ASSET_CLASSES, tableRegion } from '@edgelog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { recordError } from '@/features/errors/record-error';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { importKeys } from '../api/keys';
import { importTemplatesQuery, saveImportTemplate } from '../api/templates';
import type { ImportWorker } from '../api/worker-client';
import {
  draftOf,
  fieldsFor,
  guessDraft,
  mappingOf,
  missingFields,
  type MappingDraft,
  type MappingField,
} from '../lib/mapping-draft';
import { matchingTemplate, templateOf } from '../lib/templates';
import { zonesWith } from '../lib/zones';
import type { FileSummary, MappingSample } from '../worker/import-api';
import { MappingTablePlace, type PlaceChange } from './mapping-table-place';

const DATE_FORMATS = [
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DDTHH:mm:ss',
  'YYYY.MM.DD HH:mm:ss',
  'M/D/YYYY H:mm:ss',
  'M/D/YYYY h:mm:ss A',
  'MM/DD/YYYY HH:mm:ss',
  'D/M/YYYY H:mm:ss',
  'DD.MM.YYYY HH:mm:ss',
];

/** The sample a file brought with it, for when the worker cannot be asked (it is gone). */
function summarySample(file: FileSummary): MappingSample {
  const rows = file.sample ? [file.sample.header, ...file.sample.rows] : [];
  return { rows, sheets: [], sheet: null, tables: [], table: null, headerRow: 1 };
}

function headerOf(sample: MappingSample, draft: Pick<MappingDraft, 'headerRow'>): string[] {
  const rows = sample.rows.map((cells, index) => ({ line: index + 1, cells }));
  return tableRegion(rows, { headerRow: draft.headerRow }).header;
}

/**
 * The generic importer: where the table is, what a row is (a fill or a whole trade), which column
 * holds what, how dates and decimals are written, the zone; for a file no format read, or one a
 * format read wrong (its columns prefilled from what the format read).
 */
export function MappingScreen({
  userId,
  file,
  worker,
  timeZone,
  initial,
  error,
  onRead,
  onSkip,
}: {
  userId: string;
  file: FileSummary;
  /** Asked for the file's rows on another sheet or table; null once the import is over. */
  worker: ImportWorker | null;
  timeZone: string;
  /** The mapping the trader gave this file last, kept after a failure. */
  initial?: ColumnMapping | undefined;
  /** Why reading or planning with that mapping failed. */
  error?: string | undefined;
  onRead: (mapping: ColumnMapping) => void;
  /** Leaves the file out; for a file a format read, back to that reading. */
  onSkip: () => void;
}) {
  const id = useId();
  const recognised = file.format !== null && file.format !== 'generic';
  const [source, setSource] = useState<{ sheet?: string; table?: number }>(() => ({
    ...(initial?.sheet !== undefined ? { sheet: initial.sheet } : {}),
    ...(initial?.table !== undefined ? { table: initial.table } : {}),
  }));
  const [sample, setSample] = useState<MappingSample | null>(() =>
    worker === null ? summarySample(file) : null,
  );
  const [sampleError, setSampleError] = useState<string | null>(null);
  useEffect(() => {
    if (worker === null) return;
    let live = true;
    worker
      .call((remote) => remote.mappingSample(file.index, source))
      .then((next) => live && setSample(next))
      .catch((failure: unknown) => {
        if (!live) return;
        const record = recordError(failure);
        setSampleError(`${record.userMessage} (${record.code})`);
        setSample(summarySample(file));
      });
    return () => {
      live = false;
    };
  }, [worker, file, source]);

  const templates = useQuery({ ...importTemplatesQuery(userId), enabled: userId !== '' });
  const templatesSettled = userId === '' || !templates.isPending;
  const [draft, setDraft] = useState<MappingDraft | null>(null);
  const [templateName, setTemplateName] = useState('');
  const [matched, setMatched] = useState<string | null>(null);
  // The mapping kept from the last try applies to the first draft only, not to another sheet's.
  const first = useRef(true);

  // The first draft, once the rows are here: the last mapping of this file, else the template made
  // for files with this header, else what the format read, else a guess from the header's names.
  useEffect(() => {
    if (draft !== null || sample === null || !templatesSettled) return;
    const place = { timeZone, headerRow: sample.headerRow, sheet: sample.sheet, table: sample.table };
    const kept = initial && first.current ? draftOf(initial, timeZone) : null;
    first.current = false;
    if (kept) {
      setDraft(kept);
      return;
    }
    const template = matchingTemplate(templates.data ?? [], sample.rows, sample);
    const fromTemplate = template ? draftOf(template.mapping, timeZone) : null;
    if (template && fromTemplate) {
      setDraft({ ...fromTemplate, sheet: sample.sheet, table: sample.table });
      setTemplateName(template.name);
      setMatched(template.name);
      return;
    }
    const guessed = guessDraft(headerOf(sample, place), place);
    setDraft(sample.prefill ? { ...guessed, rows: 'fills', columns: { ...sample.prefill } } : guessed);
  }, [draft, sample, templatesSettled, templates.data, initial, timeZone]);

  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const save = useMutation({
    mutationFn: (mapping: ColumnMapping) =>
      saveImportTemplate(templates.data ?? [], templateOf(templateName.trim(), mapping, sample?.rows ?? [])),
    onSuccess: (next) => {
      queryClient.setQueryData(importKeys.templates(userId), next);
      toast.success(`Template “${templateName.trim()}” saved`);
    },
    onError: (failure) => handleError(failure),
  });

  const header = useMemo(() => (sample && draft ? headerOf(sample, draft) : []), [sample, draft]);

  const intro = recognised ? (
    <Alert>
      <AlertTitle>Map {file.name} yourself</AlertTitle>
      <AlertDescription>
        It was read as {file.formatLabel ?? file.format}. The columns below are the ones that reading used:
        fix what it read wrong and read the file with your mapping, or go back to the format’s reading.
      </AlertDescription>
    </Alert>
  ) : (
    <Alert>
      <AlertTitle>No format recognised {file.name}</AlertTitle>
      <AlertDescription>
        Show where its table is and which column holds what, and it is read with the generic importer; save
        the choice as a template for your broker’s next file.
      </AlertDescription>
    </Alert>
  );

  if (draft === null || sample === null)
    return (
      <div className="grid gap-4" data-testid="import-mapping" aria-busy>
        {intro}
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );

  const missing = missingFields(draft);
  const mapping = mappingOf(draft);
  const fields = fieldsFor(draft.rows);
  const setColumn = (field: MappingField, value: string) => {
    const columns = { ...draft.columns };
    if (value === '') delete columns[field];
    else columns[field] = value;
    setDraft({ ...draft, columns });
  };
  const place = (change: PlaceChange) => {
    const next = { ...draft, ...change };
    // Another header row names other columns: they are guessed again from its names.
    if (change.headerRow !== undefined && change.headerRow !== draft.headerRow) {
      const guessed = guessDraft(headerOf(sample, next), { timeZone: draft.timeZone });
      setDraft({ ...next, columns: guessed.columns, rows: guessed.rows });
    } else setDraft(next);
  };
  const chooseSource = (choice: { sheet?: string; table?: number }) => {
    setSource(choice);
    // The new sheet or table brings its own header: the draft is made again when it arrives.
    setSample(null);
    setDraft(null);
    setMatched(null);
  };

  return (
    <div className="grid gap-5" data-testid="import-mapping">
      {intro}
      {error !== undefined && (
        <Alert variant="destructive" data-testid="import-mapping-error">
          <AlertTitle>This mapping could not be imported</AlertTitle>
          <AlertDescription>{error} Your choices are kept: change them or try again.</AlertDescription>
        </Alert>
      )}
      {sampleError !== null && (
        <Alert variant="destructive">
          <AlertTitle>The file’s rows could not be shown</AlertTitle>
          <AlertDescription>{sampleError} The first rows read before are shown instead.</AlertDescription>
        </Alert>
      )}
      {matched !== null && (
        <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm" data-testid="mapping-template-matched">
          Your template “{matched}” was made for files with these columns: it is filled in below. Check it and
          read the file.
        </p>
      )}

      {(templates.data ?? []).length > 0 && (
        <FormField id={`${id}-template`} label="Use a saved template">
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value=""
              onChange={(event) => {
                const chosen = templates.data?.find((template) => template.name === event.target.value);
                const next = chosen ? draftOf(chosen.mapping, timeZone) : null;
                if (!next || !chosen) return;
                setTemplateName(chosen.name);
                setMatched(null);
                if (
                  (chosen.mapping.sheet ?? sample.sheet) !== sample.sheet ||
                  (chosen.mapping.table ?? sample.table) !== sample.table
                ) {
                  // The template reads another sheet or table: shown once its rows are here.
                  setSource({
                    ...(chosen.mapping.sheet !== undefined ? { sheet: chosen.mapping.sheet } : {}),
                    ...(chosen.mapping.table !== undefined ? { table: chosen.mapping.table } : {}),
                  });
                  setSample(null);
                }
                setDraft(next);
              }}
            >
              <option value="">Choose a template…</option>
              {templates.data?.map((template) => (
                <option key={template.name} value={template.name}>
                  {template.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}

      <MappingTablePlace
        sample={sample}
        draft={draft}
        fileName={file.name}
        onSource={chooseSource}
        onPlace={place}
      />

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Columns</legend>
        <FormField id={`${id}-rows`} label="Each row is" className="sm:max-w-md">
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={draft.rows}
              onChange={(event) =>
                setDraft({ ...draft, rows: event.target.value === 'round-trips' ? 'round-trips' : 'fills' })
              }
              data-testid="mapping-rows-kind"
            >
              <option value="fills">One fill (a buy or a sell)</option>
              <option value="round-trips">One whole trade (entry and exit on the row)</option>
            </NativeSelect>
          )}
        </FormField>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {fields.map(({ field, label, required }) => (
            <FormField key={field} id={`${id}-${field}`} label={required ? `${label} (needed)` : label}>
              {(a11y) => (
                <NativeSelect
                  {...a11y}
                  value={draft.columns[field] ?? ''}
                  onChange={(event) => setColumn(field, event.target.value)}
                  data-mapping-field={field}
                >
                  <option value="">None</option>
                  {header.map((name, index) => (
                    <option key={`${name}-${index}`} value={name}>
                      {name}
                    </option>
                  ))}
                  {/* A column the file no longer has (an old template) stays visible, to be changed. */}
                  {draft.columns[field] !== undefined && !header.includes(draft.columns[field] ?? '') && (
                    <option value={draft.columns[field]}>{draft.columns[field]} (not in this file)</option>
                  )}
                </NativeSelect>
              )}
            </FormField>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">
          {draft.rows === 'round-trips'
            ? 'Without a direction column, a negative quantity is a short. The costs of a trade are split between its entry and exit; a row without a close is an open trade.'
            : 'Without a side column, a negative quantity is a sell.'}
        </p>
      </fieldset>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id={`${id}-date`} label="Date format" hint="Left empty: found from the values.">
          {(a11y) => (
            <>
              <Input
                {...a11y}
                list={`${id}-date-list`}
                value={draft.dateFormat}
                placeholder="Found from the values"
                onChange={(event) => setDraft({ ...draft, dateFormat: event.target.value })}
              />
              <datalist id={`${id}-date-list`}>
                {DATE_FORMATS.map((format) => (
                  <option key={format} value={format} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField id={`${id}-decimal`} label="Decimal separator">
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={draft.decimal}
              onChange={(event) => setDraft({ ...draft, decimal: event.target.value === ',' ? ',' : '.' })}
            >
              <option value=".">Point (1,234.50)</option>
              <option value=",">Comma (1.234,50)</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-zone`} label="Time zone of the file">
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={draft.timeZone}
              onChange={(event) => setDraft({ ...draft, timeZone: event.target.value })}
            >
              {zonesWith(draft.timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-class`} label="Asset class of rows without one">
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={draft.assetClass}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  assetClass: ASSET_CLASSES.find((known) => known === event.target.value) ?? '',
                })
              }
            >
              <option value="">From each symbol</option>
              {ASSET_CLASSES.map((assetClass) => (
                <option key={assetClass} value={assetClass}>
                  {assetClass}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {draft.columns.pnl !== undefined && (
          <FormField
            id={`${id}-pnl-basis`}
            label="The P&L column is"
            hint="Compared with the P&L the fills give, before you import."
          >
            {(a11y) => (
              <NativeSelect
                {...a11y}
                value={draft.pnlBasis}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    pnlBasis:
                      event.target.value === 'gross'
                        ? 'gross'
                        : event.target.value === 'net'
                          ? 'net'
                          : 'either',
                  })
                }
                data-testid="mapping-pnl-basis"
              >
                <option value="either">Not said (gross or net)</option>
                <option value="gross">Gross (before costs)</option>
                <option value="net">Net (after costs)</option>
              </NativeSelect>
            )}
          </FormField>
        )}
      </div>

      {missing.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="mapping-missing" role="status">
          Still to choose: {missing.join(', ')}.
        </p>
      )}

      <div className="flex flex-wrap items-end gap-2">
        <FormField id={`${id}-template-name`} label="Save as a template" className="min-w-48 flex-1">
          {(a11y) => (
            <Input
              {...a11y}
              value={templateName}
              maxLength={80}
              placeholder="My broker"
              onChange={(event) => setTemplateName(event.target.value)}
            />
          )}
        </FormField>
        <Button
          variant="outline"
          disabled={mapping === null || templateName.trim() === '' || save.isPending}
          onClick={() => mapping && save.mutate(mapping)}
        >
          Save template
        </Button>
      </div>

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onSkip}>
          {recognised ? 'Back to the format’s reading' : 'Leave this file out'}
        </Button>
        <Button
          disabled={mapping === null}
          onClick={() => mapping && onRead(mapping)}
          data-testid="mapping-read"
        >
          Read with this mapping
        </Button>
      </div>
    </div>
  );
}

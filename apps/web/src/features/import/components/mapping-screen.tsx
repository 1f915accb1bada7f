import type { ColumnMapping } from '@edgelog/core';
import { ASSET_CLASSES } from '@edgelog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { importKeys } from '../api/keys';
import { importTemplatesQuery, saveImportTemplate } from '../api/templates';
import {
  draftOf,
  guessDraft,
  MAPPING_FIELDS,
  mappingOf,
  missingFields,
  type MappingDraft,
} from '../lib/mapping-draft';
import { zonesWith } from '../lib/zones';
import type { FileSummary } from '../worker/import-api';

const DATE_FORMATS = [
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DDTHH:mm:ss',
  'M/D/YYYY H:mm:ss',
  'M/D/YYYY h:mm:ss A',
  'D/M/YYYY H:mm:ss',
  'DD.MM.YYYY HH:mm:ss',
  'YYYY.MM.DD HH:mm:ss',
];

/** The generic importer: which column holds what, how dates and decimals are written, the zone. */
export function MappingScreen({
  userId,
  file,
  timeZone,
  initial,
  error,
  onRead,
  onSkip,
}: {
  userId: string;
  file: FileSummary;
  timeZone: string;
  /** The mapping the trader gave this file last, kept after a failure. */
  initial?: ColumnMapping | undefined;
  /** Why reading or planning with that mapping failed. */
  error?: string | undefined;
  onRead: (mapping: ColumnMapping) => void;
  onSkip: () => void;
}) {
  const id = useId();
  const header = file.sample?.header ?? [];
  const [draft, setDraft] = useState<MappingDraft>(
    () => (initial ? draftOf(initial, timeZone) : null) ?? guessDraft(header, timeZone),
  );
  const [templateName, setTemplateName] = useState('');
  const templates = useQuery({ ...importTemplatesQuery(userId), enabled: userId !== '' });
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const save = useMutation({
    mutationFn: (mapping: ColumnMapping) =>
      saveImportTemplate(templates.data ?? [], templateName.trim(), mapping),
    onSuccess: (next) => {
      queryClient.setQueryData(importKeys.templates(userId), next);
      toast.success(`Template “${templateName.trim()}” saved`);
    },
    onError: (error) => handleError(error),
  });
  const missing = missingFields(draft);
  const mapping = mappingOf(draft);
  const setColumn = (field: keyof MappingDraft['columns'], value: string) => {
    const columns = { ...draft.columns };
    if (value === '') delete columns[field];
    else columns[field] = value;
    setDraft({ ...draft, columns });
  };

  return (
    <div className="grid gap-4" data-testid="import-mapping">
      <Alert>
        <AlertTitle>No format recognised {file.name}</AlertTitle>
        <AlertDescription>
          Tell which column holds what and it is read with the generic importer; save the choice as a template
          for your broker’s next file.
        </AlertDescription>
      </Alert>
      {error !== undefined && (
        <Alert variant="destructive" data-testid="import-mapping-error">
          <AlertTitle>This mapping could not be imported</AlertTitle>
          <AlertDescription>{error} Your choices are kept: change them or try again.</AlertDescription>
        </Alert>
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
                if (next && chosen) {
                  setDraft(next);
                  setTemplateName(chosen.name);
                }
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

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Columns</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {MAPPING_FIELDS.map(({ field, label, required }) => (
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
                </NativeSelect>
              )}
            </FormField>
          ))}
        </div>
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
      </div>

      {file.sample && file.sample.rows.length > 0 && (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-xs">
            <caption className="sr-only">The first rows of {file.name}</caption>
            <thead className="bg-muted/50">
              <tr>
                {header.map((name, index) => (
                  <th key={index} scope="col" className="px-2 py-1.5 text-left font-medium whitespace-nowrap">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {file.sample.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t">
                  {row.map((cell, index) => (
                    <td key={index} className="px-2 py-1 whitespace-nowrap tabular-nums">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {missing.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="mapping-missing">
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
          Leave this file out
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

import type { ErrorRecord } from '@edgelog/core';
import { useMutation } from '@tanstack/react-query';
import { CheckIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { cn } from '@/lib/utils';
import {
  GROUP_LABELS,
  MAX_TAG_NAME,
  TAG_GROUPS,
  TAG_PALETTE,
  checkTag,
  isDuplicateName,
  normalizeColor,
  type TagDraft,
  type TagValues,
} from '../lib/tag-form';
import type { TagRecord } from '../lib/tag-rows';
import { SaveError } from './save-error';
import { Swatch } from './tag-parts';

type Field = keyof TagValues;

function ColorChoices({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const current = normalizeColor(value);
  return (
    <div role="radiogroup" aria-label="Palette" className="flex flex-wrap gap-1.5">
      {TAG_PALETTE.map((color) => {
        const chosen = current === color;
        return (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={chosen}
            aria-label={color}
            onClick={() => onChange(color)}
            className={cn(
              'grid size-7 place-items-center rounded-full border border-black/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none dark:border-white/20',
              chosen && 'ring-2 ring-foreground ring-offset-2 ring-offset-background',
            )}
            style={{ backgroundColor: color }}
          >
            {chosen && <CheckIcon aria-hidden className="size-4 text-white mix-blend-difference" />}
          </button>
        );
      })}
    </div>
  );
}

function EditForm({
  tag,
  otherNames,
  save,
  onSaved,
  onCancel,
}: {
  tag: TagRecord;
  otherNames: readonly string[];
  save: (draft: TagDraft) => Promise<void>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<TagValues>({ name: tag.name, color: tag.color, group: tag.group });
  // A field's problem is told once the field was left or the form sent, then on every change.
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());
  const [takenName, setTakenName] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<ErrorRecord | null>(null);
  const { handleError } = useErrorHandler();
  const names = takenName === null ? otherNames : [...otherNames, takenName];
  const check = checkTag(values, names);
  const problem = (field: Field) =>
    !check.ok && shown.has(field) ? check.issues.find((issue) => issue.field === field)?.message : undefined;

  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setSaveError(null),
    onError: (error, draft) => {
      // Another tab may have taken the name since the list was read: said beside the field.
      if (isDuplicateName(error)) setTakenName(draft.name);
      setSaveError(handleError(error, { retry: () => mutation.mutate(draft) }));
    },
    onSuccess: onSaved,
  });

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const leave = (field: Field) => () => setShown((current) => new Set([...current, field]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(new Set<Field>(['name', 'color', 'group']));
    if (!check.ok) {
      const first = check.issues[0]?.field;
      if (first) document.getElementById(`tag-${first}`)?.focus();
      return;
    }
    mutation.mutate(check.draft);
  };
  const preview = normalizeColor(values.color) ?? tag.color;

  return (
    <form noValidate aria-label="Edit tag" className="grid gap-4" onSubmit={submit}>
      <FormField
        id="tag-name"
        label="Name"
        error={problem('name')}
        hint={`Up to ${MAX_TAG_NAME} characters.`}
      >
        {(a11y) => (
          <Input
            {...a11y}
            autoComplete="off"
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
            onBlur={leave('name')}
          />
        )}
      </FormField>
      <FormField
        id="tag-group"
        label="Group"
        error={problem('group')}
        hint="Mistakes are summed in “What my mistakes cost”."
      >
        {(a11y) => (
          <NativeSelect
            {...a11y}
            value={values.group}
            onChange={(event) => set('group')(event.target.value)}
            onBlur={leave('group')}
          >
            {TAG_GROUPS.map((group) => (
              <option key={group} value={group}>
                {GROUP_LABELS[group]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Colour</legend>
        <ColorChoices
          value={values.color}
          onChange={(color) => {
            set('color')(color);
            leave('color')();
          }}
        />
        <FormField id="tag-color" label="Hex code" error={problem('color')}>
          {(a11y) => (
            <div className="flex items-center gap-2">
              <Swatch color={preview} className="size-6" />
              <Input
                {...a11y}
                className="max-w-36 font-mono"
                autoComplete="off"
                spellCheck={false}
                placeholder="#2563eb"
                value={values.color}
                onChange={(event) => set('color')(event.target.value)}
                onBlur={leave('color')}
              />
            </div>
          )}
        </FormField>
      </fieldset>
      <SaveError error={saveError} title="The tag was not saved" />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Rename, recolour and regroup a tag; every trade carrying it shows the change. */
export function TagEditDialog({
  tag,
  otherNames,
  save,
  onSaved,
  onOpenChange,
}: {
  tag: TagRecord | null;
  otherNames: readonly string[];
  save: (draft: TagDraft) => Promise<void>;
  onSaved: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={tag !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Edit tag</DialogTitle>
          <DialogDescription>
            Every trade carrying this tag shows the new name, colour and group.
          </DialogDescription>
        </DialogHeader>
        {tag && (
          <EditForm
            key={tag.id}
            tag={tag}
            otherNames={otherNames}
            save={save}
            onSaved={onSaved}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

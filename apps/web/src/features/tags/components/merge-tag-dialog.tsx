import type { ErrorRecord } from '@edgelog/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
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
import { NativeSelect } from '@/components/ui/native-select';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { GROUP_LABELS } from '../lib/tag-form';
import { mergeSummary, mergeTargets } from '../lib/tag-actions';
import type { TagRecord } from '../lib/tag-rows';
import { SaveError } from './save-error';

function MergeForm({
  source,
  tags,
  merge,
  onCancel,
}: {
  source: TagRecord;
  tags: readonly TagRecord[];
  merge: (source: TagRecord, target: TagRecord) => Promise<void>;
  onCancel: () => void;
}) {
  const targets = mergeTargets(tags, source.id);
  const [targetId, setTargetId] = useState('');
  const [touched, setTouched] = useState(false);
  const [saveError, setSaveError] = useState<ErrorRecord | null>(null);
  const { handleError } = useErrorHandler();
  const summaryId = useId();
  const target = targets.find((tag) => tag.id === targetId);
  const mutation = useMutation({
    mutationFn: (chosen: TagRecord) => merge(source, chosen),
    onMutate: () => setSaveError(null),
    onError: (error, chosen) => setSaveError(handleError(error, { retry: () => mutation.mutate(chosen) })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (target) mutation.mutate(target);
    else document.getElementById('merge-target')?.focus();
  };

  if (targets.length === 0)
    return (
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">You have no other tag to merge “{source.name}” into.</p>
        <DialogFooter>
          <Button type="button" onClick={onCancel}>
            Close
          </Button>
        </DialogFooter>
      </div>
    );

  return (
    <form noValidate aria-label="Merge tag" className="grid gap-4" onSubmit={submit}>
      <FormField
        id="merge-target"
        label="Merge into"
        error={touched && !target ? 'Choose the tag that keeps the trades.' : undefined}
      >
        {(a11y) => (
          <NativeSelect {...a11y} value={targetId} onChange={(event) => setTargetId(event.target.value)}>
            <option value="">Choose a tag…</option>
            {targets.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name} ({GROUP_LABELS[tag.group].toLowerCase()})
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <p id={summaryId} className="text-sm" data-testid="merge-summary" aria-live="polite">
        {mergeSummary(source, target)}
      </p>
      <SaveError error={saveError} title="The tags were not merged" />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending} aria-describedby={summaryId}>
          {mutation.isPending ? 'Merging…' : 'Merge'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Merge one tag into another: its trades carry the other, once, and it is deleted. */
export function MergeTagDialog({
  source,
  tags,
  merge,
  onOpenChange,
}: {
  source: TagRecord | null;
  tags: readonly TagRecord[];
  merge: (source: TagRecord, target: TagRecord) => Promise<void>;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={source !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Merge “{source?.name}”</DialogTitle>
          <DialogDescription>
            Two names for one idea become one tag, with the trades of both.
          </DialogDescription>
        </DialogHeader>
        {source && (
          <MergeForm
            key={source.id}
            source={source}
            tags={tags}
            merge={merge}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

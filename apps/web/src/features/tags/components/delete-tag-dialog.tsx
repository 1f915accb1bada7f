import type { ErrorRecord } from '@edgelog/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { deleteSummary } from '../lib/tag-actions';
import type { TagRecord } from '../lib/tag-rows';
import { SaveError } from './save-error';

function DeleteBody({
  tag,
  remove,
  onCancel,
}: {
  tag: TagRecord;
  remove: (tag: TagRecord) => Promise<void>;
  onCancel: () => void;
}) {
  const [saveError, setSaveError] = useState<ErrorRecord | null>(null);
  const { handleError } = useErrorHandler();
  const mutation = useMutation({
    mutationFn: () => remove(tag),
    onMutate: () => setSaveError(null),
    onError: (error) => setSaveError(handleError(error, { retry: () => mutation.mutate() })),
  });
  return (
    <div className="grid gap-4">
      <p className="text-sm" data-testid="delete-summary">
        {deleteSummary(tag)}
      </p>
      <SaveError error={saveError} title="The tag was not deleted" />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="button"
          variant="destructive"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate()}
        >
          {mutation.isPending ? 'Deleting…' : 'Delete tag'}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Asks before deleting a tag, saying how many trades lose it. */
export function DeleteTagDialog({
  tag,
  remove,
  onOpenChange,
}: {
  tag: TagRecord | null;
  remove: (tag: TagRecord) => Promise<void>;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={tag !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Delete “{tag?.name}”?</DialogTitle>
          <DialogDescription>The tag leaves every trade carrying it.</DialogDescription>
        </DialogHeader>
        {tag && <DeleteBody key={tag.id} tag={tag} remove={remove} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

import { BOARD_NAME_MAX, checkBoardName } from '@edgelog/core';
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

function boardNameError(name: string): string | undefined {
  const check = checkBoardName(name);
  return check.ok ? undefined : check.message;
}

function RenameForm({
  name,
  pending,
  onRename,
  onCancel,
}: {
  name: string;
  pending: boolean;
  onRename: (name: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(name);
  const [touched, setTouched] = useState(false);
  const error = touched ? boardNameError(value) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (boardNameError(value) === undefined) onRename(value.trim());
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id="board-name" label="Name" error={error}>
        {(a11y) => (
          <Input
            {...a11y}
            value={value}
            maxLength={BOARD_NAME_MAX + 20}
            autoFocus
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          Rename
        </Button>
      </DialogFooter>
    </form>
  );
}

export function RenameBoardDialog({
  board,
  pending,
  onRename,
  onClose,
}: {
  board: { id: string; name: string } | null;
  pending: boolean;
  onRename: (name: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={board !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename board</DialogTitle>
          <DialogDescription>
            The name shows in the list and on the pages the board is linked to.
          </DialogDescription>
        </DialogHeader>
        {board && (
          <RenameForm
            key={board.id}
            name={board.name}
            pending={pending}
            onRename={onRename}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

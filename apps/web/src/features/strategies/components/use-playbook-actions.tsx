import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { journalChanged } from '@/features/analytics';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useMoveToTrash } from '@/features/trash';
import { strategyKeys, tradeLookupsKey } from '../api/keys';
import { insertPlaybook, setPlaybookArchived, updatePlaybook, type PlaybookRow } from '../api/playbooks';
import { copyName } from '../lib/copy-name';
import { EMPTY_PLAYBOOK_FORM, type PlaybookDraft, type PlaybookFormValues } from '../lib/playbook-form';
import { DeletePlaybookDialog } from './delete-playbook-dialog';
import type { PlaybookActions } from './playbook-card';
import { PlaybookDialog } from './playbook-dialog';

type Editing = { purpose: 'add' } | { purpose: 'edit'; row: PlaybookRow } | null;

export function valuesOf(playbook: PlaybookRow): PlaybookFormValues {
  return {
    name: playbook.name,
    market: playbook.market ?? '',
    timeframe: playbook.timeframe ?? '',
    description: playbook.description ?? '',
    rules: playbook.rules,
    maxRiskAmount: playbook.max_risk_amount ?? '',
    maxTradesPerDay: playbook.max_trades_per_day === null ? '' : String(playbook.max_trades_per_day),
  };
}

function draftOf(playbook: PlaybookRow, name: string): PlaybookDraft {
  return {
    name,
    market: playbook.market,
    timeframe: playbook.timeframe,
    description: playbook.description,
    rules: playbook.rules,
    maxRiskAmount: playbook.max_risk_amount,
    maxTradesPerDay: playbook.max_trades_per_day,
  };
}

export interface PlaybookActionsState {
  actions: PlaybookActions;
  create: () => void;
  /** The create / edit and delete dialogs, rendered once by the page. */
  dialogs: ReactNode;
}

/**
 * What a trader can do to a playbook, shared by the list and a playbook's page: every change
 * refreshes the list, the trade form's choices and the figures (which name the playbooks).
 */
export function usePlaybookActions({
  userId,
  playbooks,
  onCreated,
  onDeleted,
}: {
  userId: string;
  playbooks: readonly PlaybookRow[];
  onCreated?: (id: string) => void;
  onDeleted?: (playbook: PlaybookRow) => void;
}): PlaybookActionsState {
  const queryClient = useQueryClient();
  const moveToTrash = useMoveToTrash();
  const { handleError } = useErrorHandler();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PlaybookRow | null>(null);
  const created = useRef<string | null>(null);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: strategyKeys.user(userId) }),
      queryClient.invalidateQueries({ queryKey: tradeLookupsKey(userId) }),
      journalChanged(queryClient, userId),
    ]);
  };

  const archive = useMutation({
    mutationFn: ({ playbook, archived }: { playbook: PlaybookRow; archived: boolean }) =>
      setPlaybookArchived(playbook.id, archived),
    onError: (error, variables) => handleError(error, { retry: () => archive.mutate(variables) }),
    onSuccess: async (_nothing, { playbook, archived }) => {
      await refresh();
      toast.success(archived ? `${playbook.name} archived` : `${playbook.name} is back`, {
        description: archived
          ? 'Its trades and figures stay; the trade form no longer offers it.'
          : undefined,
        action: { label: 'Undo', onClick: () => archive.mutate({ playbook, archived: !archived }) },
      });
    },
  });

  const duplicate = useMutation({
    mutationFn: (playbook: PlaybookRow) =>
      insertPlaybook(
        draftOf(
          playbook,
          copyName(
            playbook.name,
            playbooks.map((row) => row.name),
          ),
        ),
      ),
    onError: (error, playbook) => handleError(error, { retry: () => duplicate.mutate(playbook) }),
    onSuccess: async (id, playbook) => {
      await refresh();
      toast.success(`${playbook.name} copied`, {
        action: onCreated ? { label: 'Open the copy', onClick: () => onCreated(id) } : undefined,
      });
    },
  });

  const actions: PlaybookActions = {
    onEdit: (playbook) => setEditing({ purpose: 'edit', row: playbook }),
    onDuplicate: (playbook) => duplicate.mutate(playbook),
    onToggleArchived: (playbook) => archive.mutate({ playbook, archived: playbook.archived_at === null }),
    onDelete: setDeleting,
  };

  const editedId = editing?.purpose === 'edit' ? editing.row.id : null;
  const dialogs = (
    <>
      <PlaybookDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        purpose={editing?.purpose ?? 'add'}
        initialValues={editing?.purpose === 'edit' ? valuesOf(editing.row) : EMPTY_PLAYBOOK_FORM}
        otherNames={playbooks.filter((row) => row.id !== editedId).map((row) => row.name)}
        save={async (draft) => {
          if (editing?.purpose === 'edit') await updatePlaybook(editing.row.id, draft);
          else created.current = await insertPlaybook(draft);
        }}
        onSaved={async () => {
          const added = editing?.purpose !== 'edit';
          setEditing(null);
          await refresh();
          toast.success(added ? 'Playbook created' : 'Playbook saved');
          if (added && created.current !== null) onCreated?.(created.current);
          created.current = null;
        }}
      />
      <DeletePlaybookDialog
        playbook={deleting}
        userId={userId}
        onOpenChange={(open) => !open && setDeleting(null)}
        remove={async (id) => {
          // Into the trash with its examples; its trades get it back (and their rules) on a restore.
          await moveToTrash('strategy', [id], `${deleting?.name ?? 'The playbook'} deleted`);
        }}
        archiveInstead={(playbook) => {
          setDeleting(null);
          archive.mutate({ playbook, archived: true });
        }}
        onDeleted={async () => {
          const gone = deleting;
          setDeleting(null);
          if (gone) onDeleted?.(gone);
          await refresh();
        }}
      />
    </>
  );

  return { actions, create: () => setEditing({ purpose: 'add' }), dialogs };
}

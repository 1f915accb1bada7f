import { TEMPLATE_TITLES, type BoardTemplate } from '@edgelog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PenLine, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useMoveToTrash } from '@/features/trash';
import { boardsListQuery, createBoard, duplicateBoard, renameBoard } from '../../api/boards';
import { boardKeys } from '../../api/keys';
import { LoadErrorState } from '../load-error-state';
import { useLoadError } from '@/features/errors/use-load-error';
import { BoardCard, type BoardCardActions, type BoardCardData } from './board-card';
import { NewBoardMenu } from './new-board-menu';
import { RenameBoardDialog } from './rename-board-dialog';

function ListSkeleton() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Loading the boards">
      {[0, 1, 2].map((key) => (
        <li key={key} className="overflow-hidden rounded-lg border">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="grid gap-2 p-3">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function useBoardActions(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { handleError } = useErrorHandler();
  const refresh = () => queryClient.invalidateQueries({ queryKey: boardKeys.user(userId) });

  const create = useMutation({
    mutationFn: (template: BoardTemplate | null) =>
      createBoard({ name: template ? TEMPLATE_TITLES[template] : 'Untitled board', template }),
    onError: (error, template) => handleError(error, { retry: () => create.mutate(template) }),
    onSuccess: async ({ id }) => {
      await refresh();
      await navigate(`/drawboard?board=${id}`);
    },
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameBoard(id, name),
    onError: (error, variables) => handleError(error, { retry: () => rename.mutate(variables) }),
    onSuccess: refresh,
  });
  const duplicate = useMutation({
    mutationFn: (board: BoardCardData) => duplicateBoard(board.id),
    onError: (error, board) => handleError(error, { retry: () => duplicate.mutate(board) }),
    onSuccess: async (_copy, board) => {
      await refresh();
      toast.success(`A copy of “${board.name}” is in the list`);
    },
  });
  // Into the trash with its links; its images stay in storage until the trash lets it go.
  const moveToTrash = useMoveToTrash();
  const remove = useMutation({
    mutationFn: (board: BoardCardData) => moveToTrash('drawboard', [board.id], `“${board.name}” deleted`),
    onError: (error, board) => handleError(error, { retry: () => remove.mutate(board) }),
    onSuccess: refresh,
  });
  return { create, rename, duplicate, remove };
}

/** The trader's boards: search by name, create, and each board's rename, duplicate and delete. */
export function BoardList({ userId }: { userId: string }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const boards = useQuery(boardsListQuery(userId, deferred));
  const record = useLoadError(boards.error, () => void boards.refetch());
  const [renaming, setRenaming] = useState<BoardCardData | null>(null);
  const { create, rename, duplicate, remove } = useBoardActions(userId);
  const actions: BoardCardActions = {
    onRename: setRenaming,
    onDuplicate: (board) => duplicate.mutate(board),
    onDelete: (board) => remove.mutate(board),
  };

  let body;
  if (boards.isPending) body = <ListSkeleton />;
  else if (boards.isError) body = <LoadErrorState record={record} onRetry={() => void boards.refetch()} />;
  else if (boards.data.length === 0)
    body = deferred.trim() ? (
      <p className="text-sm text-muted-foreground">No board is called anything like “{deferred.trim()}”.</p>
    ) : (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
        <PenLine aria-hidden className="size-8 text-muted-foreground" />
        <h2 className="text-lg font-medium">No boards yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Plan the day with levels, bias, news and rules, mark up a setup, or review a trade. Start blank or
          from a template.
        </p>
        <NewBoardMenu onCreate={(template) => create.mutate(template)} disabled={create.isPending} />
      </div>
    );
  else
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Boards">
        {boards.data.map((board) => (
          <BoardCard key={board.id} board={board} actions={actions} />
        ))}
      </ul>
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full max-w-xs">
          <Search
            aria-hidden
            className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search boards by name"
            placeholder="Search boards"
            className="pl-8"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {/* With no board yet, the empty state offers it. */}
        {!(boards.data?.length === 0 && deferred.trim() === '') && (
          <NewBoardMenu onCreate={(template) => create.mutate(template)} disabled={create.isPending} />
        )}
      </div>
      {body}
      <RenameBoardDialog
        board={renaming}
        pending={rename.isPending}
        onClose={() => setRenaming(null)}
        onRename={(name) => {
          if (renaming) rename.mutate({ id: renaming.id, name });
          setRenaming(null);
        }}
      />
    </div>
  );
}

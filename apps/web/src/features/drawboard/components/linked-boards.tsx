import { TEMPLATE_TITLES, type BoardTemplate } from '@edgelog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { createBoard } from '../api/boards';
import { boardKeys } from '../api/keys';
import { boardsForDayQuery, boardsForTradeQuery, type LinkTarget } from '../api/links';
import { NewBoardMenu } from './list/new-board-menu';

export type LinkedBoardsProps = { userId: string } & LinkTarget;

const changedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The boards linked to a trade or a journal day, to open them, and a new board made already
 * linked (for the trade page and the calendar's day).
 */
export function LinkedBoards(props: LinkedBoardsProps) {
  const { userId } = props;
  const target: LinkTarget = 'tradeId' in props ? { tradeId: props.tradeId } : { day: props.day };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const tradeId = 'tradeId' in target ? target.tradeId : '';
  const day = 'day' in target ? target.day : '';
  const forTrade = useQuery({ ...boardsForTradeQuery(userId, tradeId), enabled: tradeId !== '' });
  const forDay = useQuery({ ...boardsForDayQuery(userId, day), enabled: day !== '' });
  const boards = tradeId !== '' ? forTrade : forDay;
  const create = useMutation({
    mutationFn: (template: BoardTemplate | null) =>
      createBoard({ name: template ? TEMPLATE_TITLES[template] : 'Untitled board', template, link: target }),
    onError: (error, template) => handleError(error, { retry: () => create.mutate(template) }),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: boardKeys.user(userId) });
      await navigate(`/drawboard?board=${id}`);
    },
  });
  return (
    <section aria-label="Linked boards" className="grid gap-3" data-testid="linked-boards">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-medium">Linked boards</h2>
        <NewBoardMenu onCreate={(template) => create.mutate(template)} disabled={create.isPending} />
      </div>
      {boards.isPending ? (
        <Skeleton className="h-10 w-full" aria-label="Loading the linked boards" />
      ) : boards.isError ? (
        <p className="text-sm text-destructive" role="alert">
          The linked boards could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void boards.refetch()}>
            Try again
          </button>
        </p>
      ) : boards.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No board is linked yet.</p>
      ) : (
        <ul className="grid gap-1">
          {boards.data.map((board) => (
            <li key={board.linkId} data-testid="linked-board">
              <Link
                to={`/drawboard?board=${board.id}`}
                className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-accent"
              >
                <PenLine aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate font-medium">{board.name}</span>
                <span className="text-xs text-muted-foreground">
                  Changed {changedFormat.format(new Date(board.updatedAt))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

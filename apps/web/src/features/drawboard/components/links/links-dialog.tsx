import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CandlestickChart, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { boardKeys } from '../../api/keys';
import { addBoardLink, boardLinksQuery, removeBoardLink, type LinkTarget } from '../../api/links';
import type { BoardLink } from '../../lib/board-rows';
import { tradeChoiceText } from '../../lib/trade-choice-text';
import { TradePicker } from './trade-picker';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' });

function linkText(link: BoardLink): string {
  if (link.kind === 'day') return dayFormat.format(new Date(`${link.day}T00:00:00Z`));
  return link.trade ? tradeChoiceText(link.trade) : 'A trade';
}

function linkPath(link: BoardLink): string {
  return link.kind === 'day'
    ? `/analytics/calendar?view=month&month=${link.day.slice(0, 7)}`
    : `/trades/${link.tradeId}`;
}

function DayForm({ onLink, pending }: { onLink: (day: string) => void; pending: boolean }) {
  const id = useId();
  const [day, setDay] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{4}-\d{2}-\d{2}$/.test(day)) onLink(day);
  };
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={id}>Journal day</Label>
        <Input
          id={id}
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          className="w-44"
        />
      </div>
      <Button type="submit" variant="outline" disabled={pending || day === ''}>
        Link day
      </Button>
    </form>
  );
}

/** The board's links to the journal: open them, remove them, link a trade or a day. */
export function LinksDialog({
  userId,
  boardId,
  open,
  onOpenChange,
}: {
  userId: string;
  boardId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const links = useQuery({ ...boardLinksQuery(userId, boardId), enabled: open });
  // The list's, the trade pages' and the calendar's lists of linked boards change with it.
  const refresh = () => queryClient.invalidateQueries({ queryKey: boardKeys.user(userId) });
  const add = useMutation({
    mutationFn: (target: LinkTarget) => addBoardLink(boardId, target),
    onError: (error, target) => handleError(error, { retry: () => add.mutate(target) }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: removeBoardLink,
    onError: (error, id) => handleError(error, { retry: () => remove.mutate(id) }),
    onSettled: refresh,
  });
  const linkedTrades = (links.data ?? []).flatMap((link) => (link.kind === 'trade' ? [link.tradeId] : []));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Journal links</DialogTitle>
          <DialogDescription>
            A linked board is listed on the trade’s page and the journal day, to open from there.
          </DialogDescription>
        </DialogHeader>
        <section aria-label="Linked" className="grid gap-2">
          {links.isPending ? (
            <Skeleton className="h-9 w-full" />
          ) : links.isError ? (
            <p className="text-sm text-destructive" role="alert">
              The links could not be loaded.{' '}
              <button type="button" className="underline" onClick={() => void links.refetch()}>
                Try again
              </button>
            </p>
          ) : links.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">Not linked to any trade or day yet.</p>
          ) : (
            <ul className="grid gap-1">
              {links.data.map((link) => (
                <li
                  key={link.id}
                  className="flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm"
                  data-testid="board-link"
                >
                  {link.kind === 'day' ? (
                    <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  ) : (
                    <CandlestickChart aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  )}
                  <Link to={linkPath(link)} className="min-w-0 flex-1 truncate tabular-nums hover:underline">
                    {linkText(link)}
                  </Link>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={`Remove the link to ${linkText(link)}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(link.id)}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <TradePicker
          userId={userId}
          actionLabel="Link"
          disabledIds={linkedTrades}
          onPick={(trade) => add.mutate({ tradeId: trade.id })}
        />
        <DayForm pending={add.isPending} onLink={(day) => add.mutate({ day })} />
      </DialogContent>
    </Dialog>
  );
}

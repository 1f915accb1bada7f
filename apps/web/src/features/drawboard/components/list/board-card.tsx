import { TEMPLATE_TITLES, isBoardTemplate } from '@edgelog/core';
import { Copy, MoreHorizontal, Pencil, PenLine, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface BoardCardData {
  id: string;
  name: string;
  template: string | null;
  thumbnailUrl: string | null;
  updatedAt: string;
}

export interface BoardCardActions {
  onRename: (board: BoardCardData) => void;
  onDuplicate: (board: BoardCardData) => void;
  onDelete: (board: BoardCardData) => void;
}

const updatedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function templateLabel(template: string | null): string | null {
  return isBoardTemplate(template) ? TEMPLATE_TITLES[template] : null;
}

/** One board of the list: its picture, name and last change; opening it is the card's link. */
export function BoardCard({ board, actions }: { board: BoardCardData; actions: BoardCardActions }) {
  const template = templateLabel(board.template);
  return (
    <li
      className="group relative flex flex-col overflow-hidden rounded-lg border bg-card shadow-xs focus-within:ring-2 focus-within:ring-ring"
      data-testid="board-card"
    >
      <div className="aspect-[16/10] bg-muted/40">
        {board.thumbnailUrl ? (
          <img
            src={board.thumbnailUrl}
            alt=""
            loading="lazy"
            className="size-full bg-white object-contain p-2"
            data-testid="board-thumbnail"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <PenLine aria-hidden className="size-8 opacity-50" />
          </div>
        )}
      </div>
      <div className="flex items-start justify-between gap-2 p-3">
        <div className="min-w-0">
          <Link
            to={`/drawboard?board=${board.id}`}
            className="block truncate font-medium outline-none after:absolute after:inset-0 hover:underline"
          >
            {board.name}
          </Link>
          <p className="text-xs text-muted-foreground">
            {template ? `${template} · ` : ''}
            <time dateTime={board.updatedAt}>Changed {updatedFormat.format(new Date(board.updatedAt))}</time>
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="relative z-10 -mr-1 size-8"
              aria-label={`Actions for ${board.name}`}
            >
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => actions.onRename(board)}>
              <Pencil aria-hidden /> Rename
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onDuplicate(board)}>
              <Copy aria-hidden /> Duplicate
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => actions.onDelete(board)} className="text-destructive">
              <Trash2 aria-hidden /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}

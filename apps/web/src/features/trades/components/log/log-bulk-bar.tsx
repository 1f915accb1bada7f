import { ArchiveIcon, ArchiveRestoreIcon, TagIcon, Trash2Icon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { TagLookup } from '../../api/lookups';
import { formatCount } from '../../lib/log-format';

export interface BulkActions {
  /** Archive on the log, restore on the archive. */
  onArchiveToggle: () => void;
  onTag: (tag: TagLookup) => void;
  onDelete: () => void;
  onClear: () => void;
}

/** What can be done to the selected trades at once. */
export function LogBulkBar({
  count,
  archived,
  tags,
  busy,
  actions,
}: {
  count: number;
  archived: boolean;
  tags: readonly TagLookup[];
  busy: boolean;
  actions: BulkActions;
}) {
  return (
    <div
      role="toolbar"
      aria-label="Selected trades"
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/50 px-3 py-2"
    >
      <span className="mr-auto text-sm font-medium tabular-nums" aria-live="polite">
        {formatCount(count)} selected
      </span>
      <Button variant="outline" size="sm" disabled={busy} onClick={actions.onArchiveToggle}>
        {archived ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
        {archived ? 'Restore' : 'Archive'}
      </Button>
      {!archived && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" disabled={busy || tags.length === 0}>
              <TagIcon aria-hidden />
              Add tag
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="max-h-72 overflow-y-auto">
            <DropdownMenuLabel>Add a tag to {formatCount(count)} trades</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {tags.map((tag) => (
              <DropdownMenuItem key={tag.id} onSelect={() => actions.onTag(tag)}>
                <span
                  aria-hidden
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: tag.color }}
                />
                {tag.name}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <Button variant="outline" size="sm" disabled={busy} onClick={actions.onDelete}>
        <Trash2Icon aria-hidden />
        Delete
      </Button>
      <Button variant="ghost" size="sm" onClick={actions.onClear}>
        <XIcon aria-hidden />
        Clear selection
      </Button>
    </div>
  );
}

import { BOARD_TEMPLATES, TEMPLATE_TITLES, type BoardTemplate } from '@edgelog/core';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** New board: blank, or started from one of the templates. */
export function NewBoardMenu({
  onCreate,
  disabled,
}: {
  onCreate: (template: BoardTemplate | null) => void;
  disabled?: boolean;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button disabled={disabled}>
          <Plus aria-hidden /> New board
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onCreate(null)}>Blank board</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>From a template</DropdownMenuLabel>
        {BOARD_TEMPLATES.map((kind) => (
          <DropdownMenuItem key={kind} onSelect={() => onCreate(kind)}>
            {TEMPLATE_TITLES[kind]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

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
import { TEMPLATE_LABELS, type TemplateKind } from '../editor/board-toolbar';

/** New board: blank, or started from one of the templates. */
export function NewBoardMenu({
  onCreate,
  disabled,
}: {
  onCreate: (template: TemplateKind | null) => void;
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
        {(Object.keys(TEMPLATE_LABELS) as TemplateKind[]).map((kind) => (
          <DropdownMenuItem key={kind} onSelect={() => onCreate(kind)}>
            {TEMPLATE_LABELS[kind]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { ArrowLeftIcon, ArrowRightIcon, Columns3Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import {
  DEFAULT_LAYOUT,
  LOG_COLUMNS,
  moveColumn,
  toggleColumn,
  type ColumnLayout,
} from '../../lib/log-columns';

/** Choose which columns the log shows and in what order; the choice is remembered. */
export function ColumnChooser({
  layout,
  onChange,
}: {
  layout: ColumnLayout;
  onChange: (next: ColumnLayout) => void;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Columns3Icon aria-hidden />
          Columns
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Columns</DialogTitle>
          <DialogDescription>
            Show, hide and order the log’s columns. The symbol always shows.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid gap-1" aria-label="Columns in order">
          {layout.order.map((id, index) => {
            const column = LOG_COLUMNS[id];
            const checkboxId = `log-column-${id}`;
            return (
              <li key={id} className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-muted/50">
                <Checkbox
                  id={checkboxId}
                  checked={layout.visible.includes(id)}
                  disabled={id === 'symbol'}
                  onCheckedChange={() => onChange(toggleColumn(layout, id))}
                />
                <label htmlFor={checkboxId} className="flex-1 text-sm">
                  {column.label}
                </label>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  disabled={index === 0}
                  aria-label={`Move ${column.label} earlier`}
                  onClick={() => onChange(moveColumn(layout, id, -1))}
                >
                  <ArrowLeftIcon aria-hidden className="rotate-90" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  disabled={index === layout.order.length - 1}
                  aria-label={`Move ${column.label} later`}
                  onClick={() => onChange(moveColumn(layout, id, 1))}
                >
                  <ArrowRightIcon aria-hidden className="rotate-90" />
                </Button>
              </li>
            );
          })}
        </ol>
        <DialogFooter>
          <Button variant="outline" onClick={() => onChange(DEFAULT_LAYOUT)}>
            Reset to default
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { ArrowDownIcon, ArrowUpIcon, EyeOffIcon, GripVerticalIcon } from 'lucide-react';
import type { DragEvent, KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';

export const WIDGET_DRAG_TYPE = 'application/x-edgelog-widget';

export interface WidgetControlsProps {
  id: string;
  title: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: -1 | 1) => void;
  onHide: () => void;
}

/**
 * A widget's place on the dashboard: dragged by its handle, or moved one place with the buttons
 * or the arrow keys on the handle, and hidden (restored from the list of hidden widgets).
 */
export function WidgetControls({ id, title, canMoveUp, canMoveDown, onMove, onHide }: WidgetControlsProps) {
  const onDragStart = (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.setData(WIDGET_DRAG_TYPE, id);
    event.dataTransfer.effectAllowed = 'move';
    const card = event.currentTarget.closest('[data-widget-slot]');
    if (card instanceof HTMLElement) event.dataTransfer.setDragImage(card, 24, 24);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowUp' && canMoveUp) onMove(-1);
    else if (event.key === 'ArrowDown' && canMoveDown) onMove(1);
    else return;
    event.preventDefault();
  };
  return (
    <div role="group" aria-label={`Arrange ${title}`} className="flex items-center">
      <Button
        variant="ghost"
        size="icon"
        className="size-8 cursor-grab text-muted-foreground active:cursor-grabbing"
        draggable
        onDragStart={onDragStart}
        onKeyDown={onKeyDown}
        aria-label={`Move ${title}: drag, or press the up and down arrow keys`}
        title="Drag to move"
      >
        <GripVerticalIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground"
        disabled={!canMoveUp}
        onClick={() => onMove(-1)}
        aria-label={`Move ${title} up`}
        title="Move up"
      >
        <ArrowUpIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground"
        disabled={!canMoveDown}
        onClick={() => onMove(1)}
        aria-label={`Move ${title} down`}
        title="Move down"
      >
        <ArrowDownIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground"
        onClick={onHide}
        aria-label={`Hide ${title}`}
        title="Hide"
      >
        <EyeOffIcon aria-hidden />
      </Button>
    </div>
  );
}

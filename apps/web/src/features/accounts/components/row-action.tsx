import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * An icon button whose name says what it does to what ("Edit Main brokerage"), its word shown on
 * hover and keyboard focus.
 */
export function RowAction({
  label,
  subject,
  disabled,
  onClick,
  children,
}: {
  label: string;
  /** What it acts on, which completes the button's name for screen readers. */
  subject: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" disabled={disabled} onClick={onClick}>
          {children}
          <span className="sr-only">
            {label} {subject}
          </span>
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

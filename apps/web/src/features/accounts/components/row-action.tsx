import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/** An icon button named with its account for screen readers, its word shown on hover and focus. */
export function RowAction({
  label,
  account,
  disabled,
  onClick,
  children,
}: {
  label: string;
  /** The account's name, which completes the button's name for screen readers. */
  account: { name: string };
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
            {label} {account.name}
          </span>
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

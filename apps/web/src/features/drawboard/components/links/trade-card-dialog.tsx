import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { TradeChoice } from '../../lib/board-rows';
import { TradePicker } from './trade-picker';

/** Picks a trade to put on the board as a card. */
export function TradeCardDialog({
  userId,
  open,
  onOpenChange,
  onInsert,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (trade: TradeChoice) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Insert a trade card</DialogTitle>
          <DialogDescription>
            The card shows the symbol, side, dates and net P&amp;L, and links to the trade.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <TradePicker
            userId={userId}
            actionLabel="Insert"
            onPick={(trade) => {
              onInsert(trade);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

import type { TradePreview } from '@edgelog/core';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatMoney, formatPlain } from '../../lib/log-format';
import { figuresOfDerivation } from '../../lib/trade-figures';

/** Asks before fills that cross zero (or go flat and reopen) are saved as separate trades. */
export function CrossingDialog({
  previews,
  currency,
  open,
  saving,
  onConfirm,
  onCancel,
}: {
  previews: readonly TradePreview[];
  /** The account's currency, whose minor units the figures show in. */
  currency: string | null | undefined;
  open: boolean;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save as {previews.length} trades?</DialogTitle>
          <DialogDescription>
            These fills take the position through zero or back to flat and open it again. The journal records
            each flat-to-flat round trip as its own trade; a fill that crosses zero is split and its costs
            shared by quantity.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid gap-2 text-sm" data-testid="crossing-trades">
          {previews.map((preview, index) => {
            const figures = preview.figures ? figuresOfDerivation(preview.figures) : null;
            return (
              <li
                key={index}
                className="flex flex-wrap items-baseline justify-between gap-2 rounded-md border px-3 py-2"
              >
                <span className="font-medium">
                  Trade {index + 1}: {preview.direction === 'long' ? 'Long' : 'Short'}{' '}
                  {formatPlain(figures?.entryQuantity ?? null)}
                  {preview.open ? ', open' : ', closed'}
                </span>
                <span className="tabular-nums">
                  Net P&amp;L {formatMoney(figures?.netPnl ?? null, currency)}
                </span>
              </li>
            );
          })}
        </ol>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Go back and edit
          </Button>
          <Button type="button" onClick={onConfirm} disabled={saving}>
            {saving ? 'Saving…' : `Save ${previews.length} trades`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import type { EntryOrder, ReplayPosition } from '@edgelog/core';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useFormat } from '@/lib/format';
import type { OrderDraft } from './order-draft';

/**
 * Long or short, market or limit, with stop and target typed (or dragged on the chart), sized by a
 * quantity or by the risk % of the session balance.
 */
export function OrderTicket({
  draft,
  onChange,
  onBuy,
  onSell,
  onClose,
  onCancel,
  onPlaceLevels,
  position,
  pending,
  sizedQuantity,
  problem,
  riskPct,
  currency,
}: {
  draft: OrderDraft;
  onChange: (draft: OrderDraft) => void;
  onBuy: () => void;
  onSell: () => void;
  onClose: () => void;
  onCancel: () => void;
  onPlaceLevels: () => void;
  position: ReplayPosition | null;
  pending: EntryOrder | null;
  /** The quantity the risk rule gives at the typed stop, or why there is none. */
  sizedQuantity: number | string | null;
  problem: string | null;
  riskPct: number | null;
  currency: string;
}) {
  const id = useId();
  const format = useFormat();
  const busy = position !== null || pending !== null;
  const set = (patch: Partial<OrderDraft>) => onChange({ ...draft, ...patch });
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border p-3"
      aria-labelledby={`${id}-title`}
      data-testid="order-ticket"
    >
      <h3 id={`${id}-title`} className="text-sm font-medium">
        Order
      </h3>
      {position ? (
        <div className="flex flex-col gap-1 text-sm tabular-nums" data-testid="replay-position">
          <p>
            {position.side === 'long' ? 'Long' : 'Short'}{' '}
            {format.number(position.quantity, { decimals: 0, maxDecimals: 8 })} @ {position.entry}
          </p>
          <p className="text-muted-foreground">
            Stop {position.stop ?? '—'} · Target {position.target ?? '—'}
          </p>
          <p>
            Open P&amp;L:{' '}
            <span className={position.unrealized < 0 ? 'text-destructive' : 'text-success'}>
              {format.money(position.unrealized, { currency, signed: true })}
            </span>{' '}
            <span className="text-muted-foreground">
              ({position.unrealized < 0 ? 'loss' : position.unrealized > 0 ? 'gain' : 'flat'})
            </span>
          </p>
          <Button variant="outline" size="sm" onClick={onClose} aria-keyshortcuts="c">
            Close at next open (C)
          </Button>
        </div>
      ) : pending ? (
        <div className="flex flex-col gap-1 text-sm" data-testid="replay-pending">
          <p>
            {pending.side === 'long' ? 'Buy' : 'Sell'} {pending.type}
            {pending.limitPrice !== undefined ? ` at ${pending.limitPrice}` : ''} working from the next bar.
          </p>
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel the order
          </Button>
        </div>
      ) : null}
      <fieldset disabled={busy} className="grid grid-cols-2 gap-2 disabled:opacity-60">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <NativeSelect
            id={`${id}-type`}
            value={draft.type}
            onChange={(event) => set({ type: event.target.value === 'limit' ? 'limit' : 'market' })}
          >
            <option value="market">Market (next open)</option>
            <option value="limit">Limit</option>
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-limit`}>Limit price</Label>
          <Input
            id={`${id}-limit`}
            inputMode="decimal"
            disabled={draft.type !== 'limit'}
            value={draft.limitPrice}
            onChange={(event) => set({ limitPrice: event.target.value })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-stop`}>Stop</Label>
          <Input
            id={`${id}-stop`}
            inputMode="decimal"
            value={draft.stop}
            onChange={(event) => set({ stop: event.target.value })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-target`}>Target</Label>
          <Input
            id={`${id}-target`}
            inputMode="decimal"
            value={draft.target}
            onChange={(event) => set({ target: event.target.value })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-size-mode`}>Size</Label>
          <NativeSelect
            id={`${id}-size-mode`}
            value={draft.sizeMode}
            onChange={(event) => set({ sizeMode: event.target.value === 'quantity' ? 'quantity' : 'risk' })}
          >
            <option value="risk">Risk {riskPct ?? '—'} % of balance</option>
            <option value="quantity">Fixed quantity</option>
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-quantity`}>Quantity</Label>
          {draft.sizeMode === 'quantity' ? (
            <Input
              id={`${id}-quantity`}
              inputMode="decimal"
              value={draft.quantity}
              onChange={(event) => set({ quantity: event.target.value })}
            />
          ) : (
            <output
              id={`${id}-quantity`}
              className="flex h-9 items-center text-sm tabular-nums"
              data-testid="sized-quantity"
            >
              {typeof sizedQuantity === 'number'
                ? format.number(sizedQuantity, { decimals: 0, maxDecimals: 8 })
                : 'Type a stop'}
            </output>
          )}
        </div>
        <Button type="button" variant="ghost" size="sm" className="col-span-2" onClick={onPlaceLevels}>
          Put a stop and target on the chart to drag
        </Button>
        <Button
          type="button"
          className="bg-success text-white hover:bg-success/90"
          onClick={onBuy}
          aria-keyshortcuts="b"
        >
          Buy / long (B)
        </Button>
        <Button type="button" variant="destructive" onClick={onSell} aria-keyshortcuts="s">
          Sell / short (S)
        </Button>
      </fieldset>
      {typeof sizedQuantity === 'string' && draft.sizeMode === 'risk' && !busy && (
        <p className="text-xs text-muted-foreground">{sizedQuantity}</p>
      )}
      {problem && (
        <p role="alert" className="text-xs text-destructive" data-testid="order-problem">
          {problem}
        </p>
      )}
    </section>
  );
}

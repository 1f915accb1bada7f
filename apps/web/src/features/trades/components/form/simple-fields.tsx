import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioChoice } from '../radio-choice';
import { toLocalInput } from '../../lib/local-datetime';
import type { TradeFormState } from './use-trade-form';

const DIRECTIONS = [
  { value: 'long', label: 'Long' },
  { value: 'short', label: 'Short' },
] as const;

type NumberField = 'entryPrice' | 'exitPrice' | 'quantity' | 'fees';

/**
 * The simple mode: one entry and, once there is one, one exit of the same size. Saved as one entry
 * fill and one exit fill; without an exit the trade stays open. A plan has no fills at all.
 */
export function SimpleFields({ form }: { form: TradeFormState }) {
  const { values, set, patch, errorOf } = form;
  const number = (field: NumberField, id: string, label: string, hint?: string) => (
    <FormField id={id} label={label} error={errorOf(field)} hint={hint}>
      {(a11y) => (
        <Input
          {...a11y}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          className="text-right tabular-nums"
          placeholder={field === 'fees' ? '0' : undefined}
        />
      )}
    </FormField>
  );
  const time = (field: 'entryTime' | 'exitTime', id: string, label: string, hint?: string) => (
    <FormField id={id} label={label} error={errorOf(field)} hint={hint}>
      {(a11y) => (
        <Input
          {...a11y}
          type="datetime-local"
          step="1"
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <div role="group" aria-label="Entry and exit" className="grid gap-4 sm:grid-cols-2">
      <RadioChoice
        legend="Direction"
        name="direction"
        options={DIRECTIONS}
        register={(value) => (
          <input
            type="radio"
            name="trade-direction"
            value={value}
            className="sr-only"
            checked={values.direction === value}
            onChange={() => set('direction', value)}
          />
        )}
      />
      <div className="flex items-end gap-2 pb-1.5">
        <Checkbox
          id="trade-planned"
          checked={values.planned}
          onCheckedChange={(checked) =>
            // A plan taken now starts now unless the trader says otherwise.
            patch({
              planned: checked === true,
              entryTime:
                checked !== true && values.entryTime === '' ? toLocalInput(new Date()) : values.entryTime,
            })
          }
        />
        <Label htmlFor="trade-planned" className="font-normal">
          Planned, not taken yet
        </Label>
      </div>
      {number('entryPrice', 'trade-entry-price', values.planned ? 'Planned entry' : 'Entry price')}
      {number(
        'quantity',
        'trade-quantity',
        'Quantity',
        'Shares, contracts, coins, or units of the base currency.',
      )}
      {!values.planned && time('entryTime', 'trade-entry-time', 'Entry time', 'In your time zone.')}
      {!values.planned &&
        number('fees', 'trade-fees', 'Fees', 'Commissions and charges, in total; 0 when empty.')}
      {number(
        'exitPrice',
        'trade-exit-price',
        'Exit price',
        values.planned ? undefined : 'Leave empty while the trade is open.',
      )}
      {!values.planned && time('exitTime', 'trade-exit-time', 'Exit time')}
    </div>
  );
}

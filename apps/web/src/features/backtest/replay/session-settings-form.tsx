import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { AssetClass, SessionSettings } from './replay-settings';

const ASSET_CLASSES: readonly { value: AssetClass; label: string }[] = [
  { value: 'stock', label: 'Stock' },
  { value: 'future', label: 'Future' },
  { value: 'forex', label: 'Forex' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'cfd', label: 'CFD' },
];

const NUMBER_FIELDS: readonly { key: keyof SessionSettings; label: string }[] = [
  { key: 'startingBalance', label: 'Starting balance' },
  { key: 'riskPct', label: 'Risk per trade (%)' },
  { key: 'commissionPerUnit', label: 'Commission per unit' },
  { key: 'commissionPerOrder', label: 'Commission per order' },
  { key: 'slippageTicks', label: 'Slippage (ticks)' },
  { key: 'tickSize', label: 'Tick size' },
  { key: 'multiplier', label: 'Point value (per 1.0 of price)' },
];

/** The session's money, costs and fill rule; every figure is worked out again when one changes. */
export function SessionSettingsForm({
  value,
  onChange,
  problem,
}: {
  value: SessionSettings;
  onChange: (value: SessionSettings) => void;
  problem: string | null;
}) {
  const id = useId();
  return (
    <details className="rounded-lg border p-3 text-sm" data-testid="replay-settings">
      <summary className="cursor-pointer font-medium">
        Session settings: balance, risk, costs and fills
      </summary>
      <div className="grid grid-cols-2 gap-3 pt-3 md:grid-cols-4">
        {NUMBER_FIELDS.map((field) => (
          <div key={field.key} className="flex min-w-0 flex-col gap-1">
            <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
            <Input
              id={`${id}-${field.key}`}
              inputMode="decimal"
              value={value[field.key]}
              onChange={(event) => onChange({ ...value, [field.key]: event.target.value })}
            />
          </div>
        ))}
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-asset`}>Asset class</Label>
          <NativeSelect
            id={`${id}-asset`}
            value={value.assetClass}
            onChange={(event) =>
              onChange({
                ...value,
                assetClass: ASSET_CLASSES.find((item) => item.value === event.target.value)?.value ?? 'stock',
              })
            }
          >
            {ASSET_CLASSES.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-currency`}>Currency</Label>
          <Input
            id={`${id}-currency`}
            maxLength={3}
            value={value.currency}
            onChange={(event) => onChange({ ...value, currency: event.target.value.toUpperCase() })}
          />
        </div>
        <div className="col-span-2 flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-both`}>When a bar reaches both the stop and the target</Label>
          <NativeSelect
            id={`${id}-both`}
            value={value.bothTouched}
            onChange={(event) =>
              onChange({
                ...value,
                bothTouched: event.target.value === 'target-first' ? 'target-first' : 'stop-first',
              })
            }
          >
            <option value="stop-first">Stop first (the cautious reading)</option>
            <option value="target-first">Target first</option>
          </NativeSelect>
        </div>
      </div>
      <p className="pt-3 text-xs text-muted-foreground">
        Fills: a market order fills at the next bar&apos;s open; a limit when price trades at or through it
        (at the open when it gaps through). A stop fills at the stop, or at the open when the bar gaps through
        it; a target at the target, or the better open. A bar that reaches both takes the choice above, unless
        the finer bars of a resampled series show which came first. Slippage (ticks × tick size) is taken on
        market and stop fills; commission on every fill.
      </p>
      {problem && (
        <p role="alert" className="pt-2 text-xs text-destructive">
          {problem}
        </p>
      )}
    </details>
  );
}

import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { AccountLookup } from '../../api/lookups';
import type { TradeFormState } from './use-trade-form';

const ASSET_CLASS_LABELS = [
  ['stock', 'Stock'],
  ['option', 'Option'],
  ['future', 'Future'],
  ['forex', 'Forex'],
  ['crypto', 'Crypto'],
  ['cfd', 'CFD'],
] as const;

const PLACEHOLDERS: Record<string, string> = {
  stock: 'AAPL',
  option: 'AAPL260116C200',
  future: 'ESZ5',
  forex: 'EUR/USD',
  crypto: 'BTC/USDT',
  cfd: 'US500',
};

/** Account, symbol and what the symbol is: its asset class and multiplier (filled from the symbol). */
export function InstrumentFields({
  form,
  accounts,
  onSymbolDone,
}: {
  form: TradeFormState;
  accounts: readonly AccountLookup[];
  onSymbolDone: () => void;
}) {
  const { values, set, errorOf } = form;
  const forex = values.assetClass === 'forex';
  // A closed account keeps its trades; it is offered only for the trade already filed under it.
  const offered = accounts.filter((account) => account.status === 'open' || account.id === values.accountId);
  return (
    <div role="group" aria-label="Instrument" className="grid gap-4 sm:grid-cols-2">
      <FormField id="trade-account" label="Account" error={errorOf('accountId')}>
        {(a11y) => (
          <NativeSelect
            {...a11y}
            value={values.accountId}
            onChange={(event) => set('accountId', event.target.value)}
          >
            <option value="">No account</option>
            {offered.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name} ({account.currency}){account.status === 'closed' ? ', closed' : ''}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id="trade-symbol"
        label={forex ? 'Currency pair' : 'Symbol'}
        error={errorOf('symbol')}
        hint={
          forex ? 'Written BASE/QUOTE, like EUR/USD.' : 'Futures like ESZ5 or ES DEC25 fill their multiplier.'
        }
      >
        {(a11y) => (
          <Input
            {...a11y}
            value={values.symbol}
            onChange={(event) => set('symbol', event.target.value)}
            onBlur={onSymbolDone}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            placeholder={PLACEHOLDERS[values.assetClass] ?? 'AAPL'}
          />
        )}
      </FormField>
      <FormField id="trade-asset-class" label="Asset class" error={errorOf('assetClass')}>
        {(a11y) => (
          <NativeSelect
            {...a11y}
            value={values.assetClass}
            onChange={(event) => set('assetClass', event.target.value)}
          >
            {ASSET_CLASS_LABELS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id="trade-multiplier"
        label="Multiplier"
        error={errorOf('multiplier')}
        hint="Money per 1.0 of price per unit: 100 for equity options, 50 for ES."
      >
        {(a11y) => (
          <Input
            {...a11y}
            value={values.multiplier}
            onChange={(event) => set('multiplier', event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            className="text-right tabular-nums"
          />
        )}
      </FormField>
    </div>
  );
}

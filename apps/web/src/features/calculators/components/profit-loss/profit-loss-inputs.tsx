import type { CalculatorForm } from '../../hooks/use-calculator-form';
import { instrumentOf } from '../../lib/common';
import { unitName } from '../../lib/options';
import type { ProfitLossForm } from '../../lib/profit-loss';
import { moneyCurrency } from '../../lib/risk-reward';
import { CurrencyField, TradeIdentityFields } from '../field-groups';
import { PairSuggestions } from '../forex-fields';
import { FormSection } from '../form-section';
import { NumberField } from '../number-field';

export function ProfitLossInputs({
  form,
  errors,
}: {
  form: CalculatorForm<ProfitLossForm>;
  errors: Readonly<Record<string, string>>;
}) {
  const { values, set } = form;
  const instrument = instrumentOf(values);
  const forex = instrument === 'forex';
  const ccy = moneyCurrency(values);
  return (
    <>
      <FormSection title="Trade">
        <TradeIdentityFields values={values} set={set} errors={errors} />
        {forex ? (
          <p className="self-end pb-2 text-xs text-muted-foreground">
            Money figures are in the pair’s quote currency ({ccy}).
          </p>
        ) : (
          <CurrencyField
            label="Currency"
            value={values.accountCurrency}
            onChange={(value) => set('accountCurrency', value)}
          />
        )}
        <NumberField
          label="Entry price"
          unit={ccy}
          value={values.entry}
          onChange={(value) => set('entry', value)}
          error={errors.entry}
        />
        <NumberField
          label="Exit price"
          unit={ccy}
          value={values.exit}
          onChange={(value) => set('exit', value)}
          error={errors.exit}
        />
        <NumberField
          label="Quantity"
          unit={unitName(instrument)}
          value={values.quantity}
          onChange={(value) => set('quantity', value)}
          error={errors.quantity}
          hint={forex ? 'Units of the base currency (1 lot = 100,000).' : undefined}
        />
        <NumberField
          label="Stop price"
          unit={ccy}
          value={values.stop}
          onChange={(value) => set('stop', value)}
          error={errors.stop}
          hint="Optional: adds the initial risk and the R multiple."
        />
        {instrument === 'futures' && (
          <>
            <NumberField
              label="Point value"
              unit={ccy}
              value={values.multiplier}
              onChange={(value) => set('multiplier', value)}
              error={errors.multiplier}
              placeholder="50"
              hint="Currency per full point per contract (ES: 50); 1 when empty."
            />
            <NumberField
              label="Tick size"
              value={values.tickSize}
              onChange={(value) => set('tickSize', value)}
              error={errors.tickSize}
              placeholder="0.25"
              hint="Optional: adds the move in ticks."
            />
          </>
        )}
      </FormSection>
      <FormSection title="Fees">
        <NumberField
          label="Entry fee"
          unit={ccy}
          value={values.feeEntry}
          onChange={(value) => set('feeEntry', value)}
          error={errors.feeEntry}
          placeholder="0"
        />
        <NumberField
          label="Exit fee"
          unit={ccy}
          value={values.feeExit}
          onChange={(value) => set('feeExit', value)}
          error={errors.feeExit}
          placeholder="0"
        />
      </FormSection>
      {forex && <PairSuggestions />}
    </>
  );
}

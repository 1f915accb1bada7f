import type { CalculatorForm } from '../../hooks/use-calculator-form';
import { instrumentOf } from '../../lib/common';
import { unitName } from '../../lib/options';
import { moneyCurrency, type RiskRewardForm } from '../../lib/risk-reward';
import { AccountPicker } from '../account-picker';
import { BalanceField, CurrencyField, TradeIdentityFields } from '../field-groups';
import { PairSuggestions } from '../forex-fields';
import { FormSection } from '../form-section';
import { NumberField } from '../number-field';

export function RiskRewardInputs({
  form,
  errors,
}: {
  form: CalculatorForm<RiskRewardForm>;
  errors: Readonly<Record<string, string>>;
}) {
  const { values, set } = form;
  const instrument = instrumentOf(values);
  const forex = instrument === 'forex';
  const priceUnit = moneyCurrency(values);
  return (
    <>
      <FormSection title="Trade">
        <TradeIdentityFields values={values} set={set} errors={errors} />
        {!forex && (
          <CurrencyField
            label="Currency"
            value={values.accountCurrency}
            onChange={(value) => set('accountCurrency', value)}
          />
        )}
        <NumberField
          label="Entry price"
          unit={priceUnit}
          value={values.entry}
          onChange={(value) => set('entry', value)}
          error={errors.entry}
        />
        <NumberField
          label="Stop price"
          unit={priceUnit}
          value={values.stop}
          onChange={(value) => set('stop', value)}
          error={errors.stop}
        />
        <NumberField
          label="Target price"
          unit={priceUnit}
          value={values.target}
          onChange={(value) => set('target', value)}
          error={errors.target}
        />
        <NumberField
          label="Quantity"
          unit={unitName(instrument)}
          value={values.quantity}
          onChange={(value) => set('quantity', value)}
          error={errors.quantity}
          hint="Optional: adds the total risk and reward."
        />
      </FormSection>
      {!forex && (
        <FormSection title="Account">
          <AccountPicker
            currency={values.accountCurrency}
            balance={values.accountBalance}
            onPick={(fill) =>
              form.setMany({
                ...(fill.currency && { accountCurrency: fill.currency }),
                accountBalance: fill.balance,
              })
            }
          />
          <BalanceField
            currency={values.accountCurrency}
            value={values.accountBalance}
            onChange={(value) => set('accountBalance', value)}
            error={errors.accountBalance}
            hint="Optional: warns when the total risk exceeds 2% of it."
          />
        </FormSection>
      )}
      {forex && <PairSuggestions />}
    </>
  );
}

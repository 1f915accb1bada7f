import type { CalculatorForm } from '../../hooks/use-calculator-form';
import { instrumentOf } from '../../lib/common';
import { CURRENCY_CHOICES, INSTRUMENT_CHOICES, SIDE_CHOICES, unitName } from '../../lib/options';
import { moneyCurrency, type RiskRewardForm } from '../../lib/risk-reward';
import { SegmentedField, SelectField } from '../choice-fields';
import { PairField, PairSuggestions } from '../forex-fields';
import { FormSection } from '../form-section';
import { NumberField } from '../number-field';
import { TextField } from '../text-field';

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
        <SelectField
          label="Instrument"
          value={instrument}
          options={INSTRUMENT_CHOICES}
          onChange={(value) => set('instrument', value)}
        />
        <SegmentedField
          label="Side"
          value={values.side === 'short' ? 'short' : 'long'}
          options={SIDE_CHOICES}
          onChange={(value) => set('side', value)}
        />
        {forex ? (
          <PairField value={values.pair} onChange={(value) => set('pair', value)} error={errors.pair} />
        ) : (
          <TextField
            label="Symbol"
            value={values.symbol}
            onChange={(value) => set('symbol', value)}
            uppercase
            placeholder="AAPL"
            hint="Optional: carried to the new trade."
          />
        )}
        {!forex && (
          <SelectField
            label="Currency"
            value={values.accountCurrency}
            options={CURRENCY_CHOICES}
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
          <NumberField
            label="Account balance"
            unit={values.accountCurrency}
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

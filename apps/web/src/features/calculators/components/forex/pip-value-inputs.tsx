import type { CalculatorForm } from '../../hooks/use-calculator-form';
import { pipValueFields, type PipValueForm } from '../../lib/pip-value';
import { AccountPicker } from '../account-picker';
import { SegmentedField } from '../choice-fields';
import { CurrencyField } from '../field-groups';
import { ConversionFields, PairField, PairSuggestions } from '../forex-fields';
import { NumberField } from '../number-field';

export function PipValueInputs({
  form,
  errors,
}: {
  form: CalculatorForm<PipValueForm>;
  errors: Readonly<Record<string, string>>;
}) {
  const { values, set } = form;
  const fields = pipValueFields(values);
  const ccy = values.accountCurrency;
  const units = values.sizeMode === 'units';
  return (
    <>
      <AccountPicker
        currency={ccy}
        onPick={(fill) => fill.currency && set('accountCurrency', fill.currency)}
      />
      <PairField value={values.pair} onChange={(value) => set('pair', value)} error={errors.pair} />
      <CurrencyField value={ccy} onChange={(value) => set('accountCurrency', value)} />
      <SegmentedField
        label="Size in"
        value={units ? 'units' : 'lots'}
        options={[
          { value: 'lots', label: 'Lots' },
          { value: 'units', label: 'Units' },
        ]}
        onChange={(value) => set('sizeMode', value)}
      />
      {units ? (
        <NumberField
          label="Units"
          unit="units"
          value={values.units}
          onChange={(value) => set('units', value)}
          error={errors.units}
          hint="Of the base currency (1 lot = 100,000)."
        />
      ) : (
        <NumberField
          label="Lots"
          unit="lots"
          value={values.lots}
          onChange={(value) => set('lots', value)}
          error={errors.lots}
          hint="Standard lots of 100,000 units; 0.1 is a mini lot, 0.01 a micro lot."
        />
      )}
      {fields.includes('pairPrice') && (
        <NumberField
          label="Pair price"
          value={values.pairPrice}
          onChange={(value) => set('pairPrice', value)}
          error={errors.pairPrice}
          hint="The pair’s current rate, to convert its quote currency into yours."
        />
      )}
      {fields.includes('conversionPair') && (
        <ConversionFields
          pair={values.pair}
          accountCurrency={ccy}
          conversionPair={values.conversionPair}
          conversionPrice={values.conversionPrice}
          onChange={set}
          errors={errors}
        />
      )}
      <PairSuggestions />
    </>
  );
}

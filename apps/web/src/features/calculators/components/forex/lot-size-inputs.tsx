import type { CalculatorForm } from '../../hooks/use-calculator-form';
import { lotSizeFields, type LotSizeForm } from '../../lib/lot-size';
import { AccountRiskFields } from '../field-groups';
import { ConversionFields, PairField, PairSuggestions } from '../forex-fields';
import { FormSection } from '../form-section';
import { NumberField } from '../number-field';

export function LotSizeInputs({
  form,
  errors,
}: {
  form: CalculatorForm<LotSizeForm>;
  errors: Readonly<Record<string, string>>;
}) {
  const { values, set } = form;
  const fields = lotSizeFields(values);
  const ccy = values.accountCurrency;
  return (
    <>
      <FormSection title="Account and risk">
        <AccountRiskFields
          values={values}
          set={set}
          errors={errors}
          riskHint="Share of the balance you accept to lose at the stop."
        />
      </FormSection>
      <FormSection title="Trade">
        <PairField value={values.pair} onChange={(value) => set('pair', value)} error={errors.pair} />
        <NumberField
          label="Stop distance"
          unit="pips"
          value={values.stopPips}
          onChange={(value) => set('stopPips', value)}
          error={errors.stopPips}
        />
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
        <NumberField
          label="Lot step"
          unit="lots"
          value={values.lotStep}
          onChange={(value) => set('lotStep', value)}
          error={errors.lotStep}
          hint="The smallest lot increment your broker accepts (0.01 = a micro lot)."
        />
      </FormSection>
      <PairSuggestions />
    </>
  );
}

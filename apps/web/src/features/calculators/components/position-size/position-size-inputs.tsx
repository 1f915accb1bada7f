import type { CalculatorForm } from '../../hooks/use-calculator-form';
import type { PositionSizeForm } from '../../lib/position-size';
import { instrumentOf } from '../../lib/common';
import { visibleFields } from '../../lib/position-size';
import { pairCurrencies, unitName } from '../../lib/options';
import { SegmentedField } from '../choice-fields';
import { AccountRiskFields, TradeIdentityFields } from '../field-groups';
import { ConversionFields, PairSuggestions } from '../forex-fields';
import { NumberField } from '../number-field';
import { FormSection } from '../form-section';

export function PositionSizeInputs({
  form,
  errors,
}: {
  form: CalculatorForm<PositionSizeForm>;
  errors: Readonly<Record<string, string>>;
}) {
  const { values, set } = form;
  const instrument = instrumentOf(values);
  const fields = visibleFields(values);
  const ccy = values.accountCurrency;
  const forex = instrument === 'forex';
  const priceUnit = forex ? (pairCurrencies(values.pair)?.quote ?? '') : ccy;
  return (
    <>
      <FormSection title="Trade">
        <TradeIdentityFields values={values} set={set} errors={errors} />
        {forex && (
          <SegmentedField
            label="Stop given as"
            value={values.stopMode === 'pips' ? 'pips' : 'prices'}
            options={[
              { value: 'prices', label: 'Prices' },
              { value: 'pips', label: 'Pips' },
            ]}
            onChange={(value) => set('stopMode', value)}
          />
        )}
        {forex && values.stopMode === 'pips' && (
          <NumberField
            label="Stop distance"
            unit="pips"
            value={values.stopPips}
            onChange={(value) => set('stopPips', value)}
            error={errors.stopPips}
          />
        )}
        <NumberField
          label="Entry price"
          unit={priceUnit}
          value={values.entry}
          onChange={(value) => set('entry', value)}
          error={errors.entry}
          hint={
            forex && values.stopMode === 'pips'
              ? 'Optional: for the position value and the new trade.'
              : undefined
          }
        />
        {fields.includes('stop') && (
          <NumberField
            label="Stop price"
            unit={priceUnit}
            value={values.stop}
            onChange={(value) => set('stop', value)}
            error={errors.stop}
          />
        )}
        {fields.includes('pairPrice') && (
          <NumberField
            label="Pair price"
            value={values.pairPrice}
            onChange={(value) => set('pairPrice', value)}
            error={errors.pairPrice}
            hint="The current rate; the entry price is used when empty."
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
        {forex && (
          <NumberField
            label="Lot step"
            unit="lots"
            value={values.lotStep}
            onChange={(value) => set('lotStep', value)}
            error={errors.lotStep}
            hint="The smallest lot increment your broker accepts (0.01 = a micro lot)."
          />
        )}
        {instrument === 'futures' && (
          <>
            <NumberField
              label="Tick size"
              value={values.tickSize}
              onChange={(value) => set('tickSize', value)}
              error={errors.tickSize}
              placeholder="0.25"
              hint="The smallest price move (ES: 0.25)."
            />
            <NumberField
              label="Tick value"
              unit={ccy}
              value={values.tickValue}
              onChange={(value) => set('tickValue', value)}
              error={errors.tickValue}
              placeholder="12.50"
              hint="What one tick is worth per contract (ES: 12.50)."
            />
          </>
        )}
        {fields.includes('sizeStep') && (
          <NumberField
            label="Size step"
            unit={unitName(instrument)}
            value={values.sizeStep}
            onChange={(value) => set('sizeStep', value)}
            error={errors.sizeStep}
            placeholder={instrument === 'crypto' ? '0.00000001' : '1'}
            hint={
              instrument === 'crypto'
                ? 'The exchange’s smallest order increment; 0.00000001 when empty.'
                : 'Whole shares when empty; 0.0001 if your broker sells fractions.'
            }
          />
        )}
      </FormSection>
      <FormSection title="Account and risk">
        <AccountRiskFields
          values={values}
          set={set}
          errors={errors}
          amountMode={{ mode: values.riskMode, amount: values.riskAmount, set }}
          currencyHint={forex ? undefined : 'Prices are taken to be in this currency.'}
          riskHint="Share of the balance you accept to lose if the stop is hit."
        />
      </FormSection>
      {forex && <PairSuggestions />}
    </>
  );
}

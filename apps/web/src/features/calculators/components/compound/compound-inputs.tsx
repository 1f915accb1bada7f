import type { CalculatorForm } from '../../hooks/use-calculator-form';
import { COMPOUNDING_CHOICES, type CompoundForm } from '../../lib/compound-interest';
import { CURRENCY_CHOICES } from '../../lib/options';
import { SegmentedField, SelectField } from '../choice-fields';
import { NumberField } from '../number-field';

export function CompoundInputs({
  form,
  errors,
}: {
  form: CalculatorForm<CompoundForm>;
  errors: Readonly<Record<string, string>>;
}) {
  const { values, set } = form;
  const ccy = values.currency;
  const daily = values.mode === 'dailyGain';
  const compounding =
    COMPOUNDING_CHOICES.find((choice) => choice.value === values.compounding)?.value ?? '12';
  return (
    <>
      <SegmentedField
        label="Grow"
        className="col-span-full"
        value={daily ? 'dailyGain' : 'periodic'}
        options={[
          { value: 'periodic', label: 'At an annual rate' },
          { value: 'dailyGain', label: 'By a daily gain' },
        ]}
        onChange={(value) => set('mode', value)}
      />
      <SelectField
        label="Currency"
        value={ccy}
        options={CURRENCY_CHOICES}
        onChange={(value) => set('currency', value)}
      />
      {daily ? (
        <>
          <NumberField
            label="Starting balance"
            unit={ccy}
            value={values.startingBalance}
            onChange={(value) => set('startingBalance', value)}
            error={errors.startingBalance}
          />
          <NumberField
            label="Daily gain"
            unit="%"
            value={values.dailyGainPct}
            onChange={(value) => set('dailyGainPct', value)}
            error={errors.dailyGainPct}
            hint="Compounded each trading day; negative for a loss."
          />
          <NumberField
            label="Trading days"
            unit="days"
            value={values.tradingDays}
            onChange={(value) => set('tradingDays', value)}
            error={errors.tradingDays}
            hint="About 252 in a year of stock-market days."
          />
        </>
      ) : (
        <>
          <NumberField
            label="Principal"
            unit={ccy}
            value={values.principal}
            onChange={(value) => set('principal', value)}
            error={errors.principal}
          />
          <NumberField
            label="Annual rate"
            unit="%"
            value={values.annualRatePct}
            onChange={(value) => set('annualRatePct', value)}
            error={errors.annualRatePct}
            hint="Nominal yearly rate, before compounding."
          />
          <NumberField
            label="Years"
            unit="years"
            value={values.years}
            onChange={(value) => set('years', value)}
            error={errors.years}
          />
          <SelectField
            label="Compounding"
            value={compounding}
            options={COMPOUNDING_CHOICES}
            onChange={(value) => set('compounding', value)}
          />
          <NumberField
            label="Contribution"
            unit={ccy}
            value={values.contribution}
            onChange={(value) => set('contribution', value)}
            error={errors.contribution}
            hint="Added each contribution period; 0 for none."
          />
          <NumberField
            label="Contributions a year"
            value={values.contributionsPerYear}
            onChange={(value) => set('contributionsPerYear', value)}
            error={errors.contributionsPerYear}
            placeholder={compounding === 'continuous' ? '1' : compounding}
            hint="As often as the compounding when empty."
          />
          <SegmentedField
            label="Contributions paid at"
            value={values.contributionTiming === 'start' ? 'start' : 'end'}
            options={[
              { value: 'end', label: 'Period end' },
              { value: 'start', label: 'Period start' },
            ]}
            onChange={(value) => set('contributionTiming', value)}
          />
        </>
      )}
    </>
  );
}

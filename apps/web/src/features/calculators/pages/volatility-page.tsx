import { averageTrueRangeInfo, historicalVolatilityInfo } from '@edgelog/core';
import { useMemo } from 'react';
import { CalculatorScreen } from '../components/calculator-screen';
import { SelectField } from '../components/choice-fields';
import { NumberField } from '../components/number-field';
import { PriceSeriesField } from '../components/price-series-field';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { PERIOD_CHOICES, VOLATILITY_DEFAULTS, computeVolatility, volatilityView } from '../lib/volatility';

export function VolatilityPage() {
  const form = useCalculatorForm('volatility', VOLATILITY_DEFAULTS);
  const { values, set } = form;
  const outcome = useMemo(() => computeVolatility(values), [values]);
  const view = useMemo(() => (outcome.result ? volatilityView(outcome.result) : null), [outcome.result]);
  const periods = PERIOD_CHOICES.find((choice) => choice.value === values.periodsPerYear)?.value ?? '252';
  return (
    <CalculatorScreen
      title="Volatility calculator"
      description="Historical volatility and average true range from a price series you paste or load from a CSV file."
      onReset={form.reset}
      inputs={
        <>
          <PriceSeriesField
            value={values.series}
            onChange={(value) => set('series', value)}
            series={outcome.result?.series ?? null}
            error={outcome.fieldErrors.series}
          />
          <SelectField
            label="Bars"
            value={periods}
            options={PERIOD_CHOICES}
            onChange={(value) => set('periodsPerYear', value)}
            hint="Sets the periods a year used to annualise."
          />
          <NumberField
            label="ATR period"
            unit="bars"
            value={values.atrPeriod}
            onChange={(value) => set('atrPeriod', value)}
            error={outcome.fieldErrors.atrPeriod}
            hint="Used when the prices include highs and lows."
          />
        </>
      }
      outcome={outcome}
      view={view}
      formula={[
        { title: 'Historical volatility', info: historicalVolatilityInfo },
        { title: 'Average true range', info: averageTrueRangeInfo },
      ]}
    />
  );
}

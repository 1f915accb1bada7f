import { Button } from '@/components/ui/button';
import type { CalculatorForm } from '../../hooks/use-calculator-form';
import { PRICE_FORMAT_CHOICES, formatLevelPrice, seriesSwing, type FibonacciForm } from '../../lib/fibonacci';
import { SegmentedField, SelectField } from '../choice-fields';
import { FormSection } from '../form-section';
import { NumberField } from '../number-field';
import { PriceSeriesField } from '../price-series-field';

export function FibonacciInputs({
  form,
  errors,
}: {
  form: CalculatorForm<FibonacciForm>;
  errors: Readonly<Record<string, string>>;
}) {
  const { values, set, setMany } = form;
  const { swing, error, series } = seriesSwing(values);
  const priceFormat =
    PRICE_FORMAT_CHOICES.find((choice) => choice.value === values.priceFormat)?.value ?? 'stock';
  return (
    <>
      <FormSection title="Swing">
        <SegmentedField
          label="Trend"
          value={values.trend === 'down' ? 'down' : 'up'}
          options={[
            { value: 'up', label: 'Up' },
            { value: 'down', label: 'Down' },
          ]}
          onChange={(value) => set('trend', value)}
          hint={
            values.trend === 'down'
              ? 'The swing ran from the high down to the low.'
              : 'The swing ran from the low up to the high.'
          }
        />
        <SelectField
          label="Price format"
          value={priceFormat}
          options={PRICE_FORMAT_CHOICES}
          onChange={(value) => set('priceFormat', value)}
        />
        <NumberField
          label="Swing high"
          value={values.swingHigh}
          onChange={(value) => set('swingHigh', value)}
          error={errors.swingHigh}
        />
        <NumberField
          label="Swing low"
          value={values.swingLow}
          onChange={(value) => set('swingLow', value)}
          error={errors.swingLow}
        />
        <NumberField
          label="Point C"
          value={values.pointC}
          onChange={(value) => set('pointC', value)}
          error={errors.pointC}
          hint="Optional: where the pullback ended, to project the swing from it."
        />
      </FormSection>
      <FormSection title="Or take the swing from prices">
        <PriceSeriesField
          label="Price series"
          value={values.series}
          onChange={(value) => set('series', value)}
          series={series}
          error={error}
        />
        {swing && (
          <div className="col-span-full flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm">
            <span className="tabular-nums">
              High {formatLevelPrice(swing.high, priceFormat)}, low {formatLevelPrice(swing.low, priceFormat)}
              , {swing.trend === 'up' ? 'low first (up)' : 'high first (down)'}
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                setMany({ swingHigh: String(swing.high), swingLow: String(swing.low), trend: swing.trend })
              }
            >
              Use this swing
            </Button>
          </div>
        )}
      </FormSection>
    </>
  );
}

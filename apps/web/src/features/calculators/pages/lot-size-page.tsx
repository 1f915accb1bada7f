import { lotSizeInfo } from '@edgelog/core';
import { useMemo } from 'react';
import { CalculatorScreen } from '../components/calculator-screen';
import { LotSizeInputs } from '../components/forex/lot-size-inputs';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { LOT_SIZE_DEFAULTS, lotSizeFromDefaults, computeLotSize, lotSizeView } from '../lib/lot-size';

export function LotSizePage() {
  const form = useCalculatorForm('lot-size', LOT_SIZE_DEFAULTS, { fromDefaults: lotSizeFromDefaults });
  const { values } = form;
  const outcome = useMemo(() => computeLotSize(values), [values]);
  const view = useMemo(
    () => (outcome.result ? lotSizeView(values, outcome.result) : null),
    [values, outcome.result],
  );
  return (
    <CalculatorScreen
      title="Lot size calculator"
      description="Forex lots for a risk percentage and a stop in pips, in standard, mini and micro lots."
      onReset={form.reset}
      onUseMyDefaults={form.myDefaults ? form.applyMyDefaults : null}
      inputs={<LotSizeInputs form={form} errors={outcome.fieldErrors} />}
      outcome={outcome}
      view={view}
      formula={[{ info: lotSizeInfo }]}
    />
  );
}

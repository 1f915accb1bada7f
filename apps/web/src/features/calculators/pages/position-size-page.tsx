import { positionSizeInfo } from '@edgelog/core';
import { useMemo } from 'react';
import { CalculatorScreen } from '../components/calculator-screen';
import { PositionSizeInputs } from '../components/position-size/position-size-inputs';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import {
  POSITION_SIZE_DEFAULTS,
  positionSizeFromDefaults,
  computePositionSize,
  positionSizePrefill,
  positionSizeView,
} from '../lib/position-size';

export function PositionSizePage() {
  const form = useCalculatorForm('position-size', POSITION_SIZE_DEFAULTS, {
    fromDefaults: positionSizeFromDefaults,
  });
  const { values } = form;
  const outcome = useMemo(() => computePositionSize(values), [values]);
  const view = useMemo(
    () => (outcome.result ? positionSizeView(values, outcome.result) : null),
    [values, outcome.result],
  );
  return (
    <CalculatorScreen
      title="Position size calculator"
      description="How many shares, coins, contracts or lots to trade so that a stop-out loses only what you chose to risk."
      onReset={form.reset}
      onUseMyDefaults={form.myDefaults ? form.applyMyDefaults : null}
      inputs={<PositionSizeInputs form={form} errors={outcome.fieldErrors} />}
      outcome={outcome}
      view={view}
      formula={[{ info: positionSizeInfo }]}
      prefill={positionSizePrefill(values, outcome.result)}
    />
  );
}

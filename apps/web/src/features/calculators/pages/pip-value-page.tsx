import { pipValueInfo } from '@edgelog/core';
import { useMemo } from 'react';
import { CalculatorScreen } from '../components/calculator-screen';
import { PipValueInputs } from '../components/forex/pip-value-inputs';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { PIP_VALUE_DEFAULTS, computePipValue, pipValueView } from '../lib/pip-value';

export function PipValuePage() {
  const form = useCalculatorForm('pip-value', PIP_VALUE_DEFAULTS);
  const { values } = form;
  const outcome = useMemo(() => computePipValue(values), [values]);
  const view = useMemo(
    () => (outcome.result ? pipValueView(values, outcome.result) : null),
    [values, outcome.result],
  );
  return (
    <CalculatorScreen
      title="Pip value calculator"
      description="What one pip is worth in your account currency for any pair and position size."
      onReset={form.reset}
      inputs={<PipValueInputs form={form} errors={outcome.fieldErrors} />}
      outcome={outcome}
      view={view}
      formula={[{ info: pipValueInfo }]}
    />
  );
}

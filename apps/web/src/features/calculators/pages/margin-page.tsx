import { marginInfo } from '@edgelog/core';
import { useMemo } from 'react';
import { CalculatorScreen } from '../components/calculator-screen';
import { MarginInputs } from '../components/margin/margin-inputs';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { MARGIN_DEFAULTS, computeMargin, marginView } from '../lib/margin';

export function MarginPage() {
  const form = useCalculatorForm('margin', MARGIN_DEFAULTS);
  const { values } = form;
  const outcome = useMemo(() => computeMargin(values), [values]);
  const view = useMemo(
    () => (outcome.result ? marginView(values, outcome.result) : null),
    [values, outcome.result],
  );
  return (
    <CalculatorScreen
      title="Margin calculator"
      description="The margin a position ties up at your leverage, and your account’s equity, free margin and margin level."
      onReset={form.reset}
      inputs={<MarginInputs form={form} errors={outcome.fieldErrors} />}
      outcome={outcome}
      view={view}
      formula={[{ info: marginInfo }]}
    />
  );
}

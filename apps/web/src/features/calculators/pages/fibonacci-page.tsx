import { fibonacciInfo } from '@edgelog/core';
import { useMemo } from 'react';
import { CalculatorScreen } from '../components/calculator-screen';
import { FibonacciInputs } from '../components/fibonacci/fibonacci-inputs';
import { LevelTable } from '../components/fibonacci/level-table';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { FIBONACCI_DEFAULTS, computeFibonacci, fibonacciView } from '../lib/fibonacci';

export function FibonacciPage() {
  const form = useCalculatorForm('fibonacci', FIBONACCI_DEFAULTS);
  const { values } = form;
  const outcome = useMemo(() => computeFibonacci(values), [values]);
  const view = useMemo(
    () => (outcome.result ? fibonacciView(values, outcome.result) : null),
    [values, outcome.result],
  );
  const result = outcome.result;
  return (
    <CalculatorScreen
      title="Fibonacci calculator"
      description="Retracement and extension levels of a swing, and projections from the end of the pullback."
      onReset={form.reset}
      inputs={<FibonacciInputs form={form} errors={outcome.fieldErrors} />}
      outcome={outcome}
      view={view}
      formula={[{ info: fibonacciInfo }]}
    >
      {result && (
        <div className="grid gap-4 sm:grid-cols-2">
          <LevelTable
            title="Retracements"
            levels={result.retracements}
            priceFormat={values.priceFormat}
            testId="retracements"
          />
          <LevelTable
            title="Extensions"
            levels={result.extensions}
            priceFormat={values.priceFormat}
            testId="extensions"
          />
          <LevelTable
            title="Projections from C"
            levels={result.projectionsFromC}
            priceFormat={values.priceFormat}
            testId="projections"
          />
        </div>
      )}
    </CalculatorScreen>
  );
}

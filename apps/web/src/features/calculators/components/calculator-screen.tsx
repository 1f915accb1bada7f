import type { ReactNode } from 'react';
import type { ResultView } from '../lib/common';
import type { Outcome } from '../lib/outcome';
import type { TradePrefill } from '../lib/trade-prefill';
import { CalculatorLayout } from './calculator-layout';
import { FormulaCard, type FormulaItem } from './formula-card';
import { ResultPanel } from './result-panel';
import { StartTradeButton } from './start-trade-button';

/**
 * Everything a calculator page shows around its own inputs: the result of the last computation,
 * its formula, and (for the calculators that plan a trade) the way into the new-trade form.
 */
export function CalculatorScreen({
  title,
  description,
  onReset,
  onUseMyDefaults,
  inputs,
  outcome,
  view,
  formula,
  prefill,
  children,
}: {
  title: string;
  description: string;
  onReset: () => void;
  /** undefined: the calculator takes no trading defaults; null: the user has set none. */
  onUseMyDefaults?: (() => void) | null;
  inputs: ReactNode;
  outcome: Outcome<unknown>;
  view: ResultView | null;
  formula: readonly FormulaItem[];
  /** undefined: the calculator does not start trades; null: not until the result exists. */
  prefill?: TradePrefill | null;
  children?: ReactNode;
}) {
  return (
    <CalculatorLayout
      title={title}
      description={description}
      onReset={onReset}
      onUseMyDefaults={onUseMyDefaults}
      inputs={inputs}
      result={
        <ResultPanel
          title={title}
          state={outcome}
          headline={view?.headline ?? null}
          lines={view?.lines ?? []}
          warnings={view?.warnings ?? []}
          copyExtra={view?.copy ?? []}
          actions={
            prefill !== undefined && <StartTradeButton prefill={prefill ?? {}} disabled={prefill === null} />
          }
        >
          {children}
        </ResultPanel>
      }
      formula={<FormulaCard items={formula} />}
    />
  );
}

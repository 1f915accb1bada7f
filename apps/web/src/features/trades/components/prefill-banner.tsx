import type { TradeSource } from '@edgelog/core';
import { ArrowLeftIcon, CalculatorIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

const CALCULATOR_NAMES: Record<TradeSource, string> = {
  'position-size': 'position size',
  'risk-reward': 'risk/reward',
  'profit-loss': 'profit/loss',
};

/** Says which calculator filled the form in, with the way back to it. */
export function PrefillBanner({ from }: { from: TradeSource | null }) {
  const name = from ? CALCULATOR_NAMES[from] : null;
  return (
    <Alert data-testid="prefill-banner">
      <CalculatorIcon aria-hidden />
      <AlertTitle>{name ? `Pre-filled from the ${name} calculator` : 'Pre-filled from a link'}</AlertTitle>
      <AlertDescription>
        <p>Check the values, add what the calculator did not know, then save.</p>
        {from && (
          <Link
            to={`/calculators/${from}`}
            className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
          >
            <ArrowLeftIcon aria-hidden className="size-3.5" />
            Back to the {name} calculator
          </Link>
        )}
      </AlertDescription>
    </Alert>
  );
}

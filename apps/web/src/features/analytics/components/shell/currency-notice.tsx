import type { DatasetSummary } from '@edgelog/core';
import { ArrowLeftRightIcon, InfoIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FxRatesDialog } from '../fx-rates/fx-rates-dialog';
import { useAnalyticsFilter } from '../../hooks/use-analytics-filter';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * How the money over several currencies is told: converted at the trader's rates (and said so), or
 * one currency at a time with a switch and a way to add the missing rates. Nothing with one currency.
 */
export function CurrencyNotice({ dataset }: { dataset: DatasetSummary }) {
  const { setFilter } = useAnalyticsFilter();
  const [ratesOpen, setRatesOpen] = useState(false);
  const mode = dataset.currencyMode;
  // The dialog outlives the notice's form: a rate saved in it can turn a split notice into a
  // converted one, and the trader is still in the dialog when that happens.
  const dialog = (
    <FxRatesDialog
      open={ratesOpen}
      onOpenChange={setRatesOpen}
      suggestedPairs={mode.kind === 'split' ? mode.missingPairs : []}
    />
  );
  if (mode.kind === 'single') return ratesOpen ? dialog : null;
  if (mode.kind === 'converted') {
    return (
      <div
        className="flex flex-col gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground sm:flex-row sm:items-center sm:gap-3"
        data-currency-notice="converted"
      >
        <p className="flex min-w-0 flex-1 items-start gap-2">
          <ArrowLeftRightIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            Figures in {mode.base}: {list(mode.from)} converted at your rates ({mode.ratesApplied}{' '}
            {mode.ratesApplied === 1 ? 'rate' : 'rates'} applied).
          </span>
        </p>
        <Button variant="outline" size="sm" onClick={() => setRatesOpen(true)}>
          Your rates
        </Button>
        {dialog}
      </div>
    );
  }
  return (
    <div
      className="flex flex-col gap-2 rounded-md border border-warning/60 bg-warning/10 px-3 py-2 text-sm sm:flex-row sm:items-center sm:gap-3"
      data-currency-notice="split"
    >
      <p className="flex min-w-0 flex-1 items-start gap-2">
        <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          Your accounts are in {list(mode.currencies)} and no exchange rate combines them, so figures are
          shown one currency at a time: now {mode.shown}.
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Currency shown" className="flex rounded-md border bg-background p-0.5">
          {mode.currencies.map((currency) => (
            <button
              key={currency}
              type="button"
              aria-pressed={currency === mode.shown}
              onClick={() => setFilter({ currency })}
              className="rounded-sm px-2.5 py-1 text-xs font-medium tabular-nums aria-pressed:bg-primary aria-pressed:text-primary-foreground"
            >
              {currency}
            </button>
          ))}
        </div>
        <Button variant="outline" size="sm" onClick={() => setRatesOpen(true)}>
          Add a rate to combine
        </Button>
      </div>
      {dialog}
    </div>
  );
}

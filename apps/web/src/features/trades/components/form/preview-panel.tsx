import {
  checkFormFills,
  normalizeSymbol,
  previewTrades,
  readDecimalText,
  type TradeFigureKey,
  type TradeFormValues,
  type TradePreview,
} from '@edgelog/core';
import { useMemo } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatMoney, formatR } from '../../lib/log-format';
import { figuresOfDerivation, emptyFigures } from '../../lib/trade-figures';
import { FigureList } from '../detail/figure-list';
import { tone } from '../log/log-cell';
import { checkContext } from './use-trade-form';

export const PREVIEW_KEYS: readonly TradeFigureKey[] = [
  'direction',
  'status',
  'entryQuantity',
  'openQuantity',
  'avgEntryPrice',
  'avgExitPrice',
  'grossPnl',
  'costs',
  'netPnl',
  'returnPct',
  'initialRisk',
  'rMultiple',
  'plannedR',
  'holdingMs',
  'result',
];

function decimalOrNull(text: string): string | null {
  const read = readDecimalText(text);
  return read.ok ? read.value : null;
}

/** What the form's fills make right now: one preview per trade, none while a fill is incomplete. */
export function useTradePreviews(values: TradeFormValues, breakEvenTolerance: string): TradePreview[] | null {
  return useMemo(() => {
    const fills = checkFormFills(values, checkContext());
    if (fills === null) return null;
    const multiplier = decimalOrNull(values.multiplier);
    try {
      return previewTrades(fills, {
        multiplier: multiplier === null || Number(multiplier) <= 0 ? '1' : multiplier,
        stop: decimalOrNull(values.stop),
        target: decimalOrNull(values.target),
        breakEvenTolerance,
      });
    } catch {
      return null;
    }
  }, [values, breakEvenTolerance]);
}

/**
 * Every derived figure of the trade as it is typed, by the definitions the database stores them
 * with. Fills that make two trades show both, with what each will record.
 */
export function PreviewPanel({
  values,
  previews,
  currency,
}: {
  values: TradeFormValues;
  previews: TradePreview[] | null;
  currency: string | null;
}) {
  const levels = { stop: values.stop.trim() !== '', target: values.target.trim() !== '' };
  const planned = values.mode === 'simple' && values.planned;
  const normalized = normalizeSymbol(values.symbol, values.assetClass);
  const symbol = normalized || 'this symbol';
  const instrument = { assetClass: values.assetClass, symbol: normalized };
  return (
    <Card
      aria-labelledby="trade-preview-title"
      className="min-w-0 xl:sticky xl:top-20 xl:max-h-[calc(100vh-6rem)] xl:overflow-y-auto"
    >
      <CardHeader className="pb-2">
        <CardTitle id="trade-preview-title" className="text-base">
          Figures
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4" aria-live="polite">
        {planned && (
          <p className="text-sm text-muted-foreground">
            A plan has no fills yet: its figures come once you take it.
          </p>
        )}
        {!planned && previews === null && (
          <>
            <p className="text-sm text-muted-foreground" data-testid="preview-waiting">
              The figures appear as soon as every fill has a time, a side, a quantity and a price.
            </p>
            <FigureList
              figures={emptyFigures()}
              keys={PREVIEW_KEYS}
              currency={currency}
              levels={levels}
              idPrefix="preview"
              columns={1}
              instrument={instrument}
            />
          </>
        )}
        {!planned && previews !== null && previews.length > 1 && (
          <div
            className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
            data-testid="crossing-note"
            role="note"
          >
            <p className="font-medium">These fills make {previews.length} trades.</p>
            <p className="text-muted-foreground">
              The position in {symbol} goes through zero or back to flat and opens again: each flat-to-flat
              round trip is a trade of its own. A fill that crosses zero is split, its costs shared by
              quantity. You will be asked to confirm before both are saved.
            </p>
          </div>
        )}
        {!planned &&
          previews?.map((preview, index) => (
            <section
              key={index}
              aria-label={`Trade ${index + 1} of ${previews.length}`}
              className="grid gap-1"
            >
              {previews.length > 1 && (
                <h3 className="text-sm font-medium">
                  Trade {index + 1}: {preview.direction === 'long' ? 'Long' : 'Short'}, {preview.fills.length}{' '}
                  {preview.fills.length === 1 ? 'fill' : 'fills'}
                  {preview.open ? ', still open' : ''}
                </h3>
              )}
              {preview.figures ? (
                <FigureList
                  figures={figuresOfDerivation(preview.figures)}
                  keys={PREVIEW_KEYS}
                  currency={currency}
                  levels={index === 0 ? levels : { stop: false, target: false }}
                  idPrefix={index === 0 ? 'preview' : `preview-trade-${index + 1}`}
                  columns={1}
                  instrument={instrument}
                />
              ) : (
                <p className="text-sm text-destructive">{preview.problem}</p>
              )}
            </section>
          ))}
      </CardContent>
    </Card>
  );
}

/**
 * The figures that matter while typing, kept at the bottom of the screen where the full panel sits
 * below the form (phones, tablets): position, net P&L, R and the result, with a link to the rest.
 */
export function PreviewSummary({
  previews,
  currency,
  planned,
}: {
  previews: TradePreview[] | null;
  currency: string | null;
  planned: boolean;
}) {
  const derived = previews?.[0]?.figures;
  const figures = derived ? figuresOfDerivation(derived) : null;
  const trades = previews?.length ?? 0;
  const net = figures?.netPnl ?? null;
  const r = figures?.rMultiple ?? null;
  const open = figures ? figures.openQuantity !== null && Number(figures.openQuantity) !== 0 : false;
  let status: string;
  if (planned) status = 'Plan: no fills yet';
  else if (!figures) status = 'Waiting for complete fills';
  else if (trades > 1) status = `${trades} trades`;
  else if (open) status = `${figures.direction === 'short' ? 'Short' : 'Long'}, open`;
  else status = RESULT_WORDS[figures.result ?? ''] ?? 'Closed';
  return (
    <div
      className="sticky bottom-0 z-10 -mx-1 rounded-t-lg border bg-background/95 px-3 py-2 shadow-md backdrop-blur xl:hidden"
      data-testid="preview-summary"
      aria-label="Figures so far"
      role="group"
    >
      <dl className="grid grid-cols-[1fr_auto_auto] items-baseline gap-x-4 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Result</dt>
          <dd className="truncate font-medium" data-testid="preview-summary-result">
            {status}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-xs text-muted-foreground">Net P&amp;L</dt>
          <dd className={cn('font-medium tabular-nums', tone(net))} data-testid="preview-summary-net">
            {net === null ? '—' : `${formatMoney(net, currency)}${currency ? ` ${currency}` : ''}`}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-xs text-muted-foreground">R</dt>
          <dd className={cn('font-medium tabular-nums', tone(r))} data-testid="preview-summary-r">
            {r === null ? '—' : formatR(r)}
          </dd>
        </div>
      </dl>
      <a
        href="#trade-preview-title"
        className="text-xs font-medium text-muted-foreground underline underline-offset-4"
      >
        All figures
      </a>
    </div>
  );
}

const RESULT_WORDS: Record<string, string> = { win: 'Win', loss: 'Loss', breakeven: 'Break-even' };

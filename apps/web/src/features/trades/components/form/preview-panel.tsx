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
import { figuresOfDerivation, emptyFigures } from '../../lib/trade-figures';
import { FigureList } from '../detail/figure-list';
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

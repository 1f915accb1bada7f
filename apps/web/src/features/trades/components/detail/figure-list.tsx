import { PRIVACY_MASK, TRADE_FIGURE_DEFINITIONS, type TradeFigureKey } from '@edgelog/core';
import { InfoIcon } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { appTimeZone } from '@/lib/time-zone';
import { cn } from '@/lib/utils';
import {
  formatHolding,
  formatInstant,
  formatMoney,
  formatPercent,
  formatPlain,
  formatPrice,
  formatR,
} from '../../lib/log-format';
import { missingReason, type FigureTexts } from '../../lib/trade-figures';

const WORDS: Record<string, string> = {
  long: 'Long',
  short: 'Short',
  open: 'Open',
  closed: 'Closed',
  planned: 'Planned',
  win: 'Win',
  loss: 'Loss',
  breakeven: 'Break-even',
};

export interface FigureInstrument {
  assetClass: string | null;
  symbol: string;
}

function display(
  key: TradeFigureKey,
  value: string,
  currency: string | null,
  instrument: FigureInstrument,
): string {
  // A masked amount gets no currency code after it: the code alone says nothing useful.
  const withCurrency = (text: string) => (currency && text !== PRIVACY_MASK ? `${text} ${currency}` : text);
  switch (key) {
    case 'grossPnl':
    case 'netPnl':
      return withCurrency(formatMoney(value, currency));
    case 'costs':
    case 'initialRisk':
      return withCurrency(formatMoney(value, currency).replace(/^\+/, ''));
    case 'returnPct':
      return formatPercent(value);
    case 'rMultiple':
      return formatR(value);
    case 'plannedR':
      return formatR(value).replace(/^\+/, '');
    case 'holdingMs':
      return formatHolding(value);
    case 'openedAt':
    case 'closedAt':
      return formatInstant(value, appTimeZone());
    case 'avgEntryPrice':
    case 'avgExitPrice':
      return formatPrice(value, instrument.assetClass, instrument.symbol);
    case 'direction':
    case 'status':
    case 'result':
      return WORDS[value] ?? value;
    default:
      return formatPlain(value);
  }
}

function tone(key: TradeFigureKey, figures: FigureTexts): 'gain' | 'loss' | undefined {
  if (!['grossPnl', 'netPnl', 'returnPct', 'rMultiple', 'result'].includes(key)) return undefined;
  const basis = key === 'result' ? figures.result : figures[key];
  if (basis === null) return undefined;
  if (basis === 'win') return 'gain';
  if (basis === 'loss') return 'loss';
  const value = Number(basis);
  return value > 0 ? 'gain' : value < 0 ? 'loss' : undefined;
}

/**
 * A trade's derived figures, each with its definition on hover or focus, and the reason when it
 * cannot be computed. Profit and loss carry a sign and a word, never colour alone.
 */
export function FigureList({
  figures,
  keys,
  currency,
  levels,
  idPrefix,
  columns = 2,
  instrument,
}: {
  figures: FigureTexts;
  keys: readonly TradeFigureKey[];
  currency: string | null;
  levels: { stop: boolean; target: boolean };
  idPrefix: string;
  /** Two columns where the card is wide; one in a side panel. */
  columns?: 1 | 2;
  /** Prices show at their market's precision; the exact average is in the cell's title. */
  instrument: FigureInstrument;
}) {
  return (
    <dl className={cn('grid gap-x-6 text-sm', columns === 2 && 'sm:grid-cols-2')}>
      {keys.map((key) => {
        const value = figures[key];
        const reason = missingReason(key, figures, levels);
        const definition = TRADE_FIGURE_DEFINITIONS[key];
        const mood = tone(key, figures);
        return (
          <div key={key} className="flex items-baseline justify-between gap-4 border-b py-2">
            <dt className="text-muted-foreground">
              <Tooltip>
                <TooltipTrigger asChild>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-sm text-left underline decoration-dotted underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-describedby={`${idPrefix}-${key}-definition`}
                  >
                    {definition.label}
                    <InfoIcon aria-hidden className="size-3 opacity-60" />
                  </button>
                </TooltipTrigger>
                <TooltipContent className="max-w-72">{definition.definition}</TooltipContent>
              </Tooltip>
              <span id={`${idPrefix}-${key}-definition`} className="sr-only">
                {definition.definition}
              </span>
            </dt>
            <dd
              data-testid={`${idPrefix}-${key}`}
              className={cn(
                'text-right font-medium tabular-nums',
                mood === 'gain' && 'text-success',
                mood === 'loss' && 'text-destructive',
              )}
            >
              {value === null ? (
                <span className="text-muted-foreground">
                  —{reason && <span className="ml-1.5 text-xs font-normal">{reason}</span>}
                </span>
              ) : (
                <span
                  title={key === 'avgEntryPrice' || key === 'avgExitPrice' ? formatPlain(value) : undefined}
                >
                  {display(key, value, currency, instrument)}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

import { barsToCsv, chooseSeriesForTrade, coverageMessage, tradeWindow, type ReadBar } from '@edgelog/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SaveIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAuth } from '@/lib/auth-context';
import { priceBarsQuery, seriesListQuery, type SeriesSummary } from '@/lib/price-series';
import { chartTradesQuery, type ChartTrade } from '../../api/trades';
import { formatDay } from '../../lib/price-data';
import { SavePriceDataDialog } from './save-price-data-dialog';
import { SavedSeriesList, seriesTitle } from './saved-series-list';
import { TradeChartData } from './trade-chart-data';

type Notice = { kind: 'done' | 'problem'; text: string } | null;

/**
 * The price field's price data: save the bars in it, fill it from a saved series, or from a
 * trade's window of the best saved series for its symbol.
 */
export function PriceDataPanel({
  bars,
  onFill,
}: {
  /** The field's bars with dates, when it has them: what Save as price data keeps. */
  bars: readonly ReadBar[] | null;
  onFill: (text: string) => void;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const saved = useQuery({ ...seriesListQuery(userId), enabled: userId !== '' });
  const trades = useQuery({ ...chartTradesQuery(userId), enabled: userId !== '' });
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const { error: savedError, refetch: refetchSaved } = saved;
  const { error: tradesError, refetch: refetchTrades } = trades;
  useEffect(() => {
    if (savedError) handleError(savedError, { retry: () => void refetchSaved() });
  }, [savedError, refetchSaved, handleError]);
  useEffect(() => {
    if (tradesError) handleError(tradesError, { retry: () => void refetchTrades() });
  }, [tradesError, refetchTrades, handleError]);

  const readBars = async (series: SeriesSummary) => queryClient.fetchQuery(priceBarsQuery(series.id));

  const fillFromSaved = async (series: SeriesSummary) => {
    setBusy(series.id);
    try {
      onFill(barsToCsv(await readBars(series)));
      setNotice({ kind: 'done', text: `Filled with ${seriesTitle(series)} price data.` });
    } catch (error) {
      handleError(error, { retry: () => void fillFromSaved(series) });
    } finally {
      setBusy(null);
    }
  };

  const takeTrade = async (trade: ChartTrade, barsBefore: number) => {
    const choice = chooseSeriesForTrade(saved.data ?? [], trade);
    if (!choice.ok) {
      setNotice({ kind: 'problem', text: coverageMessage(choice.problem, formatDay) });
      return;
    }
    setBusy('trade');
    try {
      const series = choice.series;
      const cut = tradeWindow(await readBars(series), series.timeframe, trade, barsBefore);
      if (!cut.ok) {
        setNotice({ kind: 'problem', text: coverageMessage(cut.problem, formatDay) });
        return;
      }
      const { window } = cut;
      onFill(barsToCsv(window.bars));
      const end = window.endsEarly
        ? ` The saved bars end on ${formatDay(Date.parse(series.lastAt))}, before the trade closed: the window stops there.`
        : '';
      setNotice({
        kind: 'done',
        text: `Filled with ${window.bars.length} ${seriesTitle(series)} bars of the ${trade.symbol} trade, ${window.barsBeforeOpen} of them before its open.${end}`,
      });
    } catch (error) {
      handleError(error, { retry: () => void takeTrade(trade, barsBefore) });
    } finally {
      setBusy(null);
    }
  };

  if (!user) return null;
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-dashed p-3"
      aria-labelledby="price-data-title"
      data-testid="price-data"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="price-data-title" className="text-sm font-medium">
          Price data
        </h3>
        <Button
          variant="outline"
          size="sm"
          disabled={!bars || bars.length === 0}
          onClick={() => setSaving(true)}
        >
          <SaveIcon aria-hidden />
          Save as price data
        </Button>
      </div>
      {!bars && (
        <p className="text-xs text-muted-foreground">
          To save prices as price data, load or paste bars with dates: date,open,high,low,close.
        </p>
      )}
      {notice && (
        <Alert
          variant={notice.kind === 'problem' ? 'destructive' : 'default'}
          role="status"
          data-testid={notice.kind === 'problem' ? 'price-data-problem' : 'price-data-notice'}
        >
          <AlertDescription>{notice.text}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col gap-1.5">
        <h4 className="text-xs font-medium text-muted-foreground">Use saved price data</h4>
        <SavedSeriesList
          list={saved.data}
          loading={saved.isPending}
          busyId={busy}
          onUse={(series) => void fillFromSaved(series)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <h4 className="text-xs font-medium text-muted-foreground">From a trade</h4>
        <TradeChartData
          trades={trades.data}
          loading={trades.isPending}
          busy={busy === 'trade' || saved.isPending}
          onTake={(trade, barsBefore) => void takeTrade(trade, barsBefore)}
        />
      </div>
      {saving && bars && (
        <SavePriceDataDialog
          bars={bars}
          open={saving}
          onOpenChange={setSaving}
          onSaved={(text) => setNotice({ kind: 'done', text })}
        />
      )}
    </section>
  );
}

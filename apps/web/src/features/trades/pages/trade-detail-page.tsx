import { TRADE_FIGURE_KEYS } from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { accountLookupQuery, strategyLookupQuery, tagLookupQuery } from '../api/lookups';
import { tradeNeighboursQuery, tradeQuery, type TradeRecord } from '../api/trade';
import { AttachmentsGallery } from '../components/detail/attachments-gallery';
import { ExecutionsTable } from '../components/detail/executions-table';
import { FailedUploads } from '../components/detail/failed-uploads';
import { FigureList } from '../components/detail/figure-list';
import { MarkdownText } from '@/components/markdown-text';
import { TradeActions, TradeNeighbours } from '../components/detail/trade-actions';
import { TradeLoadError, TradeNotFound, TradeSkeleton } from '../components/detail/trade-states';
import { TradeReview } from '../components/detail/trade-review';
import { useTradeLiveUpdates } from '../hooks/trade-live-updates';
import { figuresOfRecord } from '../lib/trade-figures';
import { formatPlain } from '../lib/log-format';

function TradeBody({ userId, trade }: { userId: string; trade: TradeRecord }) {
  const accounts = useQuery(accountLookupQuery(userId));
  const tags = useQuery(tagLookupQuery(userId));
  const strategies = useQuery(strategyLookupQuery(userId));
  const neighbours = useQuery(tradeNeighboursQuery(userId, trade.id, trade.opened_at));
  const account = accounts.data?.find((known) => known.id === trade.account_id);
  const figures = figuresOfRecord(trade);
  const currency = trade.currency ?? account?.currency ?? null;
  const levels = { stop: trade.stop_price !== null, target: trade.target_price !== null };
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <TradeActions userId={userId} trade={trade} />
          {/* The draw board lists the boards linked to this trade and makes new ones linked. */}
          <Button variant="outline" size="sm" asChild>
            <Link to={`/drawboard?trade=${trade.id}`}>
              <PenLine aria-hidden /> Draw boards
            </Link>
          </Button>
        </div>
        <TradeNeighbours previous={neighbours.data?.previous ?? null} next={neighbours.data?.next ?? null} />
      </div>
      <FailedUploads />
      {trade.archived_at !== null && (
        <p
          className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground"
          data-testid="archived-note"
        >
          Archived: left out of your statistics until you restore it.
        </p>
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <Card>
            <CardHeader className="pb-2">
              <CardTitle className="text-base">Figures</CardTitle>
            </CardHeader>
            <CardContent>
              <FigureList
                figures={figures}
                keys={TRADE_FIGURE_KEYS}
                currency={currency}
                levels={levels}
                idPrefix="figure"
                instrument={{ assetClass: trade.asset_class, symbol: trade.symbol }}
              />
              <dl className="mt-3 grid gap-1 text-xs text-muted-foreground sm:grid-cols-3">
                <div>
                  <dt className="inline">Stop </dt>
                  <dd className="inline tabular-nums">{formatPlain(trade.stop_price)}</dd>
                </div>
                <div>
                  <dt className="inline">Target </dt>
                  <dd className="inline tabular-nums">{formatPlain(trade.target_price)}</dd>
                </div>
                <div>
                  <dt className="inline">Multiplier </dt>
                  <dd className="inline tabular-nums">{formatPlain(trade.multiplier)}</dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <TradeReview
            trade={trade}
            accountName={account?.name ?? null}
            currency={currency}
            tags={tags.data ?? []}
            strategy={strategies.data?.find((known) => known.id === trade.strategy_id) ?? null}
          />
          <Card>
            <CardHeader className="pb-2">
              <CardTitle className="text-base">Notes</CardTitle>
            </CardHeader>
            <CardContent>
              {trade.notes ? (
                <MarkdownText text={trade.notes} data-testid="notes-rendered" />
              ) : (
                <p className="text-sm text-muted-foreground">No notes.</p>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">Executions</CardTitle>
        </CardHeader>
        <CardContent>
          <ExecutionsTable
            executions={trade.executions}
            instrument={{ assetClass: trade.asset_class, symbol: trade.symbol }}
            currency={currency}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">Screenshots</CardTitle>
        </CardHeader>
        <CardContent>
          <AttachmentsGallery userId={userId} tradeId={trade.id} attachments={trade.attachments} />
        </CardContent>
      </Card>
    </div>
  );
}

function titleOf(trade: TradeRecord | null | undefined): string {
  if (!trade) return 'Trade';
  const direction = trade.side === 'long' ? 'Long' : 'Short';
  return `${trade.symbol} · ${direction}`;
}

export function TradeDetailPage() {
  const { user } = useAuth();
  // The figures below follow the trader's formats and privacy mode: a change renders them again.
  useFormat();
  const { id = '' } = useParams();
  const userId = user?.id ?? null;
  const trade = useQuery({ ...tradeQuery(userId ?? '', id), enabled: userId !== null });
  useTradeLiveUpdates(userId, id);
  let body;
  if (!userId || trade.isPending) body = <TradeSkeleton />;
  else if (trade.isError) body = <TradeLoadError error={trade.error} onRetry={() => void trade.refetch()} />;
  else if (trade.data === null) body = <TradeNotFound />;
  else body = <TradeBody userId={userId} trade={trade.data} />;
  return (
    <PageFrame
      title={titleOf(trade.data)}
      description="One trade in full: fills, profit and loss, R-multiple, holding time, tags and notes."
    >
      {body}
    </PageFrame>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/format';
import type { ImportWorker } from '../api/worker-client';
import { previewPageKey } from '../lib/preview-session';
import type { PreviewRowError, PreviewTrade } from '../worker/import-api';

export const PREVIEW_PAGE = 50;

/** One page of rows the worker holds, asked for when shown. */
function usePage<T>(
  worker: ImportWorker | null,
  session: number,
  rows: 'trades' | 'errors',
  load: (offset: number) => Promise<T[]>,
  page: number,
) {
  return useQuery({
    queryKey: previewPageKey(session, rows, page),
    queryFn: () => load(page * PREVIEW_PAGE),
    enabled: worker !== null,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
}

function Pager({
  page,
  total,
  onPage,
  label,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const format = useFormat();
  const pages = Math.max(1, Math.ceil(total / PREVIEW_PAGE));
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-end gap-2 text-sm" aria-label={`Pages of ${label}`}>
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="tabular-nums text-muted-foreground">
        Page {format.count(page + 1)} of {format.count(pages)}
      </span>
      <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

function TableSkeleton() {
  return (
    <div className="grid gap-2" aria-busy aria-label="Loading rows">
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-full" />
    </div>
  );
}

const th = 'px-2 py-1.5 font-medium whitespace-nowrap';
const num = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap';

/** What the row holds in the column at fault: quoted, so a blank or a stray space shows. */
function CellValue({ value }: { value: string | undefined }) {
  if (value === undefined) return <span className="text-muted-foreground">—</span>;
  if (value === '') return <span className="text-muted-foreground italic">empty</span>;
  return <span className="font-mono text-xs">“{value}”</span>;
}

/** The file's rows that could not be read: line, column, what it holds there and what was expected. */
export function RowErrorsTable({
  worker,
  session,
  total,
}: {
  worker: ImportWorker | null;
  session: number;
  total: number;
}) {
  const [page, setPage] = useState(0);
  const rows = usePage<PreviewRowError>(
    worker,
    session,
    'errors',
    (offset) => worker?.call((remote) => remote.rowErrors(offset, PREVIEW_PAGE)) ?? Promise.resolve([]),
    page,
  );
  return (
    <div className="grid gap-2">
      {rows.isPending ? (
        <TableSkeleton />
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm" data-testid="import-row-errors">
            <caption className="sr-only">Rows that could not be read</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className={`${th} text-right`}>
                  Line
                </th>
                <th scope="col" className={th}>
                  Column
                </th>
                <th scope="col" className={th}>
                  Value
                </th>
                <th scope="col" className={th}>
                  What was expected
                </th>
                <th scope="col" className={th}>
                  File
                </th>
              </tr>
            </thead>
            <tbody>
              {(rows.data ?? []).map((error, index) => (
                <tr key={`${error.fileName}-${error.line}-${index}`} className="border-t align-top">
                  <td className={num}>{error.line}</td>
                  <td className="px-2 py-1.5">{error.column ?? '—'}</td>
                  <td
                    className="max-w-48 min-w-16 px-2 py-1.5 [overflow-wrap:anywhere]"
                    data-testid="import-row-error-value"
                  >
                    <CellValue value={error.value} />
                  </td>
                  <td className="px-2 py-1.5">
                    {error.message}{' '}
                    <span className="whitespace-nowrap text-muted-foreground">({error.code})</span>
                  </td>
                  <td className="max-w-40 truncate px-2 py-1.5 text-muted-foreground">{error.fileName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} total={total} onPage={setPage} label="row errors" />
    </div>
  );
}

/** The trades as they will be stored, with their figures. */
export function TradesTable({
  worker,
  session,
  total,
}: {
  worker: ImportWorker | null;
  session: number;
  total: number;
}) {
  const [page, setPage] = useState(0);
  const format = useFormat();
  const rows = usePage<PreviewTrade>(
    worker,
    session,
    'trades',
    (offset) => worker?.call((remote) => remote.trades(offset, PREVIEW_PAGE)) ?? Promise.resolve([]),
    page,
  );
  const price = (value: number | null) =>
    value === null ? '—' : format.number(value, { decimals: 2, maxDecimals: 8 });
  return (
    <div className="grid gap-2">
      {rows.isPending ? (
        <TableSkeleton />
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm" data-testid="import-trades">
            <caption className="sr-only">Trades the import writes</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className={th}>
                  Symbol
                </th>
                <th scope="col" className={th}>
                  Side
                </th>
                <th scope="col" className={th}>
                  Opened
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Quantity
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Entry
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Exit
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Net P&amp;L
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Fills
                </th>
              </tr>
            </thead>
            <tbody>
              {(rows.data ?? []).map((trade) => (
                <tr key={trade.index} className="border-t" data-testid="import-trade-row">
                  <td className="px-2 py-1.5 font-medium whitespace-nowrap">
                    {trade.symbol}
                    {trade.extends && (
                      <span className="ml-1.5 text-xs font-normal text-muted-foreground">
                        extends an open trade
                      </span>
                    )}
                  </td>
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    {trade.direction === 'long' ? 'Long' : 'Short'}
                    {trade.status === 'open' ? ', open' : ''}
                  </td>
                  <td className="px-2 py-1.5 whitespace-nowrap tabular-nums">
                    {format.dateTime(trade.openedAt)}
                  </td>
                  <td className={num}>{format.number(trade.quantity, { decimals: 0, maxDecimals: 8 })}</td>
                  <td className={num}>{price(trade.avgEntryPrice)}</td>
                  <td className={num}>{price(trade.avgExitPrice)}</td>
                  <td className={num}>
                    {trade.netPnl === null
                      ? 'Open'
                      : `${trade.netPnl > 0 ? 'Gain ' : trade.netPnl < 0 ? 'Loss ' : ''}${format.money(
                          trade.netPnl,
                          {
                            signed: true,
                            ...(trade.currency ? { currency: trade.currency } : {}),
                          },
                        )}`}
                    {trade.scheduledFills > 0 && (
                      <span
                        className="block text-xs whitespace-nowrap text-muted-foreground"
                        data-testid="import-schedule-fees"
                      >
                        {format.money(trade.costs, trade.currency ? { currency: trade.currency } : {})} fees
                        from your schedule
                      </span>
                    )}
                  </td>
                  <td className={num}>
                    {trade.newFills === trade.fills
                      ? format.count(trade.fills)
                      : `${format.count(trade.newFills)} new of ${format.count(trade.fills)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} total={total} onPage={setPage} label="trades" />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { NotebookPenIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth-context';
import { tradesListQuery } from '../api/trades';
import { TradesTable } from '../components/trades-table';

function NewTradeButton() {
  return (
    <Button asChild>
      <Link to="/trades/new">
        <PlusIcon aria-hidden />
        New trade
      </Link>
    </Button>
  );
}

export function TradesPage() {
  const { user } = useAuth();
  const trades = useQuery({ ...tradesListQuery(user?.id ?? ''), enabled: user !== null });
  return (
    <PageFrame
      title="Trades"
      description="Every trade in your journal, with filters, sorting and totals."
      actions={<NewTradeButton />}
    >
      {trades.isPending ? (
        <div className="grid gap-2" aria-label="Loading trades">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : trades.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Your trades could not be loaded</AlertTitle>
          <AlertDescription>{trades.error.message}</AlertDescription>
        </Alert>
      ) : trades.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
          <NotebookPenIcon aria-hidden className="size-8 text-muted-foreground" />
          <h2 className="text-lg font-semibold">No trades yet</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Record your first trade, or plan one with the position size calculator and start it from there.
          </p>
          <NewTradeButton />
        </div>
      ) : (
        <TradesTable trades={trades.data} />
      )}
    </PageFrame>
  );
}

import { ArchiveIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Button } from '@/components/ui/button';
import { ImportButton } from '@/features/import';
import { TradeLogView } from '../components/log/trade-log-view';
import { NewTradeButton } from '../components/log/log-states';

export function TradesPage() {
  return (
    <PageFrame
      title="Trades"
      description="Every trade in your journal, with filters, sorting and totals. Keys: j / k move, Enter opens, x selects, n new trade, / search."
      actions={
        <>
          <Button asChild variant="ghost">
            <Link to="/trades/archived">
              <ArchiveIcon aria-hidden />
              Archived
            </Link>
          </Button>
          <ImportButton size="default" />
          <NewTradeButton />
        </>
      }
    >
      <TradeLogView archived={false} />
    </PageFrame>
  );
}

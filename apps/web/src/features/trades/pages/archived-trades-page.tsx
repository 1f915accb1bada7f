import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Button } from '@/components/ui/button';
import { TradeLogView } from '../components/log/trade-log-view';

export function ArchivedTradesPage() {
  return (
    <PageFrame
      title="Archived trades"
      description="Trades you archived: out of the log and its totals, never deleted. Restore them, or delete them to the Trash for 30 days."
      actions={
        <Button asChild variant="ghost">
          <Link to="/trades">
            <ArrowLeftIcon aria-hidden />
            Trade log
          </Link>
        </Button>
      }
    >
      <TradeLogView archived />
    </PageFrame>
  );
}

import { NotebookPenIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { newTradeUrl, type TradePrefill } from '../lib/trade-prefill';

/** Opens the new-trade form with the calculator's values filled in. */
export function StartTradeButton({
  prefill,
  disabled = false,
}: {
  prefill: TradePrefill;
  disabled?: boolean;
}) {
  if (disabled) {
    return (
      <Button disabled>
        <NotebookPenIcon aria-hidden />
        Start a trade from this
      </Button>
    );
  }
  return (
    <Button asChild>
      <Link to={newTradeUrl(prefill)}>
        <NotebookPenIcon aria-hidden />
        Start a trade from this
      </Link>
    </Button>
  );
}

import { InfoIcon } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Trades without a stop have no R multiple: told where R is shown, with how to fix it, so a total
 * in R is never read as covering trades it leaves out.
 */
export function RUnavailable({ withoutR, total }: { withoutR: number; total: number }) {
  const all = withoutR >= total;
  return (
    <div
      role="note"
      data-testid="r-unavailable"
      className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
    >
      <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <p>
        <span className="font-medium">{all ? 'R unavailable' : 'R partly unavailable'}: </span>
        {all
          ? 'none of these trades has a stop (initial risk), so no R multiple can be told. '
          : `${withoutR} of ${total} trades have no stop (initial risk) and are left out of the figures in R. `}
        Set the stop on a trade (its page, Edit) to count it in R.{' '}
        <Link to="/trades" className="underline underline-offset-2">
          Open the trade log
        </Link>
      </p>
    </div>
  );
}

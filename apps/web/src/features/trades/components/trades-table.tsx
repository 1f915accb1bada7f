import type { TradeListRow } from '../api/trades';

const openedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

// Exact decimals from the database, grouped for reading without passing through a double.
function grouped(plain: string | null): string {
  if (plain === null) return '—';
  const [whole = '', fraction] = plain.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

const COLUMNS = [
  { label: 'Opened', numeric: false },
  { label: 'Symbol', numeric: false },
  { label: 'Instrument', numeric: false },
  { label: 'Side', numeric: false },
  { label: 'Status', numeric: false },
  { label: 'Entry', numeric: true },
  { label: 'Exit', numeric: true },
  { label: 'Quantity', numeric: true },
] as const;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The user's trades, latest first; scrolls sideways inside itself on a phone. */
export function TradesTable({ trades }: { trades: TradeListRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[40rem] text-sm" aria-label="Trades">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            {COLUMNS.map(({ label, numeric }) => (
              <th
                key={label}
                scope="col"
                className={numeric ? 'px-3 py-2 text-right font-medium' : 'px-3 py-2 font-medium'}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trades.map((trade) => (
            <tr key={trade.id} className="border-t" data-testid="trade-row">
              <td className="px-3 py-2 whitespace-nowrap">
                {trade.opened_at ? openedFormat.format(new Date(trade.opened_at)) : 'Not opened'}
              </td>
              <td className="px-3 py-2 font-medium">{trade.symbol}</td>
              <td className="px-3 py-2">{capital(trade.instrument)}</td>
              <td className="px-3 py-2">{capital(trade.side)}</td>
              <td className="px-3 py-2">{capital(trade.status)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{grouped(trade.entry)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{grouped(trade.exit)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{grouped(trade.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FxRateRow } from '../../api/fx-rates';
import { pairLabel } from '../../lib/fx-rates-form';

const SOURCE_LABELS: Readonly<Record<FxRateRow['source'], string>> = {
  typed: 'Typed',
  price_data: 'Price data',
};

/** The trader's rates by pair, latest day first, each with the way it was entered. */
export function FxRatesList({
  rows,
  deleting,
  onDelete,
}: {
  rows: readonly FxRateRow[];
  /** The rate being deleted, whose button waits. */
  deleting: string | null;
  onDelete: (row: FxRateRow) => void;
}) {
  return (
    <div className="relative max-h-72 overflow-auto rounded-lg border">
      <table className="w-full text-sm" aria-label="Exchange rates">
        <thead className="sticky top-0 bg-muted text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-2 font-medium">
              Pair
            </th>
            <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
              Date
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Rate
            </th>
            <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
              Source
            </th>
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const subject = `the ${pairLabel(row.pair)} rate of ${row.day}`;
            return (
              <tr key={row.id} className="border-t" data-testid="fx-rate-row">
                <th scope="row" className="px-2 py-2 text-left font-medium whitespace-nowrap">
                  {pairLabel(row.pair)}
                  {/* On a phone the date sits under the pair, so the rate and its button fit. */}
                  <span className="block text-xs font-normal text-muted-foreground tabular-nums sm:hidden">
                    {row.day}
                  </span>
                </th>
                <td className="hidden px-2 py-2 whitespace-nowrap tabular-nums sm:table-cell">
                  <time dateTime={row.day}>{row.day}</time>
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">{row.rate}</td>
                <td className="hidden px-2 py-2 text-muted-foreground sm:table-cell">
                  {SOURCE_LABELS[row.source]}
                </td>
                <td className="px-2 py-1 text-right">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    title="Delete"
                    disabled={deleting === row.id}
                    onClick={() => onDelete(row)}
                  >
                    <Trash2Icon aria-hidden />
                    <span className="sr-only">Delete {subject}</span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

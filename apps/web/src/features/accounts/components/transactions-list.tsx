import { TRANSACTION_KIND_LABELS, accountPnlText } from '@edgelog/core';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TransactionRow } from '../api/transactions';
import { formatWhen } from '../lib/local-time';

/** An account's transactions, latest first, each with its signed effect on the balance. */
export function TransactionsList({
  rows,
  currency,
  onEdit,
  onDelete,
}: {
  rows: TransactionRow[];
  currency: string;
  onEdit: (row: TransactionRow) => void;
  onDelete: (row: TransactionRow) => void;
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[32rem] text-sm" aria-label="Transactions">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              When
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Kind
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Amount ({currency})
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Note
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const label = TRANSACTION_KIND_LABELS[row.kind];
            const when = formatWhen(row.occurred_at);
            return (
              <tr key={row.id} className="border-t" data-testid="transaction-row">
                <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                  <time dateTime={row.occurred_at}>{when}</time>
                </th>
                <td className="px-3 py-2">{label}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {accountPnlText(row.amount)}
                </td>
                <td
                  className="max-w-48 truncate px-3 py-2 text-muted-foreground"
                  title={row.note ?? undefined}
                >
                  {row.note ?? '—'}
                </td>
                <td className="px-3 py-1">
                  <div className="flex justify-end gap-1">
                    <Button variant="ghost" size="sm" onClick={() => onEdit(row)}>
                      <PencilIcon aria-hidden />
                      Edit
                      <span className="sr-only">
                        {' '}
                        the {label.toLowerCase()} of {when}
                      </span>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => onDelete(row)}>
                      <Trash2Icon aria-hidden />
                      Delete
                      <span className="sr-only">
                        {' '}
                        the {label.toLowerCase()} of {when}
                      </span>
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

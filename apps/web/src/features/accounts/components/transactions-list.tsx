import { TRANSACTION_KIND_LABELS } from '@edgelog/core';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { RowAction } from './row-action';
import type { TransactionRow } from '../api/transactions';
import { formatDayAndTime, formatWhen } from '../lib/local-time';
import { MaskedText, useFormat } from '@/lib/format';
import { signedMoneyText } from '../lib/money-text';

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
  const format = useFormat();
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[16rem] text-sm" aria-label="Transactions">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-2 font-medium">
              Transaction
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Amount ({currency})
            </th>
            <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
              Note
            </th>
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const label = TRANSACTION_KIND_LABELS[row.kind];
            const when = formatWhen(row.occurred_at);
            const at = formatDayAndTime(row.occurred_at);
            const subject = `the ${label.toLowerCase()} of ${when}`;
            return (
              <tr key={row.id} className="border-t" data-testid="transaction-row">
                <th scope="row" className="px-2 py-2 text-left font-normal">
                  <span className="block font-medium">{label}</span>
                  <time dateTime={row.occurred_at} className="block text-xs text-muted-foreground">
                    <span className="whitespace-nowrap">{at.day}</span>,{' '}
                    <span className="whitespace-nowrap">{at.time}</span>
                  </time>
                </th>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                  <MaskedText text={signedMoneyText(format, row.amount, currency)} />
                </td>
                <td
                  className="hidden max-w-48 truncate px-2 py-2 text-muted-foreground sm:table-cell"
                  title={row.note ?? undefined}
                >
                  {row.note ?? '—'}
                </td>
                <td className="px-2 py-1">
                  <div className="flex justify-end gap-0.5">
                    <RowAction label="Edit" subject={subject} onClick={() => onEdit(row)}>
                      <PencilIcon aria-hidden />
                    </RowAction>
                    <RowAction label="Delete" subject={subject} onClick={() => onDelete(row)}>
                      <Trash2Icon aria-hidden />
                    </RowAction>
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

import { useId } from 'react';
import { useFormat } from '@/lib/format';
import { counted } from '../lib/counted';
import type { CashSummary } from '../worker/import-api';

const th = 'px-2 py-1.5 font-medium whitespace-nowrap';

/** The statement's deposits and withdrawals: how many are new, their net, and which are already in. */
export function CashPreview({ cash }: { cash: CashSummary }) {
  const id = useId();
  const format = useFormat();
  const net = Number(cash.total);
  const hidden = cash.count + cash.duplicates - cash.rows.length;
  return (
    <section className="grid gap-2" aria-labelledby={`${id}-cash`} data-testid="import-cash">
      <h3 id={`${id}-cash`} className="text-base font-semibold">
        {cash.count === 0
          ? 'No new deposit or withdrawal'
          : counted(format, cash.count, 'deposit or withdrawal', 'deposits and withdrawals')}
        {cash.count > 0 && (
          <span className="font-normal text-muted-foreground">
            {' '}
            (net {net > 0 ? 'in ' : net < 0 ? 'out ' : ''}
            <span className="tabular-nums" data-testid="import-cash-total">
              {format.money(cash.total, { signed: true, currency: cash.currency })}
            </span>
            )
          </span>
        )}
      </h3>
      <p className="text-sm text-muted-foreground">
        Added to the account’s transactions with the import, and undone with it.
        {cash.duplicates > 0 &&
          ` ${counted(format, cash.duplicates, 'row is', 'rows are')} already in the account and left out.`}
      </p>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm" data-testid="import-cash-rows">
          <caption className="sr-only">Deposits and withdrawals in the files</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className={th}>
                Date
              </th>
              <th scope="col" className={th}>
                Kind
              </th>
              <th scope="col" className={`${th} text-right`}>
                Amount
              </th>
              <th scope="col" className={th}>
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {cash.rows.map((row, index) => (
              <tr
                key={`${row.line}-${index}`}
                className="border-t"
                data-testid="import-cash-row"
                data-duplicate={row.duplicate}
              >
                <td className="px-2 py-1.5 whitespace-nowrap tabular-nums">{format.dateTime(row.time)}</td>
                <td className="px-2 py-1.5">{row.kind === 'deposit' ? 'Deposit' : 'Withdrawal'}</td>
                <td className="px-2 py-1.5 text-right whitespace-nowrap tabular-nums">
                  {format.money(row.kind === 'withdrawal' ? `-${row.amount}` : row.amount, {
                    signed: true,
                    currency: row.currency,
                  })}
                </td>
                <td className="px-2 py-1.5 whitespace-nowrap text-muted-foreground">
                  {row.duplicate ? 'Already imported' : 'New'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hidden > 0 && (
        <p className="text-xs text-muted-foreground">
          and {counted(format, hidden, 'more row', 'more rows')}.
        </p>
      )}
    </section>
  );
}

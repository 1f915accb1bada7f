import {
  exactToText,
  readDecimalText,
  runningPositions,
  type FillColumn,
  type PositionFill,
} from '@edgelog/core';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { localInputToIso } from '../../lib/local-datetime';
import type { TradeFormState } from './use-trade-form';

const COLUMNS: { column: FillColumn; label: string; numeric: boolean }[] = [
  { column: 'time', label: 'Time', numeric: false },
  { column: 'side', label: 'Side', numeric: false },
  { column: 'quantity', label: 'Quantity', numeric: true },
  { column: 'price', label: 'Price', numeric: true },
  { column: 'commission', label: 'Commission', numeric: true },
  { column: 'fees', label: 'Fees', numeric: true },
];

const grouped = (plain: string) => {
  const [whole = '', fraction] = plain.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
};

/** The position after each row that holds together, keyed by row; in time order, not typing order. */
function usePositions(form: TradeFormState) {
  const { fills } = form.values;
  return useMemo(() => {
    const usable: (PositionFill & { key: string })[] = [];
    for (const row of fills) {
      const iso = localInputToIso(row.time);
      const quantity = readDecimalText(row.quantity);
      const price = readDecimalText(row.price);
      if (iso === null || !quantity.ok || !price.ok || quantity.value === null || price.value === null)
        continue;
      if (Number(quantity.value) <= 0 || (row.side !== 'buy' && row.side !== 'sell')) continue;
      usable.push({
        key: row.key,
        at: Date.parse(iso),
        side: row.side,
        quantity: quantity.value,
        price: price.value,
      });
    }
    const byKey = new Map<
      string,
      { position: string; average: string | null; crossed: boolean; flat: boolean }
    >();
    for (const step of runningPositions(usable)) {
      const row = usable[step.index];
      if (!row) continue;
      byKey.set(row.key, {
        position: exactToText(step.position, 8),
        average: step.averagePrice === null ? null : exactToText(step.averagePrice, 8),
        crossed: step.crossed,
        flat: step.flatBeforeEnd,
      });
    }
    return byKey;
  }, [fills]);
}

/**
 * The executions editor: one row per fill, every cell a labelled input. Enter in a cell moves to
 * the same cell of the next row, and on the last row adds a fill; the running position after each
 * fill shows whether the trade is still open and where it crosses zero.
 */
export function ExecutionsEditor({ form }: { form: TradeFormState }) {
  const { values, setFill, addFill, removeFill, issueOf } = form;
  const positions = usePositions(form);
  const table = useRef<HTMLTableElement>(null);
  const [focusNext, setFocusNext] = useState<{ key: string; column: FillColumn } | null>(null);

  useEffect(() => {
    if (!focusNext) return;
    const cell = table.current?.querySelector<HTMLElement>(
      `[data-row="${focusNext.key}"] [data-column="${focusNext.column}"]`,
    );
    cell?.focus();
    setFocusNext(null);
  }, [focusNext, values.fills]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number, column: FillColumn) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const next = values.fills[index + 1];
    if (next) setFocusNext({ key: next.key, column });
    else setFocusNext({ key: addFill(), column: 'quantity' });
  };

  const cellIssues = values.fills.flatMap((_, index) =>
    COLUMNS.map(({ column, label }) => {
      const issue = issueOf(`fills.${index}.${column}`);
      return issue ? { index, label, issue } : null;
    }).filter((item) => item !== null),
  );
  const gridIssue = issueOf('fills');

  return (
    <div role="group" aria-label="Executions" className="grid grid-cols-1 gap-3">
      {/* The grid's layout follows the width it is given (the figures panel beside it takes a third of
          a laptop screen): a table where every column fits, else each fill as labelled cells on two
          lines, so Side, Fees and the position are never squeezed or scrolled out of view. */}
      <div className="@container rounded-md border">
        <table ref={table} className="block w-full text-sm @4xl:table" aria-label="Fills">
          <thead className="hidden bg-muted/50 text-xs text-muted-foreground @4xl:table-header-group">
            <tr>
              <th scope="col" className="w-8 px-2 py-2 text-left font-medium">
                #
              </th>
              {COLUMNS.map(({ column, label, numeric }) => (
                <th
                  key={column}
                  scope="col"
                  className={cn('px-1.5 py-2 font-medium', numeric ? 'text-right' : 'text-left')}
                >
                  {label}
                </th>
              ))}
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Position after
              </th>
              <th scope="col" className="w-10 px-1 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="block @4xl:table-row-group">
            {values.fills.map((row, index) => {
              const step = positions.get(row.key);
              const n = index + 1;
              const invalid = (column: FillColumn) =>
                issueOf(`fills.${index}.${column}`) ? true : undefined;
              return (
                <tr
                  key={row.key}
                  data-row={row.key}
                  data-testid="fill-row"
                  className="grid grid-cols-2 gap-x-2 gap-y-1 border-t p-2 align-top first:border-t-0 @lg:grid-cols-4 @4xl:table-row @4xl:border-t @4xl:p-0 @4xl:first:border-t"
                >
                  <td className="self-center px-1 py-1 text-sm font-medium text-muted-foreground tabular-nums @max-4xl:order-[-2] @lg:col-span-3 @4xl:table-cell @4xl:px-2 @4xl:font-normal">
                    <span className="@4xl:hidden">Fill </span>
                    {n}
                  </td>
                  <td className="col-span-2 px-1 py-1 @4xl:table-cell">
                    <span className="text-xs text-muted-foreground @4xl:hidden">Time</span>
                    <Input
                      type="datetime-local"
                      step="1"
                      aria-label={`Fill ${n} time`}
                      aria-invalid={invalid('time')}
                      data-column="time"
                      value={row.time}
                      onChange={(event) => setFill(index, 'time', event.target.value)}
                      onKeyDown={(event) => onKeyDown(event, index, 'time')}
                      className="@4xl:min-w-48"
                    />
                  </td>
                  <td className="px-1 py-1 @4xl:table-cell">
                    <span className="text-xs text-muted-foreground @4xl:hidden">Side</span>
                    <NativeSelect
                      aria-label={`Fill ${n} side`}
                      aria-invalid={invalid('side')}
                      data-column="side"
                      value={row.side}
                      onChange={(event) => setFill(index, 'side', event.target.value)}
                      onKeyDown={(event) => onKeyDown(event, index, 'side')}
                      className="min-w-22"
                    >
                      <option value="buy">Buy</option>
                      <option value="sell">Sell</option>
                    </NativeSelect>
                  </td>
                  {(['quantity', 'price', 'commission', 'fees'] as const).map((column) => (
                    <td key={column} className="px-1 py-1 @4xl:table-cell">
                      <span className="text-xs text-muted-foreground capitalize @4xl:hidden">{column}</span>
                      <Input
                        aria-label={`Fill ${n} ${column}`}
                        aria-invalid={invalid(column)}
                        data-column={column}
                        inputMode="decimal"
                        autoComplete="off"
                        value={row[column]}
                        placeholder={column === 'commission' || column === 'fees' ? '0' : undefined}
                        onChange={(event) => setFill(index, column, event.target.value)}
                        onKeyDown={(event) => onKeyDown(event, index, column)}
                        className="text-right tabular-nums @4xl:min-w-24"
                      />
                    </td>
                  ))}
                  <td
                    className="col-span-2 px-1 py-1 text-right whitespace-nowrap tabular-nums @lg:col-span-1 @4xl:table-cell @4xl:px-2 @4xl:py-1.5"
                    data-testid="fill-position"
                  >
                    <span className="block text-left text-xs text-muted-foreground @4xl:hidden">
                      Position after
                    </span>
                    {step ? (
                      <span className="flex flex-col items-end">
                        <span>
                          {step.position === '0'
                            ? 'Flat'
                            : `${step.position.startsWith('-') ? 'Short' : 'Long'} ${grouped(step.position.replace('-', ''))}`}
                        </span>
                        {step.average && (
                          <span className="text-xs text-muted-foreground">avg {grouped(step.average)}</span>
                        )}
                        {(step.crossed || step.flat) && (
                          <span className="text-xs font-medium text-amber-700 dark:text-amber-400">
                            {step.crossed
                              ? 'Crosses zero: a new trade'
                              : 'Flat: later fills start a new trade'}
                          </span>
                        )}
                      </span>
                    ) : (
                      <span className="text-muted-foreground">—</span>
                    )}
                  </td>
                  <td className="px-1 py-1 text-right @max-4xl:order-[-1] @4xl:table-cell">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove fill ${n}`}
                      onClick={() => removeFill(index)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setFocusNext({ key: addFill(), column: 'time' })}
        >
          <PlusIcon aria-hidden />
          Add fill
        </Button>
        <p className="text-xs text-muted-foreground">
          Enter moves down a row; on the last row it adds a fill.
        </p>
      </div>
      {(cellIssues.length > 0 || gridIssue) && (
        <ul className="grid gap-1 text-xs text-destructive" data-testid="fills-errors" aria-live="polite">
          {gridIssue && (
            <li data-testid="field-error">
              {gridIssue.message} ({gridIssue.code})
            </li>
          )}
          {cellIssues.map(({ index, label, issue }) => (
            <li key={`${index}-${label}`} data-testid="field-error" data-cell={`${index + 1}-${label}`}>
              Fill {index + 1}, {label.toLowerCase()}: {issue.message} ({issue.code})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { COMPARE_FIELDS, difference, sideValue, type CompareRow } from '../../lib/reports-compare';
import { MetricValue } from '../metrics/metric-value';
import { MINUS, formatCount, rawValue } from '../../lib/format';

/** More or fewer trades: neither a gain nor a loss, so a sign and no colour. */
function CountChange({ value }: { value: number | null }) {
  const text =
    value === null
      ? '—'
      : value > 0
        ? `+${formatCount(value)}`
        : value < 0
          ? `${MINUS}${formatCount(-value)}`
          : '0';
  return (
    <span data-metric="tradeCount" data-value={rawValue(value)} data-numeric className="tabular-nums">
      {text}
    </span>
  );
}

function CompareLine({
  row,
  currency,
  total = false,
}: {
  row: CompareRow;
  currency: string;
  total?: boolean;
}) {
  return (
    <tr
      data-key={total ? undefined : row.key}
      data-total={total || undefined}
      className="border-b last:border-b-0 print:break-inside-avoid"
    >
      <th scope="row" className="max-w-48 truncate px-2 py-1.5 text-left font-medium" title={row.label}>
        {row.label}
      </th>
      {COMPARE_FIELDS.map((field) => {
        const signed = field.id === 'netPnl' || field.id === 'expectancy';
        return [
          <td key={`${field.id}-l`} className="border-l px-2 py-1.5 text-right" data-side="left">
            <MetricValue
              value={sideValue(row.left, field.id)}
              kind={field.kind}
              currency={currency}
              signed={signed}
              metric={field.id}
            />
          </td>,
          <td key={`${field.id}-r`} className="px-2 py-1.5 text-right" data-side="right">
            <MetricValue
              value={sideValue(row.right, field.id)}
              kind={field.kind}
              currency={currency}
              signed={signed}
              metric={field.id}
            />
          </td>,
          <td key={`${field.id}-d`} className="px-2 py-1.5 text-right" data-side="change">
            {field.kind === 'count' ? (
              <CountChange value={difference(row, field.id)} />
            ) : (
              <MetricValue
                value={difference(row, field.id)}
                kind={field.kind}
                currency={currency}
                signed
                metric={field.id}
              />
            )}
          </td>,
        ];
      })}
    </tr>
  );
}

/**
 * The same breakdown over two periods or filters: per figure, each side and the change from the
 * left to the right (win rates change in points), every change signed.
 */
export function CompareTable({
  keyHeader,
  names,
  rows,
  totals,
  currency,
}: {
  keyHeader: string;
  names: { left: string; right: string };
  rows: readonly CompareRow[];
  /** Every trade of each side, once (a trade with two tags is in two tag rows). */
  totals: CompareRow | null;
  currency: string;
}) {
  return (
    <div className="relative overflow-auto rounded-md border print:overflow-visible" data-compare-table>
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption className="sr-only">
          {keyHeader}: {names.left} compared with {names.right}
        </caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" rowSpan={2} className="px-2 py-2 text-left font-medium">
              {keyHeader}
            </th>
            {COMPARE_FIELDS.map((field) => (
              <th
                key={field.id}
                scope="colgroup"
                colSpan={3}
                className="border-l px-2 pt-2 text-center font-medium"
              >
                {field.header}
              </th>
            ))}
          </tr>
          <tr>
            {COMPARE_FIELDS.map((field) => [
              <th key={`${field.id}-l`} scope="col" className="border-l px-2 pb-2 text-right font-normal">
                {names.left}
              </th>,
              <th key={`${field.id}-r`} scope="col" className="px-2 pb-2 text-right font-normal">
                {names.right}
              </th>,
              <th key={`${field.id}-d`} scope="col" className="px-2 pb-2 text-right font-normal">
                Change
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CompareLine key={row.key} row={row} currency={currency} />
          ))}
        </tbody>
        {totals !== null && (
          <tfoot className="border-t-2 bg-muted/30 font-semibold">
            <CompareLine row={totals} currency={currency} total />
          </tfoot>
        )}
      </table>
    </div>
  );
}

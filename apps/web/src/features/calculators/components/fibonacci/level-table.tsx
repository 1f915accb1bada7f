import type { FibonacciLevel } from '@edgelog/core';
import { formatLevelPrice, levelLabel } from '../../lib/fibonacci';

/** One list of Fibonacci levels: the percentage and its price, figures right-aligned. */
export function LevelTable({
  title,
  levels,
  priceFormat,
  testId,
}: {
  title: string;
  levels: readonly FibonacciLevel[];
  priceFormat: string;
  testId: string;
}) {
  if (levels.length === 0) return null;
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <caption className="pb-1 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {title}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Level</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {levels.map((level) => (
          <tr key={level.level} data-level={level.level}>
            <th scope="row" className="py-1.5 text-left font-normal text-muted-foreground tabular-nums">
              {levelLabel(level.level)}
            </th>
            <td className="py-1.5 text-right font-medium tabular-nums">
              {formatLevelPrice(level.price, priceFormat)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

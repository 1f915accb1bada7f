import { FlaskConicalIcon } from 'lucide-react';
import { MaskedText, type Formatter } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { LogRow } from '../../api/trade-log';
import type { LogColumnId } from '../../lib/log-columns';
import { decimalSign } from '../../lib/log-decimal';
import {
  capitalised,
  formatHolding,
  formatInstant,
  formatMoney,
  formatPercent,
  formatPlain,
  formatPrice,
  formatR,
} from '../../lib/log-format';

export interface CellContext {
  zone: string;
  /** The trader's formats: a new one draws every row again in the new format. */
  format: Formatter;
  accountName: (id: string | null) => string;
  strategyName: (id: string | null) => string;
}

/** The colour of a signed figure given as decimal text: a gain, a loss, or none for zero or nothing. */
export const tone = (text: string | null) => {
  const sign = text === null ? 0 : decimalSign(text);
  return sign > 0 ? 'text-success' : sign < 0 ? 'text-destructive' : '';
};

/** The mark on a trade of the sample journal, beside its symbol in the table and on a card. */
export function SampleBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 rounded bg-muted px-1 text-[0.65rem] font-normal text-muted-foreground',
        className,
      )}
    >
      <FlaskConicalIcon aria-hidden className="size-3" />
      Sample
    </span>
  );
}

const RESULT_LABEL: Record<string, string> = { win: 'Win', loss: 'Loss', breakeven: 'BE' };

const RESULT_MARK: Record<string, string> = { win: '▲', loss: '▼', breakeven: '–' };

/** Win / Loss / BE in words with a mark: never colour alone. Text marks: thousands of rows scroll by. */
function ResultBadge({ result }: { result: string | null }) {
  if (result === null) return <span className="text-muted-foreground">—</span>;
  const colour =
    result === 'win' ? 'text-success' : result === 'loss' ? 'text-destructive' : 'text-muted-foreground';
  return (
    <span className={`inline-flex items-center gap-1 font-medium ${colour}`}>
      <span aria-hidden className="text-[0.6rem]">
        {RESULT_MARK[result] ?? ''}
      </span>
      {RESULT_LABEL[result] ?? result}
    </span>
  );
}

/** What one column shows for one trade. */
export function logCell(id: LogColumnId, row: LogRow, context: CellContext) {
  switch (id) {
    case 'opened':
      return row.opened_at === null ? (
        <span className="text-muted-foreground">Not opened</span>
      ) : (
        formatInstant(row.opened_at, context.zone)
      );
    case 'closed':
      return formatInstant(row.closed_at, context.zone);
    case 'symbol':
      return row.symbol;
    case 'account':
      return context.accountName(row.account_id);
    case 'asset':
      return row.asset_class === null ? '—' : capitalised(row.asset_class);
    case 'side':
      return capitalised(row.side);
    case 'status':
      return capitalised(row.status);
    case 'quantity':
      return formatPlain(row.quantity);
    case 'entry':
      return formatPrice(row.entry, row.asset_class, row.symbol);
    case 'exit':
      return formatPrice(row.exit, row.asset_class, row.symbol);
    case 'net':
      return (
        <span className={tone(row.net)}>
          <MaskedText text={formatMoney(row.net, row.currency)} />
        </span>
      );
    case 'gross':
      return (
        <span className={tone(row.gross)}>
          <MaskedText text={formatMoney(row.gross, row.currency)} />
        </span>
      );
    case 'costs':
      return <MaskedText text={formatMoney(row.costs, row.currency).replace('+', '')} />;
    case 'return':
      return <span className={tone(row.return)}>{formatPercent(row.return)}</span>;
    case 'r':
      return <span className={tone(row.r)}>{formatR(row.r)}</span>;
    case 'result':
      return <ResultBadge result={row.result} />;
    case 'holding':
      return formatHolding(row.holding);
    case 'strategy':
      return context.strategyName(row.strategy_id);
    case 'rating':
      return row.rating === null ? '—' : `${row.rating}/5`;
  }
}

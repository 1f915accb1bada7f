import {
  ArrowDownRightIcon,
  ArrowUpRightIcon,
  CheckIcon,
  CopyIcon,
  InfoIcon,
  MinusIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useCopy } from '../hooks/use-copy';
import { pnlLabel } from '../lib/format';

export interface ResultLine {
  /** Stable name: the row's test id is `result-<id>`. */
  id: string;
  label: string;
  value: string;
  /** Rows that belong together can be set apart from the ones before them. */
  section?: string;
}

export interface Headline extends ResultLine {
  /** A second line under the figure (the same size in other units, the rounding applied). */
  detail?: string;
  /** Marks the figure as a profit or a loss, in words and an arrow as well as colour. */
  pnl?: number | null;
}

export interface ResultState {
  missing: string | null;
  formError: string | null;
  fieldErrors: Readonly<Record<string, string>>;
}

function PnlTag({ value }: { value: number | null | undefined }) {
  const label = pnlLabel(value);
  const Icon = label === 'Profit' ? ArrowUpRightIcon : label === 'Loss' ? ArrowDownRightIcon : MinusIcon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium',
        label === 'Profit' && 'bg-success/15 text-success',
        label === 'Loss' && 'bg-destructive/10 text-destructive',
        label === 'Break-even' && 'bg-muted text-muted-foreground',
      )}
      data-testid="pnl-label"
    >
      <Icon aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}

export function ResultRow({ line }: { line: ResultLine }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5" data-testid={`result-${line.id}`}>
      <dt className="min-w-0 text-sm text-muted-foreground">{line.label}</dt>
      <dd className="text-right text-sm font-medium whitespace-nowrap tabular-nums">{line.value}</dd>
    </div>
  );
}

/** Plain text of the results, one "label: value" a line, for the clipboard. */
export function resultsText(
  title: string,
  headline: Headline | null,
  lines: readonly ResultLine[],
  warnings: readonly string[],
  extra: readonly string[] = [],
): string {
  const rows = [headline, ...lines].filter((line): line is ResultLine => line !== null);
  const text = [title, ...rows.map((line) => `${line.label}: ${line.value}`), ...extra];
  if (warnings.length > 0) text.push('', ...warnings.map((warning) => `Warning: ${warning}`));
  return text.join('\n');
}

/**
 * The result beside the form: the headline figure, the other figures as a list, warnings, and the
 * page's actions. Until the inputs can be computed it says what is missing or wrong instead.
 */
export function ResultPanel({
  title,
  state,
  headline,
  lines,
  warnings = [],
  copyExtra = [],
  actions,
  children,
}: {
  /** The calculator's name, heading the copied text. */
  title: string;
  state: ResultState;
  headline: Headline | null;
  lines: readonly ResultLine[];
  warnings?: readonly string[];
  copyExtra?: readonly string[];
  actions?: ReactNode;
  /** Extra content under the figures (a table of levels). */
  children?: ReactNode;
}) {
  const { copied, copy } = useCopy();
  const invalid = Object.keys(state.fieldErrors).length > 0;
  const ready = headline !== null && state.formError === null && state.missing === null && !invalid;
  return (
    <Card aria-labelledby="calculator-result-title">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle id="calculator-result-title" className="text-base">
          Result
        </CardTitle>
        <Button
          variant="outline"
          size="sm"
          disabled={!ready}
          onClick={() => void copy(resultsText(title, headline, lines, warnings, copyExtra))}
        >
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? 'Copied' : 'Copy results'}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* One short sentence for screen readers, not every figure on each keystroke. */}
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {ready && headline
            ? `${headline.label}: ${headline.value}`
            : (state.formError ?? (invalid ? 'Correct the field marked as invalid.' : state.missing))}
        </p>
        {state.formError && (
          <Alert variant="destructive" data-testid="form-error">
            <TriangleAlertIcon aria-hidden />
            <AlertDescription>{state.formError}</AlertDescription>
          </Alert>
        )}
        {invalid && (
          <p
            className="flex items-start gap-2 rounded-lg border border-destructive/40 px-4 py-3 text-sm text-destructive"
            data-testid="result-invalid"
          >
            <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            Correct the field marked in red to see the result.
          </p>
        )}
        {!invalid && !state.formError && state.missing && (
          <p
            className="flex items-start gap-2 rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground"
            data-testid="result-missing"
          >
            <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            {state.missing}
          </p>
        )}
        {ready && headline && (
          <>
            <div
              className="flex flex-col gap-1 rounded-lg bg-muted/60 px-4 py-3"
              data-testid={`result-${headline.id}`}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm text-muted-foreground">{headline.label}</span>
                {headline.pnl !== undefined && <PnlTag value={headline.pnl} />}
              </div>
              <span
                className="text-right text-3xl font-semibold tracking-tight tabular-nums [overflow-wrap:anywhere]"
                data-testid="headline-value"
              >
                {headline.value}
              </span>
              {headline.detail && (
                <span className="text-right text-sm text-muted-foreground tabular-nums">
                  {headline.detail}
                </span>
              )}
            </div>
            {lines.length > 0 && (
              <dl className="divide-y">
                {lines.map((line) => (
                  <ResultRow key={line.id} line={line} />
                ))}
              </dl>
            )}
            {children}
            {warnings.length > 0 && (
              <ul className="flex flex-col gap-2" aria-label="Warnings">
                {warnings.map((warning) => (
                  <li key={warning}>
                    <Alert variant="warning" role="note" data-testid="calculator-warning">
                      <TriangleAlertIcon aria-hidden />
                      <AlertDescription className="text-foreground">{warning}</AlertDescription>
                    </Alert>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </CardContent>
    </Card>
  );
}

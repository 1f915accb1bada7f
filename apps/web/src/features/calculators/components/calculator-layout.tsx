import { ArrowLeftIcon, RotateCcwIcon, SlidersHorizontalIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

// Enter in a field must never submit, reload or clear anything: results already follow every keystroke.
const ignoreSubmit = (event: FormEvent) => event.preventDefault();

/**
 * A calculator page: the inputs on the left (first on a phone), the result and the formula on the
 * right. Reset restores the defaults; nothing else on the page discards what was typed.
 */
export function CalculatorLayout({
  title,
  description,
  onReset,
  onUseMyDefaults,
  inputs,
  result,
  formula,
}: {
  title: string;
  description: string;
  onReset: () => void;
  onUseMyDefaults?: (() => void) | null | undefined;
  inputs: ReactNode;
  result: ReactNode;
  formula: ReactNode;
}) {
  return (
    <PageFrame
      title={title}
      description={description}
      actions={
        <Button asChild variant="ghost" size="sm">
          <Link to="/calculators">
            <ArrowLeftIcon aria-hidden />
            All calculators
          </Link>
        </Button>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card aria-labelledby="calculator-inputs-title">
          <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
            <CardTitle id="calculator-inputs-title" className="text-base">
              Inputs
            </CardTitle>
            <div className="flex flex-wrap items-center justify-end gap-1">
              {onUseMyDefaults ? (
                <Button variant="ghost" size="sm" onClick={onUseMyDefaults}>
                  <SlidersHorizontalIcon aria-hidden />
                  Use my defaults
                </Button>
              ) : (
                onUseMyDefaults === null && (
                  <Button asChild variant="link" size="sm" className="text-muted-foreground">
                    <Link to="/settings">Set your trading defaults</Link>
                  </Button>
                )
              )}
              <Button variant="ghost" size="sm" onClick={onReset}>
                <RotateCcwIcon aria-hidden />
                Reset to defaults
              </Button>
            </div>
          </CardHeader>
          <CardContent>
            <form
              noValidate
              onSubmit={ignoreSubmit}
              className="grid gap-4 sm:grid-cols-2"
              aria-label={`${title} inputs`}
            >
              {inputs}
            </form>
          </CardContent>
        </Card>
        <div className="flex min-w-0 flex-col gap-6">
          {result}
          {formula}
        </div>
      </div>
    </PageFrame>
  );
}

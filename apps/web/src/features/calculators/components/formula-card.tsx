import type { CalculatorInfo } from '@edgelog/core';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export interface FormulaItem {
  /** Names the calculation when a page shows more than one (volatility and ATR). */
  title?: string;
  info: CalculatorInfo;
}

// The descriptions name a few result fields by their code names; the page shows their row labels.
const ROW_NAMES: Record<string, string> = {
  rMultipleGross: '“R multiple before fees”',
  annualizedVolPopulation: '“Annualised, population deviation”',
};

function withRowNames(text: string): string {
  return text.replace(/\b(rMultipleGross|annualizedVolPopulation)\b/g, (name) => ROW_NAMES[name] ?? name);
}

/** The formula a result comes from, the convention it follows, and where other calculators differ. */
export function FormulaCard({ items }: { items: readonly FormulaItem[] }) {
  return (
    <Card aria-labelledby="calculator-formula-title">
      <CardHeader className="pb-3">
        <CardTitle id="calculator-formula-title" className="text-base">
          Formula and convention
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 text-sm">
        {items.map(({ title, info }) => (
          <section key={info.formula} className="flex flex-col gap-3" data-testid="formula">
            {title && <h3 className="font-medium">{title}</h3>}
            <p className="rounded-md bg-muted/60 px-3 py-2 font-mono text-xs leading-relaxed break-words">
              {info.formula}
            </p>
            <div className="flex flex-col gap-1">
              <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                Convention
              </h4>
              <p className="leading-relaxed">{withRowNames(info.convention)}</p>
            </div>
            {info.alternatives.length > 0 && (
              <div className="flex flex-col gap-1">
                <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  Where other calculators differ
                </h4>
                <ul className="list-disc space-y-1 pl-5 leading-relaxed text-muted-foreground">
                  {info.alternatives.map((alternative) => (
                    <li key={alternative}>{withRowNames(alternative)}</li>
                  ))}
                </ul>
              </div>
            )}
          </section>
        ))}
      </CardContent>
    </Card>
  );
}

import type { StatedFigure, SymbolSummaries, SymbolSummary } from '@edgelog/core';
import { AlertTriangleIcon } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import { counted, linesText } from '../lib/counted';

const th = 'px-2 py-1.5 font-medium whitespace-nowrap';
const num = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap align-top';
const differs = 'bg-warning/15 font-semibold';

const BASIS: Record<StatedFigure['basis'], string> = {
  gross: 'gross, before costs',
  net: 'net, after costs',
  either: 'gross or net (not said)',
};

function useMoney(currency: string | null) {
  const format = useFormat();
  return (value: number) => format.money(value, { signed: true, ...(currency ? { currency } : {}) });
}

function pnlTone(value: number): string {
  return value > 0 ? 'text-success' : value < 0 ? 'text-destructive' : '';
}

/** One figure the file states and what the fills give, both marked when they disagree. */
function FigureCells({ figures, currency }: { figures: readonly StatedFigure[]; currency: string | null }) {
  const money = useMoney(currency);
  if (figures.length === 0)
    return (
      <>
        <td className="px-2 py-1.5 text-center align-top whitespace-nowrap text-muted-foreground" colSpan={3}>
          The file states none
        </td>
      </>
    );
  return (
    <>
      <td className={num}>
        {figures.map((figure, index) => (
          <div
            key={index}
            className={cn('rounded px-1', !figure.agrees && differs)}
            data-testid="symbol-stated"
            data-differs={!figure.agrees}
          >
            {money(figure.stated)}
            <span className="block text-xs font-normal text-muted-foreground">{BASIS[figure.basis]}</span>
          </div>
        ))}
      </td>
      <td className={num}>
        {figures.map((figure, index) => (
          <div
            key={index}
            className={cn('rounded px-1', !figure.agrees && differs)}
            data-testid="symbol-derived"
            data-differs={!figure.agrees}
          >
            {money(figure.derived)}
            <span className="block text-xs font-normal text-muted-foreground">
              {figure.derivedBasis === 'gross' ? 'gross' : 'net'}
            </span>
          </div>
        ))}
      </td>
      <td className="px-2 py-1.5 align-top text-sm">
        {figures.map((figure, index) => (
          <div key={index} className="whitespace-nowrap" data-testid="symbol-check">
            {figure.agrees ? (
              <span className="text-muted-foreground">Agrees</span>
            ) : (
              <span className="font-medium">
                <AlertTriangleIcon aria-hidden className="mr-1 inline size-3.5 text-warning" />
                Differs by <span className="tabular-nums">{money(figure.difference)}</span>
              </span>
            )}
            <span className="block text-xs text-muted-foreground">
              {linesText(figure.lines)}
              {figure.accountRef ? ` · ${figure.accountRef}` : ''} · {figure.fileName}
            </span>
          </div>
        ))}
      </td>
    </>
  );
}

function SymbolRow({ row }: { row: SymbolSummary }) {
  const format = useFormat();
  const money = useMoney(row.currency);
  const trades = [
    row.tradesCreated > 0 ? `${format.count(row.tradesCreated)} new` : null,
    row.tradesExtended > 0 ? `${format.count(row.tradesExtended)} extended` : null,
  ].filter((part) => part !== null);
  return (
    <tr className="border-t" data-testid="symbol-row" data-symbol={row.symbol} data-differs={row.differs}>
      <th scope="row" className="px-2 py-1.5 text-left align-top font-medium whitespace-nowrap">
        {row.symbol}
        {row.differs && (
          // On a phone the figures are scrolled out of view: the row says so where it starts.
          <span className="block text-xs font-normal sm:hidden">
            <AlertTriangleIcon aria-hidden className="mr-1 inline size-3 text-warning" />
            P&amp;L differs
          </span>
        )}
      </th>
      <td className={num}>
        {row.newFills === row.fills
          ? format.count(row.fills)
          : `${format.count(row.newFills)} new of ${format.count(row.fills)}`}
      </td>
      <td className={num}>
        {trades.length === 0 ? '—' : trades.join(', ')}
        {row.openTrades > 0 && (
          <span className="block text-xs text-muted-foreground">{format.count(row.openTrades)} open</span>
        )}
      </td>
      <td className={cn(num, pnlTone(row.realisedGross))}>{money(row.realisedGross)}</td>
      <td className={cn(num, pnlTone(row.realisedNet))}>{money(row.realisedNet)}</td>
      <FigureCells figures={row.stated} currency={row.currency} />
    </tr>
  );
}

/**
 * Per symbol: the fills, the trades they make or extend, the realised P&L the journal will derive,
 * and the P&L the file states beside what its fills give, a difference marked with its rows.
 */
export function SymbolSummaryTable({ symbols }: { symbols: SymbolSummaries }) {
  const id = useId();
  const format = useFormat();
  const money = useMoney(null);
  const differing = symbols.symbols.filter((row) => row.differs);
  const wholeDiffers = symbols.wholeFile.filter((figure) => !figure.agrees);
  if (symbols.symbols.length === 0) return null;
  const states = symbols.symbols.some((row) => row.stated.length > 0);
  return (
    <section
      className="grid grid-cols-1 gap-2"
      aria-labelledby={`${id}-symbols`}
      data-testid="import-symbols"
    >
      <h3 id={`${id}-symbols`} className="text-base font-semibold">
        By symbol
      </h3>
      {(differing.length > 0 || wholeDiffers.length > 0) && (
        <Alert variant="warning" data-testid="import-pnl-differs">
          <AlertTriangleIcon aria-hidden />
          <AlertTitle>
            {differing.length > 0
              ? `The file’s own P&L differs from its fills for ${counted(format, differing.length, 'symbol', 'symbols')}`
              : 'The file’s total P&L differs from its fills'}
          </AlertTitle>
          <AlertDescription>
            A price read in the wrong notation, a wrong contract size or a missing fill shows up here. Check
            the rows named below before importing.
          </AlertDescription>
        </Alert>
      )}
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm" data-testid="import-symbol-table">
          <caption className="sr-only">
            Fills, trades and realised P&amp;L per symbol, with the P&amp;L the file states
          </caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className={th}>
                Symbol
              </th>
              <th scope="col" className={`${th} text-right`}>
                Fills
              </th>
              <th scope="col" className={`${th} text-right`}>
                Trades
              </th>
              <th scope="col" className={`${th} text-right`}>
                Realised gross
              </th>
              <th scope="col" className={`${th} text-right`}>
                Realised net
              </th>
              <th scope="col" className={`${th} text-right`}>
                File states
              </th>
              <th scope="col" className={`${th} text-right`}>
                Fills give
              </th>
              <th scope="col" className={th}>
                Check
              </th>
            </tr>
          </thead>
          <tbody>
            {symbols.symbols.map((row) => (
              <SymbolRow key={row.symbol} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">
        Realised P&amp;L is what the journal derives from the fills: gross before commission and fees, net
        after them; an open trade counts its closed part.
        {!states && ' No file states a P&L of its own to compare with.'}
      </p>
      {symbols.wholeFile.map((figure, index) => (
        <p
          key={index}
          className={cn(
            'rounded-md border px-3 py-2 text-sm',
            !figure.agrees && 'border-warning/50 bg-warning/10',
          )}
          data-testid="import-whole-file-pnl"
        >
          {figure.fileName} states a total of <span className="tabular-nums">{money(figure.stated)}</span> (
          {BASIS[figure.basis]}, {linesText(figure.lines)}); its fills give{' '}
          <span className="tabular-nums">{money(figure.derived)}</span> {figure.derivedBasis}.{' '}
          {figure.agrees ? 'They agree.' : `A difference of ${money(figure.difference)}.`}
        </p>
      ))}
    </section>
  );
}

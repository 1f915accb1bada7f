import { FUTURES, resolveInstrument, type AssetClass, type InstrumentOverride } from '@edgelog/core';
import type { InstrumentRow } from './api';

/** One line of the instruments table: what a symbol trades as, and where that comes from. */
export interface InstrumentLine {
  symbol: string;
  assetClass: AssetClass;
  multiplier: number;
  tickSize: number | null;
  pipSize: number | null;
  quoteCurrency: string | null;
  /** The trader's row, when there is one. */
  override: InstrumentRow | null;
  /** Whether core knows the symbol without any row. */
  builtIn: boolean;
}

function overrideOf(row: InstrumentRow): InstrumentOverride {
  return {
    symbol: row.symbol,
    assetClass: row.asset_class,
    multiplier: row.multiplier,
    tickSize: row.tick_size,
    pipSize: row.pip_size,
    quoteCurrency: row.quote_currency,
  };
}

/**
 * The built-in futures and the trader's rows in one list by symbol. A row over a built-in shows
 * the values trades get (the row's, the default where the row leaves one empty), as the journal
 * resolves them.
 */
export function instrumentLines(rows: readonly InstrumentRow[]): InstrumentLine[] {
  const lines = new Map<string, InstrumentLine>();
  for (const [root, spec] of FUTURES)
    lines.set(root, {
      symbol: root,
      assetClass: 'future',
      multiplier: spec.multiplier,
      tickSize: spec.tickSize,
      pipSize: null,
      quoteCurrency: spec.currency,
      override: null,
      builtIn: true,
    });
  for (const row of rows) {
    const resolved = resolveInstrument(row.symbol, {
      assetClass: row.asset_class,
      overrides: [overrideOf(row)],
    });
    lines.set(row.symbol, {
      symbol: row.symbol,
      assetClass: resolved.assetClass,
      multiplier: resolved.multiplier,
      tickSize: resolved.tickSize,
      pipSize: resolved.pipSize,
      quoteCurrency: resolved.quoteCurrency,
      override: row,
      builtIn: FUTURES.has(row.symbol),
    });
  }
  // The trader's own rows first, then the built-ins, each by symbol.
  return [...lines.values()].sort(
    (a, b) => Number(b.override !== null) - Number(a.override !== null) || a.symbol.localeCompare(b.symbol),
  );
}

export function matchesSearch(line: InstrumentLine, search: string): boolean {
  const wanted = search.trim().toUpperCase();
  return wanted === '' || line.symbol.includes(wanted);
}

// The import preview per symbol: how many fills the files hold and how many are new, the trades they
// make or extend, the realised P&L the journal will derive, and beside it the P&L the file itself
// states, so a price read in the wrong notation shows up as two different figures on one line.
import { deriveTrade } from '../../journal/derive-trade.ts';
import { resolveInstrument, type InstrumentOverride } from '../../journal/instruments.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import { cents, realisedPnl } from '../pnl-check.ts';
import type { PnlCheck } from '../types.ts';
import { OPENING_PART_SUFFIX } from './plan-import.ts';
import type { SaveTradeInput } from './types.ts';

/** One figure a file states, beside what its fills give. */
export interface StatedFigure {
  fileName: string;
  accountRef: string | null;
  /** The lines of the file that state it. */
  lines: number[];
  stated: number;
  basis: PnlCheck['basis'];
  derivedGross: number;
  derivedNet: number;
  /**
   * What the fills give on the figure's basis: before costs for 'gross', after for 'net', and the
   * closer of the two when the file does not say (the check accepts either).
   */
  derived: number;
  /** On which basis `derived` is: 'gross' or 'net'. */
  derivedBasis: 'gross' | 'net';
  /** stated − derived, to the cent. */
  difference: number;
  agrees: boolean;
}

export interface SymbolSummary {
  symbol: string;
  currency: string | null;
  /** Fills of the symbol in the files, and of those the ones not yet in the account. */
  fills: number;
  newFills: number;
  tradesCreated: number;
  tradesExtended: number;
  /** Of the trades written, those still open after the import. */
  openTrades: number;
  /**
   * Realised P&L of the trades the import writes, before and after costs: closed trades, and the
   * closed part of an open one (counted before costs on both lines, as the stated-P&L check does).
   */
  realisedGross: number;
  realisedNet: number;
  /** The file's own figures for the symbol; empty when no file states one. */
  stated: StatedFigure[];
  /** Whether any stated figure disagrees with the fills. */
  differs: boolean;
}

export interface SymbolSummaries {
  /** Symbols with a difference first, then by name. */
  symbols: SymbolSummary[];
  /** Figures a file states for all its fills together (a total row naming no symbol). */
  wholeFile: StatedFigure[];
}

export interface SummariseSymbolsInput {
  /** The plan's trades: the created ones first, then the extended ones. */
  trades: readonly SaveTradeInput[];
  tradesCreated: number;
  /** Every fill the files hold, duplicates included. */
  executions: readonly { symbol: string; assetClass: AssetClass }[];
  /** Each file's stated-P&L checks (ImportResult.pnlChecks). */
  files: readonly { name: string; checks: readonly PnlCheck[] }[];
  /** The trader's instruments, as the plan resolved symbols with them. */
  instruments?: readonly InstrumentOverride[];
}

function figureOf(fileName: string, check: PnlCheck): StatedFigure {
  const byGross = Math.abs(check.stated - check.derivedGross);
  const byNet = Math.abs(check.stated - check.derivedNet);
  const derivedBasis =
    check.basis === 'gross' ? 'gross' : check.basis === 'net' ? 'net' : byNet <= byGross ? 'net' : 'gross';
  const derived = derivedBasis === 'gross' ? check.derivedGross : check.derivedNet;
  return {
    fileName,
    accountRef: check.accountRef,
    lines: check.lines,
    stated: check.stated,
    basis: check.basis,
    derivedGross: check.derivedGross,
    derivedNet: check.derivedNet,
    derived,
    derivedBasis,
    difference: cents(check.stated - derived),
    agrees: check.agrees,
  };
}

function emptySummary(symbol: string, currency: string | null): SymbolSummary {
  return {
    symbol,
    currency,
    fills: 0,
    newFills: 0,
    tradesCreated: 0,
    tradesExtended: 0,
    openTrades: 0,
    realisedGross: 0,
    realisedNet: 0,
    stated: [],
    differs: false,
  };
}

/** Per symbol, what the import does and what the files say of it. */
export function summariseSymbols(input: SummariseSymbolsInput): SymbolSummaries {
  const bySymbol = new Map<string, SymbolSummary>();
  const summaryOf = (symbol: string, currency: string | null): SymbolSummary => {
    let summary = bySymbol.get(symbol);
    if (summary === undefined) bySymbol.set(symbol, (summary = emptySummary(symbol, currency)));
    return summary;
  };

  input.trades.forEach((trade, index) => {
    const summary = summaryOf(trade.symbol, trade.currency);
    summary.currency ??= trade.currency;
    if (index < input.tradesCreated) summary.tradesCreated++;
    else summary.tradesExtended++;
    // The second part of a fill that reversed the position is the same file row.
    summary.newFills += trade.executions.filter(
      (fill) => fill.id === undefined && !(fill.import_key ?? '').endsWith(OPENING_PART_SUFFIX),
    ).length;
    const derived = deriveTrade({
      executions: trade.executions.map((fill) => ({ ...fill, time: fill.executed_at })),
      multiplier: trade.multiplier,
    });
    const open = derived.status === 'open';
    if (open) summary.openTrades++;
    const realised = realisedPnl(derived, open);
    summary.realisedGross += realised.gross;
    summary.realisedNet += realised.net;
  });

  // The files name symbols as written; the plan keeps them as the journal resolves them (ES U5 → ESU5).
  const resolved = new Map<string, string>();
  const resolve = (symbol: string, assetClass?: AssetClass): string => {
    const key = `${assetClass ?? ''}\u0000${symbol}`;
    let name = resolved.get(key);
    if (name === undefined) {
      name = resolveInstrument(symbol, {
        ...(assetClass ? { assetClass } : {}),
        ...(input.instruments ? { overrides: input.instruments } : {}),
      }).symbol;
      resolved.set(key, name);
    }
    return name;
  };
  const assetClassOf = new Map<string, AssetClass>();
  for (const fill of input.executions) {
    if (!assetClassOf.has(fill.symbol)) assetClassOf.set(fill.symbol, fill.assetClass);
    summaryOf(resolve(fill.symbol, fill.assetClass), null).fills++;
  }

  const wholeFile: StatedFigure[] = [];
  for (const file of input.files)
    for (const check of file.checks) {
      const figure = figureOf(file.name, check);
      if (check.symbol === null) {
        wholeFile.push(figure);
        continue;
      }
      const summary = summaryOf(resolve(check.symbol, assetClassOf.get(check.symbol)), null);
      summary.stated.push(figure);
      if (!figure.agrees) summary.differs = true;
    }

  const symbols = [...bySymbol.values()].map((summary) => ({
    ...summary,
    realisedGross: cents(summary.realisedGross),
    realisedNet: cents(summary.realisedNet),
  }));
  symbols.sort((a, b) => Number(b.differs) - Number(a.differs) || a.symbol.localeCompare(b.symbol, 'en'));
  return { symbols, wholeFile };
}

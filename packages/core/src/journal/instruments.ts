// What a symbol trades as: its asset class, multiplier, tick, pip and quote currency, from the
// built-in defaults (instrument-defaults.ts) and the user's own instruments rows, which win.
import type { AssetClass } from '../trades/trade-form.ts';
import {
  CRYPTO_COINS,
  FOREX_PIP,
  FOREX_PIP_JPY,
  FOREX_TICK,
  FOREX_TICK_JPY,
  FUTURES,
  OPTION_MULTIPLIER,
  OPTION_TICK,
  STOCK_TICK,
} from './instrument-defaults.ts';
import {
  normalizeSymbolText,
  parseFutureSymbol,
  parseOptionSymbol,
  parsePairSymbol,
} from './instrument-symbols.ts';

export interface ResolvedInstrument {
  /** The symbol in the journal's one spelling: `ESZ25`, `EUR/USD`, `AAPL251219C00200000`, `AAPL`. */
  symbol: string;
  /** What the defaults and overrides are keyed by: the futures root, the option's underlying, the symbol itself otherwise. */
  root: string;
  assetClass: AssetClass;
  /** Money per 1.0 of price per unit of quantity. */
  multiplier: number;
  tickSize: number | null;
  pipSize: number | null;
  quoteCurrency: string | null;
}

/** A user's instruments row; a value left out (or null) keeps the default. */
export interface InstrumentOverride {
  symbol: string;
  assetClass?: AssetClass | null;
  multiplier?: number | string | null;
  tickSize?: number | string | null;
  pipSize?: number | string | null;
  quoteCurrency?: string | null;
}

export interface ResolveInstrumentOptions {
  /** Read the symbol as this class; found from the symbol when left out. */
  assetClass?: AssetClass | null;
  overrides?: readonly InstrumentOverride[];
}

function plain(symbol: string, assetClass: AssetClass, tickSize: number | null): ResolvedInstrument {
  return { symbol, root: symbol, assetClass, multiplier: 1, tickSize, pipSize: null, quoteCurrency: null };
}

function asFuture(text: string): ResolvedInstrument {
  const parsed = parseFutureSymbol(text);
  const root = parsed?.root ?? text.replace(/^\/\s*/, '');
  const known = FUTURES.get(root);
  return {
    symbol: parsed?.symbol ?? root,
    root,
    assetClass: 'future',
    multiplier: known?.multiplier ?? 1,
    tickSize: known?.tickSize ?? null,
    pipSize: null,
    quoteCurrency: known?.currency ?? null,
  };
}

function asOption(text: string): ResolvedInstrument {
  const parsed = parseOptionSymbol(text);
  return {
    symbol: parsed?.symbol ?? text,
    root: parsed?.root ?? text,
    assetClass: 'option',
    multiplier: OPTION_MULTIPLIER,
    tickSize: OPTION_TICK,
    pipSize: null,
    // OCC symbols are US-listed contracts.
    quoteCurrency: parsed ? 'USD' : null,
  };
}

function asForex(text: string): ResolvedInstrument {
  const parsed = parsePairSymbol(text);
  const quote = parsed?.quote ?? null;
  const yen = quote === 'JPY';
  return {
    symbol: parsed?.symbol ?? text,
    root: parsed?.symbol ?? text,
    assetClass: 'forex',
    multiplier: 1,
    tickSize: yen ? FOREX_TICK_JPY : FOREX_TICK,
    pipSize: yen ? FOREX_PIP_JPY : FOREX_PIP,
    quoteCurrency: quote,
  };
}

function asCrypto(text: string): ResolvedInstrument {
  const parsed = parsePairSymbol(text);
  return { ...plain(parsed?.symbol ?? text, 'crypto', null), quoteCurrency: parsed?.quote ?? null };
}

/** The class a symbol reads as when none is given. */
function detect(text: string): ResolvedInstrument {
  if (parseOptionSymbol(text)) return asOption(text);
  if (parseFutureSymbol(text)) return asFuture(text);
  const pair = parsePairSymbol(text);
  if (pair) return pair.kind === 'forex' ? asForex(text) : asCrypto(text);
  if (CRYPTO_COINS.has(text)) return asCrypto(text);
  return plain(text, 'stock', STOCK_TICK);
}

function readAs(text: string, assetClass: AssetClass | null | undefined): ResolvedInstrument {
  switch (assetClass) {
    case 'future':
      return asFuture(text);
    case 'option':
      return asOption(text);
    case 'forex':
      return asForex(text);
    case 'crypto':
      return asCrypto(text);
    case 'stock':
      return plain(text, 'stock', STOCK_TICK);
    case 'cfd':
      return plain(text, 'cfd', null);
    default:
      return detect(text);
  }
}

/** A positive number from a row, or undefined (keep the default) for a missing or unusable one. */
function positive(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

function findOverride(
  overrides: readonly InstrumentOverride[],
  resolved: ResolvedInstrument,
  typed: string,
): InstrumentOverride | undefined {
  // A row written `ES DEC25` or `/ES` names the same instrument as `ESZ25` or `ES`.
  const keys = overrides.map((row) => {
    const text = normalizeSymbolText(row.symbol);
    return [text, readAs(text, row.assetClass).symbol];
  });
  const matches = (index: number, wanted: string): boolean => keys[index]?.includes(wanted) ?? false;
  return (
    overrides.find((_, index) => matches(index, resolved.symbol) || matches(index, typed)) ??
    overrides.find((_, index) => matches(index, resolved.root))
  );
}

/**
 * The instrument a symbol trades as. The defaults: futures by root (ES 50, NQ 20, CL 1000 ... with
 * month codes and names mapped to the root), equity options x100, forex pairs in units (pip 0.0001,
 * 0.01 quoted in yen), crypto and stocks x1. A user's row matched by the symbol, else by its root,
 * wins field by field; its asset class, when it has one, decides how the symbol is read.
 */
export function resolveInstrument(
  symbol: string,
  options: ResolveInstrumentOptions = {},
): ResolvedInstrument {
  const text = normalizeSymbolText(symbol);
  let resolved = readAs(text, options.assetClass);
  const override = options.overrides && findOverride(options.overrides, resolved, text);
  if (!override) return resolved;
  if (override.assetClass && override.assetClass !== resolved.assetClass)
    resolved = readAs(text, override.assetClass);
  return {
    ...resolved,
    multiplier: positive(override.multiplier) ?? resolved.multiplier,
    tickSize: positive(override.tickSize) ?? resolved.tickSize,
    pipSize: positive(override.pipSize) ?? resolved.pipSize,
    quoteCurrency: override.quoteCurrency
      ? override.quoteCurrency.trim().toUpperCase()
      : resolved.quoteCurrency,
  };
}

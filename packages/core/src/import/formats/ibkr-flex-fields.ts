// What Interactive Brokers' Flex fields mean for a fill, whatever carries them (a Flex XML
// attribute, a Flex CSV column, a Statement of Funds line): the asset category codes, the symbol
// the journal keeps for each, the notes codes that name an event (A assignment, Ex exercise, Ep
// expiry) and the open / close indicator.
import { parseFutureSymbol, parseOptionSymbol, parsePairSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import type { ImportedExecution } from '../types.ts';

/** Flex asset category codes. Warrants and structured products trade as shares do. */
const CATEGORIES: Record<string, AssetClass> = {
  STK: 'stock',
  WAR: 'stock',
  IOPT: 'stock',
  OPT: 'option',
  FOP: 'option',
  FSFOP: 'option',
  FUT: 'future',
  CASH: 'forex',
  CFD: 'cfd',
  CRYPTO: 'crypto',
};

export function flexAssetClass(category: string): AssetClass | undefined {
  return CATEGORIES[category.trim().toUpperCase()];
}

/** Parts of an option the Flex fields give beside its symbol, for a symbol that is not OCC's. */
export interface FlexOptionParts {
  underlying: string;
  /** yyyyMMdd or yyyy-MM-dd, as Flex writes expiries. */
  expiry: string;
  putCall: string;
  strike: string;
}

function optionSymbol(symbol: string, parts: FlexOptionParts | undefined): string {
  const occ = parseOptionSymbol(symbol);
  if (occ) return occ.symbol;
  if (!parts) return symbol.trim().replace(/\s+/g, ' ');
  const expiry = /^\d{2}(\d{2})-?(\d{2})-?(\d{2})$/.exec(parts.expiry);
  const right = parts.putCall.trim().toUpperCase().slice(0, 1);
  if (expiry && parts.underlying !== '' && (right === 'C' || right === 'P') && parts.strike !== '') {
    const built = parseOptionSymbol(
      `${parts.underlying} ${expiry[1] ?? ''}${expiry[2] ?? ''}${expiry[3] ?? ''}${right}${parts.strike}`,
    );
    if (built) return built.symbol;
  }
  return symbol.trim().replace(/\s+/g, ' ');
}

/**
 * The symbol the journal keeps: OCC options, futures with their month code, pairs as EUR/USD.
 * Futures options keep IBKR's local symbol ("LOU8 C6300"): OCC's form has no place for their
 * underlying contract month.
 */
export function flexSymbol(symbol: string, category: string, option: FlexOptionParts): string {
  const assetClass = flexAssetClass(category);
  if (assetClass === 'option')
    return optionSymbol(symbol, /^(FOP|FSFOP)$/i.test(category.trim()) ? undefined : option);
  if (assetClass === 'future') return parseFutureSymbol(symbol)?.symbol ?? symbol.trim();
  if (assetClass === 'forex' || assetClass === 'crypto')
    return parsePairSymbol(symbol)?.symbol ?? symbol.trim();
  return symbol.trim();
}

/** The event a fill's notes codes ("A;P", "Ep") or its transaction type name, if any. */
export function flexEvent(notes: string, transactionType = ''): ImportedExecution['event'] {
  const codes = new Set(notes.split(/[;,]/).map((code) => code.trim()));
  if (codes.has('A') || /^assign/i.test(transactionType)) return 'assignment';
  if (codes.has('Ex') || /^exercise/i.test(transactionType)) return 'exercise';
  if (codes.has('Ep') || /^expir/i.test(transactionType)) return 'expiry';
  return undefined;
}

/** "O" opens, "C" closes; "C;O" (a position reversed by one fill) says neither alone. */
export function flexPositionEffect(indicator: string): ImportedExecution['positionEffect'] {
  const codes = new Set(indicator.split(/[;,]/).map((code) => code.trim().toUpperCase()));
  if (codes.has('O') && !codes.has('C')) return 'open';
  if (codes.has('C') && !codes.has('O')) return 'close';
  return undefined;
}

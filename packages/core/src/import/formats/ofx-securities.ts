// The security list of an OFX file (SECLISTMSGSRSV1 > SECLIST): transactions name a security only
// by its id (a CUSIP mostly), the list gives its ticker and kind. Options are made OCC symbols
// from their terms (type, strike, expiry) and their underlying's ticker, because brokers' option
// tickers are anything from an OCC symbol to words.
import { parseOptionSymbol } from '../../journal/instrument-symbols.ts';
import { OPTION_MULTIPLIER } from '../../journal/instrument-defaults.ts';
import { parseNumber } from '../numbers.ts';
import { child, leaf, type OfxNode } from './ofx-document.ts';
import { optionSymbol } from './statement-rows.ts';

export type SecurityKind = 'stock' | 'fund' | 'option' | 'debt' | 'other';

export interface Security {
  kind: SecurityKind;
  /** The journal's symbol: the ticker, an OCC option symbol, or the id when there is no ticker. */
  symbol: string | null;
  name: string;
  /** Shares per option contract. */
  multiplier?: number;
}

const KINDS: Record<string, SecurityKind> = {
  STOCKINFO: 'stock',
  MFINFO: 'fund',
  OPTINFO: 'option',
  DEBTINFO: 'debt',
  OTHERINFO: 'other',
};

/** The key a SECID is looked up by: its id type and id. */
export function securityKey(secid: OfxNode | undefined): string {
  return `${leaf(secid, 'UNIQUEIDTYPE').toUpperCase()}:${leaf(secid, 'UNIQUEID').toUpperCase()}`;
}

function optionOf(info: OfxNode, tickers: ReadonlyMap<string, string>): string | null {
  const ticker = leaf(info, 'SECINFO', 'TICKER');
  const occ = parseOptionSymbol(ticker.replace(/\s+/g, ' '));
  if (occ) return occ.symbol;
  const expiry = /^(\d{4})(\d{2})(\d{2})/.exec(leaf(info, 'DTEXPIRE'));
  // The underlying's own SECID, when the list holds it, gives the root; else the ticker's letters.
  const root = tickers.get(securityKey(child(info, 'SECID'))) ?? /^[A-Z][A-Z.]*/i.exec(ticker)?.[0] ?? '';
  if (!expiry) return null;
  const [, year = '', month = '', day = ''] = expiry;
  return optionSymbol(
    root,
    Number(year),
    Number(month),
    Number(day),
    leaf(info, 'OPTTYPE'),
    leaf(info, 'STRIKEPRICE'),
  );
}

/** The securities of the file's security lists, by SECID key. */
export function readSecurities(lists: readonly OfxNode[]): Map<string, Security> {
  const infos = lists.flatMap((list) => list.children.filter((item) => KINDS[item.tag] !== undefined));
  const tickers = new Map<string, string>();
  for (const info of infos) {
    const ticker = leaf(info, 'SECINFO', 'TICKER');
    if (info.tag !== 'OPTINFO' && ticker !== '')
      tickers.set(securityKey(child(info, 'SECINFO', 'SECID')), ticker);
  }
  const found = new Map<string, Security>();
  for (const info of infos) {
    const kind = KINDS[info.tag] ?? 'other';
    const key = securityKey(child(info, 'SECINFO', 'SECID'));
    const name = leaf(info, 'SECINFO', 'SECNAME');
    if (kind === 'option') {
      const multiplier = parseNumber(leaf(info, 'SHPERCTRCT'));
      found.set(key, {
        kind,
        symbol: optionOf(info, tickers),
        name,
        multiplier: multiplier !== null && multiplier > 0 ? multiplier : OPTION_MULTIPLIER,
      });
    } else {
      found.set(key, { kind, symbol: tickers.get(key) ?? leaf(info, 'SECINFO', 'SECID', 'UNIQUEID'), name });
    }
  }
  return found;
}

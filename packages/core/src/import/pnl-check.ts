// The file's own P&L against its fills: where a broker states a realised P&L (on closing rows or as
// a total), the same figure is derived from the fills as the journal will derive it, and any
// difference is a warning naming the rows. A price read in the wrong notation (treasury futures in
// 32nds read as thousands), a wrong contract size or a missing fill shows up here before it is
// imported, instead of as a silent +$5,000.00 in the journal.
import { deriveTrade } from '../journal/derive-trade.ts';
import { resolveInstrument } from '../journal/instruments.ts';
import { FilePositions, positionKey } from './file-positions.ts';
import type { ImportedExecution, ImportWarning, PnlCheck, StatedPnl } from './types.ts';

/** Lines named in a warning before "and N more". */
const LINES_SHOWN = 5;

interface Derived {
  gross: number;
  net: number;
  /** Whether any fill closed part of a position opened in the file. */
  realises: boolean;
}

function multiplierOf(fill: ImportedExecution): number {
  if (fill.multiplier !== undefined) return fill.multiplier;
  return resolveInstrument(fill.symbol, { assetClass: fill.assetClass }).multiplier;
}

/**
 * A trade's realised P&L, before and after costs: an open one's costs include the entry of what is
 * still held, so only its gross counts on both lines.
 */
export function realisedPnl(
  trade: { grossPnl?: number | null; netPnl?: number | null },
  open: boolean,
): { gross: number; net: number } {
  const gross = trade.grossPnl ?? 0;
  return { gross, net: open ? gross : (trade.netPnl ?? 0) };
}

/** Realised gross and net P&L of one position's fills: closed trips, and closed parts of an open one. */
function realised(positions: FilePositions, key: string): Derived | null {
  const [first] = positions.fills.get(key) ?? [];
  if (!first) return { gross: 0, net: 0, realises: false };
  const multiplier = multiplierOf(first);
  const trips = positions.tripsOf(key);
  // Fills the journal would refuse are row errors already; nothing can be compared for them.
  if (trips === null) return null;
  let gross = 0;
  let net = 0;
  let realises = false;
  try {
    for (const trip of trips) {
      const trade = deriveTrade({ executions: trip.executions, multiplier });
      if (trade.closedQuantity > 0) realises = true;
      const part = realisedPnl(trade, trip.open);
      gross += part.gross;
      net += part.net;
    }
  } catch {
    return null;
  }
  return { gross, net, realises };
}

/** An amount to the cent. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

function money(value: number): string {
  const text = Math.abs(value).toFixed(2);
  const [integer = '0', fraction = '00'] = text.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '\u2212' : value > 0 ? '+' : ''}${grouped}.${fraction}`;
}

function linesText(lines: readonly number[]): string {
  const shown = lines.slice(0, LINES_SHOWN).join(', ');
  const more = lines.length - LINES_SHOWN;
  return `${lines.length === 1 ? 'line' : 'lines'} ${shown}${more > 0 ? ` and ${String(more)} more` : ''}`;
}

function agreesWith(check: Omit<PnlCheck, 'agrees'>, rows: number): boolean {
  // Each stated row is rounded to the cent by the broker, as each derived trip is by us.
  const tolerance = Math.max(0.01, 0.005 * rows) + 1e-9;
  const grossOk = Math.abs(check.stated - check.derivedGross) <= tolerance;
  const netOk = Math.abs(check.stated - check.derivedNet) <= tolerance;
  if (check.basis === 'gross') return grossOk;
  if (check.basis === 'net') return netOk;
  return grossOk || netOk;
}

function describe(check: PnlCheck, realises: boolean): string {
  const what =
    check.symbol === null
      ? 'The file'
      : `${check.symbol}${check.accountRef ? ` (${check.accountRef})` : ''}: the file`;
  const derived =
    check.basis === 'gross'
      ? `${money(check.derivedGross)} before costs`
      : check.basis === 'net'
        ? `${money(check.derivedNet)} after costs`
        : `${money(check.derivedGross)} before costs, ${money(check.derivedNet)} after`;
  const stated = `${what} states a realised P&L of ${money(check.stated)} (${linesText(check.lines)})`;
  // A sale of what was bought before the file's first date realises nothing the fills can show.
  if (!realises)
    return `${stated}, but none of its fills closes a position opened in this file: the opening is older than the file. Import the earlier period too to see this P&L in the journal.`;
  return `${stated}, its fills give ${derived}. Check the prices and the contract size before importing.`;
}

/**
 * Compares each stated figure with the fills it covers: per symbol (and account, when the file
 * names one), or the whole file for totals that name no symbol. Statements of one scope and basis
 * are summed, as a file states one figure per closing row. `positions` are the fills' own, when
 * the caller has them split already.
 */
export function checkStatedPnl(
  executions: readonly ImportedExecution[],
  stated: readonly StatedPnl[],
  positions = new FilePositions(executions),
): { checks: PnlCheck[]; warnings: ImportWarning[] } {
  const keysBySymbol = new Map<string, string[]>();
  for (const [key, [fill]] of positions.fills) {
    if (!fill) continue;
    let keys = keysBySymbol.get(fill.symbol);
    if (!keys) keysBySymbol.set(fill.symbol, (keys = []));
    keys.push(key);
  }
  const derivedByKey = new Map<string, Derived | null>();
  const derivedOf = (key: string): Derived | null => {
    if (!derivedByKey.has(key)) derivedByKey.set(key, realised(positions, key));
    return derivedByKey.get(key) ?? null;
  };

  const scopes = new Map<string, { first: StatedPnl; lines: number[]; amount: number }>();
  for (const figure of stated) {
    const key = `${figure.symbol === undefined ? '\u0001' : positionKey(figure.accountRef, figure.symbol)}\u0000${figure.basis}`;
    const scope = scopes.get(key);
    if (scope) {
      scope.lines.push(figure.line);
      scope.amount += figure.amount;
    } else scopes.set(key, { first: figure, lines: [figure.line], amount: figure.amount });
  }

  const checks: PnlCheck[] = [];
  const warnings: ImportWarning[] = [];
  for (const { first, lines, amount } of scopes.values()) {
    // The positions it covers: every one for a total, else the symbol's (in the account it names).
    const covered =
      first.symbol === undefined
        ? [...positions.fills.keys()]
        : first.accountRef === undefined
          ? (keysBySymbol.get(first.symbol) ?? [])
          : [positionKey(first.accountRef, first.symbol)].filter((key) => positions.fills.has(key));
    let gross = 0;
    let net = 0;
    let realises = false;
    let comparable = true;
    for (const key of covered) {
      const derived = derivedOf(key);
      if (!derived) comparable = false;
      else {
        gross += derived.gross;
        net += derived.net;
        realises ||= derived.realises;
      }
    }
    if (!comparable) continue;
    const partial = {
      symbol: first.symbol ?? null,
      accountRef: first.accountRef ?? null,
      lines: [...lines].sort((a, b) => a - b),
      stated: cents(amount),
      basis: first.basis,
      derivedGross: cents(gross),
      derivedNet: cents(net),
    };
    const check: PnlCheck = { ...partial, agrees: agreesWith(partial, lines.length) };
    checks.push(check);
    if (!check.agrees) warnings.push({ line: check.lines[0], message: describe(check, realises) });
  }
  return { checks, warnings };
}

/**
 * Whether `warning` is the one checkStatedPnl gave `check`: its first line, and its message for
 * fills that realise something or for fills that realise nothing.
 */
export function warnsOfCheck(check: PnlCheck, warning: ImportWarning): boolean {
  return (
    !check.agrees &&
    warning.line === check.lines[0] &&
    (warning.message === describe(check, true) || warning.message === describe(check, false))
  );
}

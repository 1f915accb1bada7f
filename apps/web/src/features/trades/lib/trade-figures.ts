import { TRADE_FIGURE_KEYS, type TradeDerivation, type TradeFigureKey } from '@edgelog/core';
import type { TradeRecord } from '../api/trade';

/** A trade's figures as text (the database's numerics, or core's numbers written out). */
export type FigureTexts = Record<TradeFigureKey, string | null>;

const plain = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 12 });

function text(value: number | string | null): string | null {
  if (value === null) return null;
  return typeof value === 'number' ? plain.format(value) : value;
}

export function figuresOfDerivation(derived: TradeDerivation): FigureTexts {
  const figures = {} as Partial<FigureTexts>;
  for (const key of TRADE_FIGURE_KEYS) figures[key] = text(derived[key]);
  return { ...emptyFigures(), ...figures };
}

export function emptyFigures(): FigureTexts {
  return Object.fromEntries(TRADE_FIGURE_KEYS.map((key) => [key, null])) as FigureTexts;
}

/** The stored figures of a trade (its derived columns). */
export function figuresOfRecord(trade: TradeRecord): FigureTexts {
  const planned = trade.status === 'planned';
  return {
    direction: trade.side,
    status: trade.status,
    openedAt: trade.opened_at,
    closedAt: trade.closed_at,
    entryQuantity: planned ? null : trade.quantity,
    closedQuantity: trade.closed_quantity,
    openQuantity: trade.open_quantity,
    avgEntryPrice: planned ? null : trade.entry_price,
    avgExitPrice: trade.exit_price,
    grossPnl: trade.gross_pnl,
    costs: planned ? null : trade.fees,
    netPnl: trade.net_pnl,
    returnPct: trade.return_pct,
    initialRisk: trade.initial_risk,
    rMultiple: trade.r_multiple,
    plannedR: trade.planned_r,
    holdingMs: trade.holding_ms,
    result: trade.result,
  };
}

/**
 * Why a figure is missing, so an em dash never stands alone: R needs a stop, an open trade has no
 * close yet, and so on.
 */
export function missingReason(
  key: TradeFigureKey,
  figures: FigureTexts,
  levels: { stop: boolean; target: boolean },
): string | null {
  if (figures[key] !== null) return null;
  const open = figures.status === 'open';
  const planned = figures.status === 'planned' || figures.status === null;
  if (planned && !['initialRisk', 'plannedR'].includes(key)) return 'No fills yet';
  switch (key) {
    case 'initialRisk':
      return levels.stop ? 'Check the stop' : 'Needs a stop';
    case 'rMultiple':
      if (!levels.stop) return 'Needs a stop';
      return figures.initialRisk !== null && Number(figures.initialRisk) === 0
        ? 'The stop risks nothing'
        : 'Nothing closed yet';
    case 'plannedR':
      return levels.stop && levels.target ? 'Check the stop' : 'Needs a stop and a target';
    case 'closedAt':
    case 'holdingMs':
    case 'result':
      return open ? 'Still open' : null;
    case 'avgExitPrice':
    case 'grossPnl':
    case 'netPnl':
    case 'returnPct':
      return 'Nothing closed yet';
    default:
      return null;
  }
}

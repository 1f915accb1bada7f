// What deriveTrade takes and gives; docs/metrics.md defines each figure.
import type { Execution } from './execution.ts';

export interface DeriveTradeInput {
  /** One round trip (see splitRoundTrips), in any order. */
  executions: readonly Execution[];
  /** Money per 1.0 of price per unit of quantity: 100 for equity options, 50 for ES. Default 1. */
  multiplier?: number | string;
  initialStop?: number | string | null;
  target?: number | string | null;
  /** A closed trade whose net P&L in cents is within this of zero is break-even. Default 0. */
  breakEvenTolerance?: number | string | null;
}

export interface TradeDerivation {
  direction: 'long' | 'short';
  status: 'open' | 'closed';
  /** UTC ISO 8601 instant of the first fill. */
  openedAt: string;
  /** UTC ISO 8601 instant of the fill that made the position flat; null while open. */
  closedAt: string | null;
  entryQuantity: number;
  closedQuantity: number;
  openQuantity: number;
  avgEntryPrice: number | null;
  avgExitPrice: number | null;
  grossPnl: number | null;
  costs: number;
  netPnl: number | null;
  returnPct: number | null;
  initialRisk: number | null;
  rMultiple: number | null;
  plannedR: number | null;
  holdingMs: number | null;
  result: 'win' | 'loss' | 'breakeven' | null;
}

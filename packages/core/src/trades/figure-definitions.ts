// What each derived figure of a trade means, as the trade page explains it on hover. The formulas
// are deriveTrade's (packages/core/src/journal) and docs/metrics.md's; the words are for traders.

export const TRADE_FIGURE_KEYS = [
  'direction',
  'status',
  'openedAt',
  'closedAt',
  'entryQuantity',
  'closedQuantity',
  'openQuantity',
  'avgEntryPrice',
  'avgExitPrice',
  'grossPnl',
  'costs',
  'netPnl',
  'returnPct',
  'initialRisk',
  'rMultiple',
  'plannedR',
  'holdingMs',
  'result',
] as const;
export type TradeFigureKey = (typeof TRADE_FIGURE_KEYS)[number];

export interface TradeFigureDefinition {
  label: string;
  definition: string;
}

export const TRADE_FIGURE_DEFINITIONS: Readonly<Record<TradeFigureKey, TradeFigureDefinition>> = {
  direction: {
    label: 'Direction',
    definition: 'Long when the first fill is a buy, short when it is a sell.',
  },
  status: {
    label: 'Status',
    definition: 'Open while the fills leave a position; closed once they bring it back to flat.',
  },
  openedAt: { label: 'Opened', definition: 'The time of the first fill.' },
  closedAt: {
    label: 'Closed',
    definition: 'The time of the fill that brought the position back to flat; none while open.',
  },
  entryQuantity: {
    label: 'Entry quantity',
    definition: 'The sum of the fills in the trade’s direction (buys of a long, sells of a short).',
  },
  closedQuantity: {
    label: 'Closed quantity',
    definition: 'The sum of the fills against the trade’s direction: what has been exited.',
  },
  openQuantity: {
    label: 'Open quantity',
    definition: 'Entry quantity minus closed quantity: what is still held.',
  },
  avgEntryPrice: {
    label: 'Average entry',
    definition: 'The entry fills’ prices weighted by their quantities.',
  },
  avgExitPrice: {
    label: 'Average exit',
    definition: 'The exit fills’ prices weighted by their quantities.',
  },
  grossPnl: {
    label: 'Gross P&L',
    definition:
      'Each exit realised against the average entry of the position it reduces, times the multiplier (for a closed trade: proceeds minus cost); negated for a short. While open, the part closed so far.',
  },
  costs: { label: 'Costs', definition: 'Every commission and fee of every fill.' },
  netPnl: { label: 'Net P&L', definition: 'Gross P&L minus costs.' },
  returnPct: {
    label: 'Return',
    definition:
      'Net P&L as a percentage of the capital exited: average entry × closed quantity × multiplier.',
  },
  initialRisk: {
    label: 'Initial risk',
    definition: '|average entry − initial stop| × entry quantity × multiplier. Needs a stop.',
  },
  rMultiple: {
    label: 'R multiple',
    definition:
      'Net P&L divided by the initial risk: how many times the risk the trade made or lost. Needs a stop.',
  },
  plannedR: {
    label: 'Planned R',
    definition:
      '|target − average entry| ÷ |average entry − stop|: the reward the plan aimed for, in R. Needs a stop and a target.',
  },
  holdingMs: {
    label: 'Holding time',
    definition: 'From the first fill to the fill that made the position flat; none while open.',
  },
  result: {
    label: 'Result',
    definition:
      'Win or loss by net P&L rounded to the cent; break-even when within the account’s break-even tolerance. None while open.',
  },
};

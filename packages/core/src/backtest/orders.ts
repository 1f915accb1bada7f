// What a strategy or the replay hands the fill engine: entries with their stop, target and size, and exits.

/** A level as a price, or as a distance from the entry's fill price. */
export type LevelSpec = { price: number } | { distance: number };
/** A target may also be a multiple of the stop's distance (2R). */
export type TargetSpec = LevelSpec | { r: number };
/** A fixed quantity, or the quantity that loses this share of equity at the stop. */
export type SizeSpec = { quantity: number } | { riskPercent: number };

export interface EntryOrder {
  action: 'enter';
  /** The bar on whose close the order is placed: it works from the next bar on. */
  barIndex: number;
  side: 'long' | 'short';
  type: 'market' | 'limit';
  /** Required for a limit. */
  limitPrice?: number;
  size: SizeSpec;
  stop?: LevelSpec;
  target?: TargetSpec;
  /** A limit not filled within this many bars is cancelled; good until filled when left out. */
  goodForBars?: number;
}

export interface ExitOrder {
  action: 'exit';
  barIndex: number;
  /** At market: the next bar's open (the default) or this bar's close (a session's last bar). */
  at?: 'next-open' | 'close';
  /** Close only a position on this side (a long signal closes a short, and leaves a long alone). */
  side?: 'long' | 'short';
}

export type BacktestOrder = EntryOrder | ExitOrder;

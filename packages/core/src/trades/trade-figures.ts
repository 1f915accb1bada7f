// The figures shown beside the new-trade form as it is filled in, from the calculators themselves
// so the journal and the calculators never disagree.
import { profitLoss } from '../calculators/profitLoss.ts';
import { riskReward } from '../calculators/riskReward.ts';
import { INSTRUMENTS, SIDES } from '../calculators/trade.ts';
import { exactOf, readDecimalText } from './decimal-text.ts';
import type { TradeFormValues } from './trade-form.ts';

export interface TradeFigures {
  /** |entry - stop| per share, coin, unit or contract. */
  riskPerUnit: number | null;
  /** riskPerUnit x quantity, before fees. */
  totalRisk: number | null;
  rewardToRisk: number | null;
  breakevenWinRatePct: number | null;
  /** Only for a closed trade with its exit and quantity. */
  grossPnl: number | null;
  netPnl: number | null;
  returnPct: number | null;
  rMultiple: number | null;
}

const NONE: TradeFigures = {
  riskPerUnit: null,
  totalRisk: null,
  rewardToRisk: null,
  breakevenWinRatePct: null,
  grossPnl: null,
  netPnl: null,
  returnPct: null,
  rMultiple: null,
};

function positive(text: string): string | undefined {
  const read = readDecimalText(text);
  return read.ok && read.value !== null && exactOf(read.value).sign() > 0 ? read.value : undefined;
}

function nonNegative(text: string): string | undefined {
  const read = readDecimalText(text);
  return read.ok && read.value !== null ? read.value : undefined;
}

/** A calculator's result, or null while its inputs do not hold together yet. */
function attempt<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

/**
 * Risk, reward and (for a closed trade) profit or loss of what the form holds so far. Futures have
 * no point value on the trade yet, so their money figures are in price points times contracts.
 */
export function tradeFigures(values: TradeFormValues): TradeFigures {
  const side = SIDES.find((known) => known === values.side);
  const instrument = INSTRUMENTS.find((known) => known === values.instrument);
  const entry = positive(values.entry);
  if (!side || !instrument || entry === undefined) return NONE;
  const stop = positive(values.stop);
  const target = positive(values.target);
  const quantity = positive(values.quantity);
  const exit = values.status === 'closed' ? positive(values.exit) : undefined;
  const fees = nonNegative(values.fees);

  const figures: TradeFigures = { ...NONE };
  if (stop !== undefined) {
    const stopOnLossSide =
      side === 'long' ? exactOf(stop).cmp(exactOf(entry)) < 0 : exactOf(stop).cmp(exactOf(entry)) > 0;
    if (stopOnLossSide) {
      const perUnit = exactOf(entry).minus(exactOf(stop)).abs();
      figures.riskPerUnit = perUnit.toNumber();
      if (quantity !== undefined) figures.totalRisk = perUnit.times(exactOf(quantity)).toNumber();
    }
  }
  if (stop !== undefined && target !== undefined) {
    const rr = attempt(() =>
      riskReward({ side, entry: Number(entry), stop: Number(stop), target: Number(target) }),
    );
    if (rr) {
      figures.rewardToRisk = rr.rewardToRisk;
      figures.breakevenWinRatePct = rr.breakevenWinRatePct;
    }
  }
  if (exit !== undefined && quantity !== undefined) {
    const size = instrument === 'forex' ? 'units' : instrument === 'futures' ? 'contracts' : 'quantity';
    const pnl = attempt(() =>
      profitLoss({
        instrument,
        side,
        entry: Number(entry),
        exit: Number(exit),
        [size]: Number(quantity),
        feeEntry: fees === undefined ? null : Number(fees),
        stop: figures.riskPerUnit === null || stop === undefined ? null : Number(stop),
      }),
    );
    if (pnl) {
      figures.grossPnl = pnl.grossPnl;
      figures.netPnl = pnl.netPnl;
      figures.returnPct = pnl.returnPct;
      figures.rMultiple = pnl.rMultiple;
    }
  }
  return figures;
}

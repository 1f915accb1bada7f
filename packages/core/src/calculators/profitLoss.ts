// Profit and loss of a closed (or hypothetical) trade, its return and its R multiple.
//
// Rounding: exact arithmetic on the inputs' decimal values (fees of 0.1 and 0.2 total 0.3); each
// result is the nearest double to its exact value, nothing rounded to cents. Money results are in
// the currency prices are quoted in (for forex, the quote currency; pipValue converts pips into
// the account currency).
import { checkedResult, fail } from './errors.ts';
import { Exact } from './exact.ts';
import { parsePair, pipSizeFor } from './forex.ts';
import type { CalculatorInfo } from './info.ts';
import { INSTRUMENTS, checkSideOfEntry, direction, readSide, type Instrument, type Side } from './trade.ts';
import {
  isGiven,
  pickOne,
  readChoice,
  readFields,
  readNonNegative,
  readPositive,
  readPrice,
  readQuantity,
} from './validate.ts';

export interface ProfitLossInput {
  /** Checked but informational: pips come from `pair`, ticks from `tickSize`, futures value from `multiplier`. */
  instrument?: Instrument | null;
  side: Side;
  entry: number;
  exit: number;
  /** The size: shares or coins (`quantity`), currency units (`units`) or `contracts`; give one. */
  quantity?: number | null;
  units?: number | null;
  contracts?: number | null;
  /** Currency per point per contract (ES: 50); default 1. */
  multiplier?: number | null;
  /** Adds the move in ticks. */
  tickSize?: number | null;
  feeEntry?: number | null;
  feeExit?: number | null;
  /** Adds the initial risk and R multiples. */
  stop?: number | null;
  /** Forex `BASE/QUOTE`: adds the move in pips. */
  pair?: string | null;
}

export interface ProfitLossResult {
  grossPnl: number;
  totalFees: number;
  netPnl: number;
  /** netPnl / (entry x size x multiplier) x 100; fees are not part of the basis. */
  returnPct: number;
  grossReturnPct: number;
  /** |entry - stop| x size x multiplier (1R); null without a stop. */
  initialRisk: number | null;
  /** netPnl / 1R. */
  rMultiple: number | null;
  /** grossPnl / 1R. */
  rMultipleGross: number | null;
  /** The move in the trade's favour, in pips (negative for a loss); null without a pair. */
  pips: number | null;
  /** The same in ticks; null without a tick size. */
  ticks: number | null;
}

export const profitLossInfo: CalculatorInfo = {
  formula:
    'gross = (exit - entry) x size x multiplier (negated for a short); net = gross - entry fee - exit fee; return % = net / (entry x size x multiplier) x 100; R = net / (|entry - stop| x size x multiplier)',
  convention:
    'Return is on the entry notional with fees left out of the basis; the R multiple uses the net P&L. For forex the P&L is in the quote currency.',
  alternatives: [
    'Some calculators compute return on the margin posted rather than the notional, which multiplies it by the leverage.',
    'Some report R on the gross P&L (shown here as rMultipleGross).',
    'Some add the fees to the cost basis.',
  ],
};

export function profitLoss(input: ProfitLossInput): ProfitLossResult {
  const fields = readFields(input);
  readChoice(fields, 'instrument', INSTRUMENTS);
  const side = readSide(fields, true);
  const entry = Exact.of(readPrice(fields, 'entry', true));
  const exit = Exact.of(readPrice(fields, 'exit', true));
  const sizeField = pickOne(fields, ['quantity', 'units', 'contracts']);
  if (!sizeField) fail('VALIDATION-001', 'Give the size: quantity, units or contracts', 'quantity');
  const size = Exact.of(readQuantity(fields, sizeField, true));
  const multiplier = Exact.of(readPositive(fields, 'multiplier') ?? 1);
  const fees = Exact.of(readNonNegative(fields, 'feeEntry') ?? 0).plus(
    readNonNegative(fields, 'feeExit') ?? 0,
  );

  const move = exit.minus(entry).times(direction(side));
  const exposure = size.times(multiplier);
  const gross = move.times(exposure);
  const net = gross.minus(fees);
  const basis = entry.times(exposure);

  let initialRisk: Exact | undefined;
  if (isGiven(fields, 'stop')) {
    const stop = Exact.of(readPrice(fields, 'stop', true));
    checkSideOfEntry(entry, stop, side, 'stop', 'loss');
    initialRisk = entry.minus(stop).abs().times(exposure);
  }
  const tickSize = readPositive(fields, 'tickSize');
  const pip = isGiven(fields, 'pair') ? pipSizeFor(parsePair(fields.pair)) : undefined;

  return checkedResult({
    grossPnl: gross.toNumber(),
    totalFees: fees.toNumber(),
    netPnl: net.toNumber(),
    returnPct: net.div(basis).times(100).toNumber(),
    grossReturnPct: gross.div(basis).times(100).toNumber(),
    initialRisk: initialRisk ? initialRisk.toNumber() : null,
    rMultiple: initialRisk ? net.div(initialRisk).toNumber() : null,
    rMultipleGross: initialRisk ? gross.div(initialRisk).toNumber() : null,
    pips: pip === undefined ? null : move.div(pip).toNumber(),
    ticks: tickSize === undefined ? null : move.div(tickSize).toNumber(),
  });
}

// Every figure of one trade, derived from its fills. The definitions and formulas are written down
// in docs/metrics.md ("Trade figures"); the database's trigger applies the same ones.
import { Exact } from '../calculators/exact.ts';
import {
  absolute,
  add,
  compare,
  divideToNumber,
  multiply,
  quotientToNumber,
  roundHalfAwayFromZero,
  subtract,
  tenTo,
  toNumber,
  ZERO,
  type Decimal,
} from './decimal.ts';
import {
  chronologicalOrder,
  JournalInputError,
  readCosts,
  readInstant,
  readNumber,
  readOptional,
  readPrice,
  readQuantity,
  readSide,
  type Execution,
} from './execution.ts';
import { deriveSmall } from './derive-small.ts';
import { isoOf } from './instant.ts';
import type { DeriveTradeInput, TradeDerivation } from './trade-derivation.ts';

export type { DeriveTradeInput, TradeDerivation } from './trade-derivation.ts';

/** An exact money amount as numerator / denominator (not reduced: nothing here needs it). */
interface Amount {
  numerator: bigint;
  denominator: bigint;
}

function amountOf(value: Decimal): Amount {
  return { numerator: value.units, denominator: tenTo(value.scale) };
}

/** amount x factor / divisor, rounded once; null when the divisor is 0. */
function ratio(amount: Amount, factor: Decimal, divisor: Decimal): number | null {
  return quotientToNumber(
    amount.numerator * factor.units * tenTo(divisor.scale),
    amount.denominator * tenTo(factor.scale) * divisor.units,
  );
}

const ONE: Decimal = { units: 1n, scale: 0 };
const HUNDRED: Decimal = { units: 100n, scale: 0 };

function exactOf(value: Decimal): Exact {
  return Exact.fraction(value.units, tenTo(value.scale));
}

/**
 * Gross P&L realised so far by a trade still open: each exit realises against the average entry
 * price of the position at that moment, and leaves that average unchanged.
 */
function realisedWhileOpen(executions: readonly Execution[], order: readonly number[], long: boolean): Exact {
  let basis = Exact.ZERO;
  let held = Exact.ZERO;
  let realised = Exact.ZERO;
  for (const index of order) {
    const fill = executions[index];
    if (fill === undefined) continue;
    const quantity = exactOf(readQuantity(fill.quantity, index));
    const value = quantity.times(exactOf(readPrice(fill.price, index)));
    if (readSide(fill.side, index) === long) {
      basis = basis.plus(value);
      held = held.plus(quantity);
    } else {
      const released = basis.times(quantity).div(held);
      realised = realised.plus(value.minus(released));
      basis = basis.minus(released);
      held = held.minus(quantity);
    }
  }
  return long ? realised : realised.neg();
}

function notOneRoundTrip(reason: string, index: number): never {
  throw new JournalInputError(
    'TRADE-007',
    `These fills are not one round trip: ${reason}. Split them into trades first.`,
    `executions[${index}]`,
  );
}

/**
 * The figures of one trade from its fills. Throws a JournalInputError (TRADE-007) when the fills
 * are not one round trip (none at all, a position that crosses zero, or flat before the last fill)
 * and for values that are not numbers or times at all; whatever cannot be computed is null.
 */
export function deriveTrade(input: DeriveTradeInput): TradeDerivation {
  const { executions } = input;
  const count = executions.length;
  if (count === 0)
    throw new JournalInputError(
      'TRADE-007',
      'A trade needs at least one fill; without fills it is a plan',
      'executions',
    );
  const instants = new Array<number>(count);
  for (let i = 0; i < count; i++) instants[i] = readInstant(executions[i]?.time ?? '', i);
  const order = chronologicalOrder(instants);
  return deriveSmall(input, order, instants) ?? deriveExact(input, order, instants);
}

/**
 * deriveTrade in exact decimals and fractions, for any input: the definition deriveSmall must
 * match, and where input is refused. `order` lists the fills by instant (`instants`).
 */
export function deriveExact(
  input: DeriveTradeInput,
  order: readonly number[],
  instants: readonly number[],
): TradeDerivation {
  const { executions } = input;
  const count = executions.length;
  const multiplier = readNumber(input.multiplier ?? 1, 'VALIDATION-010', 'The multiplier', -1, 'multiplier');
  const stop = readOptional(input.initialStop, 'TRADE-002', 'The initial stop', -1, 'initialStop');
  const target = readOptional(input.target, 'TRADE-002', 'The target', -1, 'target');
  const tolerance =
    readOptional(
      input.breakEvenTolerance,
      'VALIDATION-010',
      'The break-even tolerance',
      -1,
      'breakEvenTolerance',
    ) ?? ZERO;

  let long = true;
  let entryQuantity = ZERO;
  let entryValue = ZERO;
  let exitQuantity = ZERO;
  let exitValue = ZERO;
  let costs = ZERO;
  for (let k = 0; k < count; k++) {
    const index = order[k] ?? 0;
    const fill = executions[index];
    if (fill === undefined) continue;
    const buy = readSide(fill.side, index);
    if (k === 0) long = buy;
    const quantity = readQuantity(fill.quantity, index);
    const value = multiply(quantity, readPrice(fill.price, index));
    const fillCosts = readCosts(fill, index);
    if (fillCosts !== undefined) costs = add(costs, fillCosts);
    if (buy === long) {
      entryQuantity = add(entryQuantity, quantity);
      entryValue = add(entryValue, value);
    } else {
      exitQuantity = add(exitQuantity, quantity);
      exitValue = add(exitValue, value);
      const left = compare(entryQuantity, exitQuantity);
      if (left < 0) notOneRoundTrip(`the position crosses zero at ${fill.time}`, index);
      if (left === 0 && k < count - 1)
        notOneRoundTrip(`the position is flat at ${fill.time}, before the last fill`, index);
    }
  }

  const closed = compare(entryQuantity, exitQuantity) === 0;
  const firstAt = Math.floor(instants[order[0] ?? 0] ?? 0);
  const lastAt = Math.floor(instants[order[count - 1] ?? 0] ?? 0);

  // Closed: proceeds minus cost, no division. Open: realised so far on the closed part.
  let gross: Amount;
  let net: Amount;
  let netDecimal: Decimal | undefined;
  if (closed || exitQuantity.units === 0n) {
    const grossDecimal = closed
      ? multiply(long ? subtract(exitValue, entryValue) : subtract(entryValue, exitValue), multiplier)
      : ZERO;
    netDecimal = subtract(grossDecimal, costs);
    gross = amountOf(grossDecimal);
    net = amountOf(netDecimal);
  } else {
    const grossExact = realisedWhileOpen(executions, order, long).times(exactOf(multiplier));
    const netExact = grossExact.minus(exactOf(costs));
    gross = { numerator: grossExact.numerator, denominator: grossExact.denominator };
    net = { numerator: netExact.numerator, denominator: netExact.denominator };
  }

  // |avgEntry - stop| x entryQuantity = |entryValue - stop x entryQuantity|: exact, no division.
  const risk =
    stop === undefined
      ? undefined
      : multiply(absolute(subtract(entryValue, multiply(stop, entryQuantity))), multiplier);
  const plannedR =
    stop === undefined || target === undefined
      ? null
      : divideToNumber(
          absolute(subtract(multiply(target, entryQuantity), entryValue)),
          absolute(subtract(entryValue, multiply(stop, entryQuantity))),
        );

  let result: TradeDerivation['result'] = null;
  if (closed && netDecimal !== undefined) {
    const cents = roundHalfAwayFromZero(netDecimal, 2);
    result = compare(absolute(cents), tolerance) <= 0 ? 'breakeven' : cents.units > 0n ? 'win' : 'loss';
  }

  return {
    direction: long ? 'long' : 'short',
    status: closed ? 'closed' : 'open',
    openedAt: isoOf(firstAt),
    closedAt: closed ? isoOf(lastAt) : null,
    entryQuantity: toNumber(entryQuantity),
    closedQuantity: toNumber(exitQuantity),
    openQuantity: toNumber(subtract(entryQuantity, exitQuantity)),
    avgEntryPrice: divideToNumber(entryValue, entryQuantity),
    avgExitPrice: divideToNumber(exitValue, exitQuantity),
    grossPnl: quotientToNumber(gross.numerator, gross.denominator),
    costs: toNumber(costs),
    netPnl: quotientToNumber(net.numerator, net.denominator),
    // net / (avgEntry x closedQuantity x multiplier) x 100, with avgEntry = entryValue / entryQuantity.
    returnPct: ratio(
      net,
      multiply(entryQuantity, HUNDRED),
      multiply(multiply(entryValue, exitQuantity), multiplier),
    ),
    initialRisk: risk === undefined ? null : toNumber(risk),
    rMultiple: risk === undefined ? null : ratio(net, ONE, risk),
    plannedR,
    holdingMs: closed ? lastAt - firstAt : null,
    result,
  };
}

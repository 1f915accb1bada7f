// Fills of one symbol in one account cut into trades: each trade is one flat-to-flat round trip.
import {
  absolute,
  add,
  divideRounded,
  multiply,
  sign,
  subtract,
  toText,
  ZERO,
  type Decimal,
} from './decimal.ts';
import { chronologicalOrder, readInstant, readNumber, readQuantity, readSide } from './execution.ts';
import type { Execution } from './execution.ts';

export interface RoundTrip<E extends Execution = Execution> {
  /** In time order; a fill that crossed zero appears as its closing part here and its opening part in the next trip. */
  executions: E[];
  direction: 'long' | 'short';
  /** True for the last trip when the position is not flat after it. */
  open: boolean;
}

/** Decimal places of the closing part's share of a split fill's commission and fees. */
export const SPLIT_COST_PLACES = 10;

function share(
  cost: number | string | null | undefined,
  part: Decimal,
  whole: Decimal,
  index: number,
  key: 'commission' | 'fees',
): [string | null | undefined, string | null | undefined] {
  if (cost === undefined || cost === null || cost === '') return [cost, cost];
  const total = readNumber(cost, 'VALIDATION-010', `The ${key}`, index, key);
  const first = divideRounded(multiply(total, part), whole, SPLIT_COST_PLACES);
  return [toText(first), toText(subtract(total, first))];
}

/**
 * The closing part and the opening part of a fill that takes the position through zero. The
 * quantity splits exactly; commission and fees are shared by quantity, the closing part's share
 * rounded half away from zero to 10 places and the opening part taking the rest, so the two parts
 * always add up to the fill. Both parts keep the fill's other fields (its id among them).
 */
function splitFill<E extends Execution>(fill: E, quantity: Decimal, closing: Decimal, index: number): [E, E] {
  const [closingCommission, openingCommission] = share(
    fill.commission,
    closing,
    quantity,
    index,
    'commission',
  );
  const [closingFees, openingFees] = share(fill.fees, closing, quantity, index, 'fees');
  const closingPart = {
    ...fill,
    quantity: toText(closing),
    ...(closingCommission === undefined ? {} : { commission: closingCommission }),
    ...(closingFees === undefined ? {} : { fees: closingFees }),
  };
  const openingPart = {
    ...fill,
    quantity: toText(subtract(quantity, closing)),
    ...(openingCommission === undefined ? {} : { commission: openingCommission }),
    ...(openingFees === undefined ? {} : { fees: openingFees }),
  };
  return [closingPart, openingPart];
}

/**
 * Orders fills by their instant (fills at the same instant keep their given order) and cuts them
 * into flat-to-flat round trips; the last may be open. Flat means exactly zero in decimals, so
 * buying 0.1 and 0.2 and selling 0.3 closes the trip. A fill that takes the position through zero
 * ends its trip with the part that closes the position, and opens the next trip, in the opposite
 * direction, with the rest.
 */
export function splitRoundTrips<E extends Execution>(executions: readonly E[]): RoundTrip<E>[] {
  const instants = executions.map((fill, index) => readInstant(fill.time, index));
  const trips: RoundTrip<E>[] = [];
  let current: RoundTrip<E> | undefined;
  let position: Decimal = ZERO;
  for (const index of chronologicalOrder(instants)) {
    const fill = executions[index];
    if (fill === undefined) continue;
    const buy = readSide(fill.side, index);
    const quantity = readQuantity(fill.quantity, index);
    const before = sign(position);
    const after = add(position, buy ? quantity : { units: -quantity.units, scale: quantity.scale });
    const direction = buy ? 'long' : 'short';
    if (current === undefined) {
      current = { executions: [], direction, open: true };
      trips.push(current);
    }
    if (before !== 0 && sign(after) === -before) {
      const [closingPart, openingPart] = splitFill(fill, quantity, absolute(position), index);
      current.executions.push(closingPart);
      current.open = false;
      current = { executions: [openingPart], direction, open: true };
      trips.push(current);
    } else {
      current.executions.push(fill);
      if (sign(after) === 0) {
        current.open = false;
        current = undefined;
      }
    }
    position = after;
  }
  return trips;
}

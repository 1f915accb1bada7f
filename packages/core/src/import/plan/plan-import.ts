// Which fills of a file are new to the account, and the trades they make: the preview shows this
// plan and rpc/import_batch writes it as it is.
import { readDecimal, toText } from '../../journal/decimal.ts';
import { instantOf } from '../../journal/instant.ts';
import { resolveInstrument, type InstrumentOverride } from '../../journal/instruments.ts';
import { splitRoundTrips } from '../../journal/round-trips.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import type { ImportedExecution, ImportWarning } from '../types.ts';
import { scheduleCharger } from './schedule.ts';
import type {
  ImportPlan,
  OpenTrade,
  PlanImportInput,
  SaveExecutionInput,
  SaveTradeInput,
  StoredFill,
} from './types.ts';

/** Marks the opening part of a fill that reversed a position: both parts come from one file row. */
export const OPENING_PART_SUFFIX = ':open';

/** A number as the decimal text the database reads; exponents (1e-7) written out. */
function decimalText(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  const exact = readDecimal(value);
  return exact === undefined ? text : toText(exact);
}

function costText(value: number | string | null | undefined): string {
  if (value === undefined || value === null || value === '') return '0';
  return typeof value === 'number' ? decimalText(value) : value;
}

/** A fill on its way to a trade: what splitRoundTrips reads, plus the columns the database takes. */
interface PlannedFill extends SaveExecutionInput {
  time: string;
}

interface Instrument {
  symbol: string;
  assetClass: AssetClass;
  multiplier: string;
  currency: string | null;
}

function newFill(fill: ImportedExecution, key: string, currency: string | null): PlannedFill {
  return {
    time: fill.time,
    executed_at: fill.time,
    side: fill.side,
    quantity: decimalText(fill.quantity),
    price: decimalText(fill.price),
    commission: decimalText(fill.commission),
    fees: decimalText(fill.fees),
    currency: fill.currency ?? currency,
    broker_execution_id: fill.brokerExecutionId ?? null,
    order_id: fill.orderId ?? null,
    import_key: key,
  };
}

function storedFill(fill: StoredFill): PlannedFill {
  return {
    id: fill.id,
    time: fill.executed_at,
    executed_at: fill.executed_at,
    side: fill.side,
    quantity: String(fill.quantity),
    price: String(fill.price),
    commission: costText(fill.commission),
    fees: costText(fill.fees),
    currency: fill.currency,
    broker_execution_id: fill.broker_execution_id,
    order_id: fill.order_id,
    import_key: fill.import_key,
  };
}

function output(fill: PlannedFill): SaveExecutionInput {
  const { time: _time, ...columns } = fill;
  return columns;
}

/**
 * Round trips of the fills, each as the fills it writes. A fill that reversed the position shows up
 * twice (its closing part ends one trip, its opening part starts the next); the database keeps a
 * broker id and an import key once per account, so the opening part carries the key with a suffix
 * and no broker id. Fills of one file never share a key, so a shared key is such a split.
 */
function cutTrips(fills: readonly PlannedFill[]): { fills: PlannedFill[]; open: boolean }[] {
  const trips = splitRoundTrips(fills);
  let previousLast: PlannedFill | undefined;
  return trips.map((trip) => {
    const [first, ...rest] = trip.executions;
    const last = trip.executions[trip.executions.length - 1];
    const split =
      first !== undefined &&
      previousLast !== undefined &&
      first.id === undefined &&
      first.import_key !== null &&
      first.import_key === previousLast.import_key;
    previousLast = last;
    if (!split) return { fills: trip.executions, open: trip.open };
    const opening: PlannedFill = {
      ...first,
      broker_execution_id: null,
      import_key: `${first.import_key ?? ''}${OPENING_PART_SUFFIX}`,
    };
    return { fills: [opening, ...rest], open: trip.open };
  });
}

function tradeOf(fills: readonly PlannedFill[], instrument: Instrument, accountId: string): SaveTradeInput {
  return {
    account_id: accountId,
    symbol: instrument.symbol,
    asset_class: instrument.assetClass,
    multiplier: instrument.multiplier,
    currency: instrument.currency,
    executions: fills.map(output),
  };
}

function instrumentOf(
  fill: ImportedExecution,
  overrides: readonly InstrumentOverride[],
  cache: Map<string, Instrument>,
): Instrument {
  const cacheKey = `${fill.assetClass}\u001f${fill.symbol}\u001f${fill.multiplier ?? ''}\u001f${fill.currency ?? ''}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  const resolved = resolveInstrument(fill.symbol, { assetClass: fill.assetClass, overrides });
  const instrument: Instrument = {
    symbol: resolved.symbol,
    assetClass: resolved.assetClass,
    // A multiplier the broker wrote beside the fill is the contract's own; the defaults and the
    // trader's instruments fill in where the file is silent.
    multiplier: decimalText(fill.multiplier ?? resolved.multiplier),
    currency: fill.currency ?? resolved.quoteCurrency,
  };
  cache.set(cacheKey, instrument);
  return instrument;
}

function earliest(fills: readonly { time: string }[]): number {
  let at = Infinity;
  for (const fill of fills) at = Math.min(at, instantOf(fill.time));
  return at;
}

/** The open trade of each symbol a file may continue: the latest opened when there are several. */
function openTradesBySymbol(
  trades: readonly OpenTrade[],
  warnings: ImportWarning[],
): Map<string, { trade: OpenTrade; fills: PlannedFill[]; start: number }> {
  const bySymbol = new Map<string, { trade: OpenTrade; fills: PlannedFill[]; start: number }>();
  for (const trade of trades) {
    const fills = trade.executions.map(storedFill);
    // A trade without fills is a plan: there is no position to continue.
    if (fills.length === 0) continue;
    const start = earliest(fills);
    const other = bySymbol.get(trade.symbol);
    if (other !== undefined)
      warnings.push({
        message: `${trade.symbol} has more than one open trade; new fills continue the one opened last.`,
      });
    if (other === undefined || start > other.start) bySymbol.set(trade.symbol, { trade, fills, start });
  }
  return bySymbol;
}

/** The file's new fills of one symbol. */
interface SymbolGroup {
  instrument: Instrument;
  fills: PlannedFill[];
}

interface NewTrade {
  trade: SaveTradeInput;
  at: number;
}

/**
 * Drops the fills the account already holds (same broker id, or same import key), cuts the rest
 * into round trips per symbol and continues an open trade of that symbol when the file's fills
 * follow it. Fills dated before an open trade of their symbol opened make trades of their own.
 */
export function planImport(input: PlanImportInput): ImportPlan {
  const { executions, accountId, keys, existing } = input;
  if (keys.length !== executions.length)
    throw new RangeError(`${keys.length} keys for ${executions.length} fills: one key per fill`);
  const warnings: ImportWarning[] = [];
  const brokerIds = new Set(existing.brokerExecutionIds);
  const storedKeys = new Set(existing.importKeys);
  const cache = new Map<string, Instrument>();
  const groups = new Map<string, SymbolGroup>();
  let duplicates = 0;
  let newFills = 0;
  let scheduledFills = 0;
  const chargeOf = scheduleCharger(input.schedule?.rows ?? [], accountId, input.instruments);
  for (let index = 0; index < executions.length; index++) {
    const fill = executions[index];
    const key = keys[index];
    if (fill === undefined || key === undefined) continue;
    const brokerId = fill.brokerExecutionId;
    if (storedKeys.has(key) || (brokerId !== undefined && brokerIds.has(brokerId))) {
      duplicates++;
      continue;
    }
    // A broker id twice in one file is one fill listed twice.
    if (brokerId !== undefined) brokerIds.add(brokerId);
    newFills++;
    const instrument = instrumentOf(fill, input.instruments, cache);
    const groupKey = `${instrument.symbol}\u001f${instrument.multiplier}`;
    let group = groups.get(groupKey);
    if (group === undefined) {
      group = { instrument, fills: [] };
      groups.set(groupKey, group);
    }
    const planned = newFill(fill, key, instrument.currency);
    // Only a fill of a file without costs: its commission and fees are both 0 here.
    const charge = input.schedule?.chargeable[index] === true ? chargeOf(planned, instrument) : null;
    if (charge !== null) {
      planned.commission = charge;
      planned.fees = '0';
      planned.fees_from_schedule = true;
      scheduledFills++;
    }
    group.fills.push(planned);
  }

  const open = openTradesBySymbol(existing.openTrades, warnings);
  const created: NewTrade[] = [];
  const extended: SaveTradeInput[] = [];
  const addNew = (fills: readonly PlannedFill[], instrument: Instrument): boolean => {
    const trips = cutTrips(fills);
    for (const trip of trips)
      created.push({ trade: tradeOf(trip.fills, instrument, accountId), at: earliest(trip.fills) });
    return trips[trips.length - 1]?.open ?? false;
  };

  for (const { instrument, fills } of groups.values()) {
    const stored = open.get(instrument.symbol);
    // One open trade continues one group: fills of the symbol at another multiplier stand apart.
    open.delete(instrument.symbol);
    if (stored === undefined) {
      addNew(fills, instrument);
      continue;
    }
    const before: PlannedFill[] = [];
    const after: PlannedFill[] = [];
    for (const fill of fills) (instantOf(fill.time) < stored.start ? before : after).push(fill);
    if (before.length > 0 && addNew(before, instrument))
      warnings.push({
        message: `${instrument.symbol}: fills dated before its open trade leave a position open${input.timeZone ? ` (times read in ${input.timeZone})` : ''}; check that the file covers the start of that trade.`,
      });
    if (after.length === 0) continue;
    const trips = cutTrips([...stored.fills, ...after]);
    const [first, ...rest] = trips;
    const storedInFirst = first?.fills.filter((fill) => fill.id !== undefined).length ?? 0;
    const storedLater = rest.some((trip) => trip.fills.some((fill) => fill.id !== undefined));
    if (first === undefined || storedInFirst !== stored.fills.length || storedLater) {
      // A new fill inside the stored ones closed the position early: the open trade stays as it is.
      warnings.push({
        message: `${instrument.symbol}: the file's fills interleave with the open trade's own, so they make new trades instead of extending it.`,
      });
      addNew(after, instrument);
      continue;
    }
    const { trade } = stored;
    if (first.fills.length > storedInFirst)
      extended.push({
        id: trade.id,
        ...tradeOf(
          first.fills,
          {
            symbol: trade.symbol,
            assetClass: trade.asset_class,
            multiplier: String(trade.multiplier),
            currency: trade.currency,
          },
          accountId,
        ),
      });
    for (const trip of rest)
      created.push({ trade: tradeOf(trip.fills, instrument, accountId), at: earliest(trip.fills) });
  }

  created.sort((a, b) => a.at - b.at);
  return {
    trades: [...created.map((entry) => entry.trade), ...extended],
    newFills,
    duplicates,
    tradesCreated: created.length,
    tradesExtended: extended.length,
    warnings,
    scheduledFills,
  };
}

// What each fill costs, in cents of the trade's currency, the way the sample trader's brokers
// charge it: stocks per share with a minimum plus the regulatory fees on sales, options and
// futures per contract, forex per thousand units, crypto a percentage of the notional.
import { rescale } from './decimal.ts';
import type { DemoInstrument } from './instruments.ts';

export interface FillCost {
  commission: number;
  fees: number;
}

const FUTURE_COMMISSION: Readonly<Record<string, readonly [number, number]>> = {
  ES: [225, 137],
  NQ: [225, 137],
  CL: [225, 152],
  GC: [225, 152],
  MES: [62, 35],
  MNQ: [62, 35],
};

// Per thousand units, in cents of the quote currency: 30 a million.
const FOREX_COMMISSION = 3;

const ceilDiv = (a: number, b: number) => Math.ceil(a / b);

/** The commission and fees of one fill; `quantity` and `price` in the instrument's units. */
export function fillCost(
  instrument: DemoInstrument,
  side: 'buy' | 'sell',
  quantity: number,
  price: number,
): FillCost {
  switch (instrument.assetClass) {
    case 'stock': {
      const notionalCents = quantity * price;
      // Half a cent a share, at least a dollar; SEC fee (27.80 per million) and FINRA TAF on sales.
      const commission = Math.max(100, ceilDiv(quantity, 2));
      const fees =
        side === 'sell' ? ceilDiv(notionalCents * 278, 10_000_000) + ceilDiv(quantity * 166, 10_000) : 0;
      return { commission, fees };
    }
    case 'option':
      return { commission: 65 * quantity, fees: 3 * quantity };
    case 'future': {
      const [commission, fees] = FUTURE_COMMISSION[instrument.root] ?? [225, 137];
      return { commission: commission * quantity, fees: fees * quantity };
    }
    case 'forex':
      return { commission: (quantity / 1000) * FOREX_COMMISSION, fees: 0 };
    case 'crypto': {
      // 0.1 % of the notional, to the nearest cent.
      const decimals = instrument.priceDecimals + instrument.quantityDecimals;
      return { commission: 0, fees: rescale(quantity * price, decimals + 3, 2) };
    }
  }
}

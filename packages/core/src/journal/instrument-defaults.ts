// Built-in instrument facts, so the usual futures, option and currency trades need no set-up. A
// user's instruments row overrides any of them (resolveInstrument).

export interface FutureSpec {
  /** Money per 1.0 of price per contract (the point value). */
  multiplier: number;
  tickSize: number;
  currency: string;
}

function spec(multiplier: number, tickSize: number, currency = 'USD'): FutureSpec {
  return { multiplier, tickSize, currency };
}

/** Futures by root: point value, minimum tick and the currency the P&L is in. */
export const FUTURES: ReadonlyMap<string, FutureSpec> = new Map([
  // CME equity indexes
  ['ES', spec(50, 0.25)],
  ['MES', spec(5, 0.25)],
  ['NQ', spec(20, 0.25)],
  ['MNQ', spec(2, 0.25)],
  ['YM', spec(5, 1)],
  ['MYM', spec(0.5, 1)],
  ['RTY', spec(50, 0.1)],
  ['M2K', spec(5, 0.1)],
  ['EMD', spec(100, 0.1)],
  ['NKD', spec(5, 5)],
  // Energy
  ['CL', spec(1000, 0.01)],
  ['MCL', spec(100, 0.01)],
  ['QM', spec(500, 0.025)],
  ['BZ', spec(1000, 0.01)],
  ['NG', spec(10000, 0.001)],
  ['QG', spec(2500, 0.005)],
  ['RB', spec(42000, 0.0001)],
  ['HO', spec(42000, 0.0001)],
  // Metals
  ['GC', spec(100, 0.1)],
  ['MGC', spec(10, 0.1)],
  ['SI', spec(5000, 0.005)],
  ['SIL', spec(1000, 0.005)],
  ['HG', spec(25000, 0.0005)],
  ['MHG', spec(2500, 0.0005)],
  ['PL', spec(50, 0.1)],
  ['PA', spec(100, 0.5)],
  // Currencies (price in US dollars per unit of the currency, except 6J per yen)
  ['6E', spec(125000, 0.00005)],
  ['M6E', spec(12500, 0.0001)],
  ['E7', spec(62500, 0.0001)],
  ['6J', spec(12500000, 0.0000005)],
  ['6B', spec(62500, 0.0001)],
  ['M6B', spec(6250, 0.0001)],
  ['6A', spec(100000, 0.00005)],
  ['M6A', spec(10000, 0.0001)],
  ['6C', spec(100000, 0.00005)],
  ['6S', spec(125000, 0.00005)],
  ['6N', spec(100000, 0.00005)],
  ['6M', spec(500000, 0.00001)],
  // Interest rates (ticks are fractions of a 32nd)
  ['ZT', spec(2000, 0.00390625)],
  ['ZF', spec(1000, 0.0078125)],
  ['ZN', spec(1000, 0.015625)],
  ['TN', spec(1000, 0.015625)],
  ['ZB', spec(1000, 0.03125)],
  ['UB', spec(1000, 0.03125)],
  // Grains and oilseeds (prices in cents per bushel: 5,000 bushels are $50 a cent)
  ['ZC', spec(50, 0.25)],
  ['ZS', spec(50, 0.25)],
  ['ZW', spec(50, 0.25)],
  ['KE', spec(50, 0.25)],
  ['ZO', spec(50, 0.25)],
  ['ZL', spec(600, 0.01)],
  ['ZM', spec(100, 0.1)],
  // Livestock (cents per pound)
  ['LE', spec(400, 0.025)],
  ['HE', spec(400, 0.025)],
  ['GF', spec(500, 0.025)],
  // Volatility and crypto
  ['VX', spec(1000, 0.05)],
  ['BTC', spec(5, 5)],
  ['MBT', spec(0.1, 5)],
  ['ETH', spec(50, 0.25)],
  // Eurex
  ['FDAX', spec(25, 0.5, 'EUR')],
  ['FDXM', spec(5, 1, 'EUR')],
  ['FESX', spec(10, 1, 'EUR')],
  ['FGBL', spec(1000, 0.01, 'EUR')],
]);

/** Futures month codes, January to December. */
export const MONTH_CODES = 'FGHJKMNQUVXZ';
export const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
];

/** Currencies a forex pair is made of (ISO 4217). */
export const FIAT_CURRENCIES: ReadonlySet<string> = new Set(
  (
    'USD EUR JPY GBP AUD NZD CAD CHF SEK NOK DKK PLN HUF CZK TRY ZAR MXN SGD HKD CNH CNY ILS INR KRW ' +
    'RUB THB TWD BRL CLP COP PHP IDR MYR SAR AED'
  ).split(' '),
);

/** Coins recognised without a separator (BTCUSDT) or alone (BTC). */
export const CRYPTO_COINS: ReadonlySet<string> = new Set(
  (
    'BTC XBT ETH SOL XRP ADA DOGE LTC BNB DOT AVAX LINK MATIC POL TRX BCH XLM ATOM UNI ETC SHIB TON ' +
    'NEAR APT ARB OP SUI PEPE XMR FIL AAVE'
  ).split(' '),
);

/** What a coin is quoted in, longest first so BTCUSDT reads as BTC / USDT and not BTC / USD. */
export const CRYPTO_QUOTES = ['FDUSD', 'USDT', 'USDC', 'BUSD', 'DAI', 'USD', 'EUR', 'GBP', 'BTC', 'ETH'];

/** Quotes that only a coin has: a pair quoted in one is crypto whatever its base. */
export const COIN_QUOTES: ReadonlySet<string> = new Set([
  'FDUSD',
  'USDT',
  'USDC',
  'BUSD',
  'DAI',
  'BTC',
  'ETH',
]);

export const STOCK_TICK = 0.01;
export const OPTION_MULTIPLIER = 100;
export const OPTION_TICK = 0.01;
export const FOREX_PIP = 0.0001;
/** Pairs quoted in yen move in hundredths. */
export const FOREX_PIP_JPY = 0.01;
/** Brokers quote a tenth of a pip (the fractional pip). */
export const FOREX_TICK = 0.00001;
export const FOREX_TICK_JPY = 0.001;

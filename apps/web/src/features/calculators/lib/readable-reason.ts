// The calculators name fields by their input keys ("stopPips must be greater than 0"); the pages
// show the same sentence with the words a trader sees on the form.

const PHRASES: Record<string, string> = {
  accountBalance: 'account balance',
  accountCurrency: 'account currency',
  annualRatePct: 'annual rate',
  compoundsPerYear: 'compounding periods a year',
  contractSize: 'contract size',
  contributionTiming: 'contribution timing',
  contributionsPerYear: 'contributions a year',
  'conversion.pair': 'conversion pair',
  'conversion.price': 'conversion rate',
  conversion: 'conversion rate',
  dailyGainPct: 'daily gain',
  feeEntry: 'entry fee',
  feeExit: 'exit fee',
  floatingPnl: 'floating P&L',
  lotStep: 'lot step',
  marginRequirementPct: 'margin requirement',
  pairPrice: 'pair price',
  periodsPerYear: 'periods a year',
  pipSize: 'pip size',
  pointC: 'point C',
  riskAmount: 'risk amount',
  riskPct: 'risk %',
  sizeStep: 'size step',
  startingBalance: 'starting balance',
  stopPips: 'stop distance in pips',
  swingHigh: 'swing high',
  swingLow: 'swing low',
  tickSize: 'tick size',
  tickValue: 'tick value',
  tradingDays: 'trading days',
  usedMargin: 'used margin',
};

const BAR_FIELDS: Record<string, string> = { highs: 'high', lows: 'low', closes: 'close' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longest first, so "conversion.price" wins over "conversion".
const KEYS = Object.keys(PHRASES).sort((a, b) => b.length - a.length);
const KEY_PATTERN = new RegExp(`(?<![\\w.])(${KEYS.map(escape).join('|')})(?!\\w|\\.\\w)`, 'g');

/** "closes[3]" -> "the close of bar 4": the lists count from one on the page. */
function barPhrase(_match: string, list: string, index: string): string {
  return `the ${BAR_FIELDS[list] ?? list} of bar ${Number(index) + 1}`;
}

export function readableReason(reason: string): string {
  const text = reason
    .replace(/\b(highs|lows|closes)\[(\d+)\]/g, barPhrase)
    .replace(KEY_PATTERN, (key: string) => PHRASES[key] ?? key)
    .replace(/^the /, 'The ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

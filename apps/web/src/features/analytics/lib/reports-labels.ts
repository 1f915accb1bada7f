// What the reports call each breakdown dimension and each of its keys. The engine keys accounts,
// strategies and tags by id; the trader reads their names.
import type { Dimension } from '@edgelog/core';

export const DIMENSION_LABELS: Record<Dimension, string> = {
  symbol: 'Symbol',
  assetClass: 'Asset class',
  account: 'Account',
  strategy: 'Strategy',
  tag: 'Tag',
  tagGroup: 'Tag group',
  side: 'Side',
  weekday: 'Weekday',
  hour: 'Hour of entry',
  month: 'Month',
  holdingTime: 'Holding time',
  positionSize: 'Position size',
  rBucket: 'R multiple',
};

/** What a row of trades without a value is called, per dimension. */
const NO_VALUE_LABELS: Record<Dimension, string> = {
  symbol: 'No symbol',
  assetClass: 'No asset class',
  account: 'No account',
  strategy: 'No strategy',
  tag: 'No tag',
  tagGroup: 'No tag',
  side: 'No side',
  weekday: 'No day',
  hour: 'No hour',
  month: 'No month',
  holdingTime: 'Still open',
  positionSize: 'No position size',
  rBucket: 'No stop (no R)',
};

const ASSET_CLASS_LABELS: Record<string, string> = {
  stock: 'Stocks',
  option: 'Options',
  future: 'Futures',
  forex: 'Forex',
  crypto: 'Crypto',
  cfd: 'CFDs',
};

const TAG_GROUP_LABELS: Record<string, string> = {
  setup: 'Setups',
  mistake: 'Mistakes',
  emotion: 'Emotions',
  custom: 'Custom',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The names the dataset knows for the id-keyed dimensions. */
export interface KeyNames {
  accounts: readonly { id: string; name: string }[];
  strategies: readonly { id: string; name: string }[];
  tags: readonly { id: string; name: string }[];
}

function nameOf(list: readonly { id: string; name: string }[], id: string, fallback: string): string {
  return list.find((item) => item.id === id)?.name ?? fallback;
}

/** How a key of a dimension reads in a table header, a chart axis or a CSV cell. */
export function keyLabel(dimension: Dimension, key: string, engineLabel: string, names: KeyNames): string {
  if (key === '') return NO_VALUE_LABELS[dimension];
  switch (dimension) {
    case 'account':
      return nameOf(names.accounts, key, engineLabel);
    case 'strategy':
      return nameOf(names.strategies, key, engineLabel);
    case 'tag':
      return nameOf(names.tags, key, engineLabel);
    case 'side':
      return key === 'long' ? 'Long' : key === 'short' ? 'Short' : engineLabel;
    case 'assetClass':
      return ASSET_CLASS_LABELS[key] ?? engineLabel;
    case 'tagGroup':
      return TAG_GROUP_LABELS[key] ?? engineLabel;
    case 'hour':
      return `${key}:00`;
    case 'month': {
      // Keys are YYYY-MM in the trader's zone: the label is that month, not a date to convert.
      const match = /^(\d{4})-(\d{2})$/.exec(key);
      const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
      return match && month ? `${month} ${match[1]}` : engineLabel;
    }
    default:
      return engineLabel;
  }
}

import type { ErrorCatalogueEntry } from '../types.ts';

/** TRADE: the trades a trader records. */
export const tradeEntries = {
  'TRADE-001': {
    code: 'TRADE-001',
    category: 'TRADE',
    title: 'Invalid Symbol',
    description: 'The trade symbol is missing or not valid.',
    userMessage: 'Please enter a valid symbol, such as AAPL, EURUSD or BTCUSD.',
    technicalDetails: 'Symbol validation failed (empty, unsupported characters or too long).',
    possibleCauses: ['The symbol field is empty', 'Spaces or special characters in the symbol'],
    solutions: ['Type the symbol as your broker shows it, without spaces'],
    severity: 'low',
    retryable: false,
  },
  'TRADE-002': {
    code: 'TRADE-002',
    category: 'TRADE',
    title: 'Invalid Price',
    description: 'An entry, exit, stop or target price is not valid.',
    userMessage: 'Please enter a valid price greater than zero.',
    technicalDetails:
      'Price validation failed (not a positive decimal, or inconsistent with the trade side).',
    possibleCauses: ['A zero or negative price', 'A stop loss on the wrong side of the entry price'],
    solutions: ['Check the entry and exit prices', 'For a long trade the stop loss must be below the entry'],
    severity: 'low',
    retryable: false,
  },
  'TRADE-003': {
    code: 'TRADE-003',
    category: 'TRADE',
    title: 'Invalid Quantity',
    description: 'The quantity, size or number of lots is not valid.',
    userMessage: 'Please enter a quantity greater than zero.',
    technicalDetails:
      'Quantity validation failed (not a positive decimal, or exits exceed the position size).',
    possibleCauses: ['A zero or negative quantity', 'Closing more shares or lots than were opened'],
    solutions: ['Check the quantity of each entry and exit'],
    severity: 'low',
    retryable: false,
  },
  'TRADE-004': {
    code: 'TRADE-004',
    category: 'TRADE',
    title: 'Invalid Trade Date',
    description: 'A trade date or time is not valid.',
    userMessage:
      'Please check the trade dates: the exit cannot be before the entry, and dates cannot be in the future.',
    technicalDetails: 'Date validation failed (unparseable, exit before entry, or in the future).',
    possibleCauses: ['Entry and exit dates swapped', 'A time zone mix-up in an import'],
    solutions: ['Correct the entry and exit date and time', 'Check the time zone in your settings'],
    severity: 'low',
    retryable: false,
  },
  'TRADE-006': {
    code: 'TRADE-006',
    category: 'TRADE',
    title: 'Calculation Error',
    description: 'Profit, loss or another trade figure could not be calculated.',
    userMessage:
      "We couldn't calculate the figures for this trade. Please check its prices, quantities and fees.",
    technicalDetails:
      'A trade calculation (P&L, R-multiple, average price, fees) failed or produced a non-finite result.',
    possibleCauses: ['Missing prices or quantities', 'A stop loss equal to the entry price (zero risk)'],
    solutions: ['Fill in every price and quantity', 'Set a stop loss different from the entry price'],
    severity: 'medium',
    retryable: false,
  },
  'TRADE-007': {
    code: 'TRADE-007',
    category: 'TRADE',
    title: 'Trade Status Conflict',
    description:
      "The change conflicts with the trade's current state, or with a trade that is already recorded (a duplicate).",
    userMessage:
      'This change conflicts with the current state of the trade, or the trade is already recorded. Refresh and check it.',
    technicalDetails:
      'Status transition not allowed (e.g. closing a closed trade, editing an archived trade) or a duplicate trade was rejected.',
    possibleCauses: [
      'The trade was changed in another tab or device',
      'The same trade was imported or saved twice',
    ],
    solutions: ['Refresh the page to see the latest version', 'Check the trade list for an existing copy'],
    severity: 'medium',
    retryable: false,
  },
} as const satisfies Record<string, ErrorCatalogueEntry>;

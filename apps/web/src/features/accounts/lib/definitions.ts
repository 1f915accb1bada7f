// What each of the accounts page's figures means, shown on hover and in the account's details.
export const BALANCE_DEFINITION =
  'Starting balance + deposits, withdrawals, fees, interest and adjustments + the closed trades’ net P&L.';
export const NET_PNL_DEFINITION = 'The closed trades’ profit or loss after commissions and fees.';
export const TRADES_DEFINITION = 'Every trade recorded on the account: planned, open, closed and archived.';

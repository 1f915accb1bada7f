import type { Formatter } from '@/lib/format/display-format';
import type { AccountRow } from '../api/accounts';
import { moneyText } from './money-text';

/** How an account's balance was reached, in one line: its three parts, which add up to it. */
export function breakdownOf(account: AccountRow, format: Formatter): string {
  return `${moneyText(format, account.starting_balance)} starting + ${moneyText(
    format,
    account.transactions_total,
  )} transactions + ${moneyText(format, account.realized_pnl)} closed trades`;
}

import type { Formatter } from '@/lib/format/display-format';
import type { AccountRow } from '../api/accounts';
import { moneyText } from './money-text';

/** How an account's balance was reached, in one line: its three parts, which add up to it. */
export function breakdownOf(account: AccountRow, format: Formatter): string {
  const money = (amount: string) => moneyText(format, amount, account.currency);
  return `${money(account.starting_balance)} starting + ${money(account.transactions_total)} transactions + ${money(
    account.realized_pnl,
  )} closed trades`;
}

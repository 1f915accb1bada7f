import { accountMoneyText } from '@edgelog/core';
import type { AccountRow } from '../api/accounts';

/** How an account's balance was reached, in one line: its three parts, which add up to it. */
export function breakdownOf(account: AccountRow): string {
  return `${accountMoneyText(account.starting_balance)} starting + ${accountMoneyText(
    account.transactions_total,
  )} transactions + ${accountMoneyText(account.realized_pnl)} closed trades`;
}

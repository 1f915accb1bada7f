// A trader's account as the journal records it: the account form's rules, its deposits and
// withdrawals, the equity line its balance draws, and how its money reads.
export * from './account-form.ts';
export * from './account-transaction.ts';
export * from './account-equity.ts';
export * from './account-money.ts';
export { negateDecimal, signOfDecimal } from './signed-decimal.ts';

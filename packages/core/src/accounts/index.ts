// A trader's account as the journal records it: the account form's rules.
export * from './account-form.ts';

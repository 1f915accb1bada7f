// A trade as the journal records it: the form's rules, its pre-fill from a calculator, its figures.
export * from './decimal-text.ts';
export * from './trade-form.ts';
export * from './trade-prefill.ts';
export * from './trade-figures.ts';
export * from './trading-defaults.ts';

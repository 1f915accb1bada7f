// A trade as the journal records it: the form's values and rules, its pre-fill from a calculator,
// the running position of its fills, the definitions of its figures, its attachments.
export * from './decimal-text.ts';
export * from './trade-form.ts';
export * from './trade-check.ts';
export * from './trade-prefill.ts';
export * from './running-position.ts';
export * from './figure-definitions.ts';
export * from './attachment-rules.ts';
export * from './trading-defaults.ts';
export * from './trade-preview.ts';
export * from './commission-schedule.ts';

// Playbooks: how closely a strategy's trades kept its rules. Definitions: docs/metrics.md, "Playbooks".
export * from './types.ts';
export { checklistReviewed, computeAdherence, tradesOverDailyLimit } from './adherence.ts';

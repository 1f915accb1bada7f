// The analytics worker: the filter in the URL, the journal read from the server, and the engine
// run on it for the analytics pages.
export * from './contract.ts';
export * from './errors.ts';
export * from './filter.ts';
export * from './metric-definitions.ts';
export * from './payload.ts';
export * from './dataset.ts';
export * from './requests.ts';
export * from './excursions.ts';
export * from './worker-api.ts';
export * from './kept-journal.ts';
export * from './journal-parts.ts';

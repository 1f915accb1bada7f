// Filled in by the journal and analytics work; see docs/decisions/0012-journal-model.md.
export {};

// The import wizard's entry: the button that opens it (on the trade log and an account) and the
// history of imports with Undo.
export { ImportButton } from './components/import-button';
export { ImportHistory } from './components/import-history';

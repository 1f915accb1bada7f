// The import worker: files read, parsed, matched against the account and stored off the page's
// thread (one worker per import; Cancel ends it).
import { expose } from 'comlink';
import { createImportSession } from './session';

expose(createImportSession());

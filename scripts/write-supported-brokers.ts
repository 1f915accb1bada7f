// Writes the supported brokers list (packages/core/src/import/supported-exports-data.ts) into
// docs/importing.md between its markers; `npm run docs:brokers`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SUPPORTED_EXPORTS_DOC_END,
  SUPPORTED_EXPORTS_DOC_START,
  supportedExportsMarkdown,
} from '../packages/core/src/import/supported-exports.ts';

const path = join(import.meta.dirname, '../docs/importing.md');
const text = readFileSync(path, 'utf8');
const start = text.indexOf(SUPPORTED_EXPORTS_DOC_START);
const end = text.indexOf(SUPPORTED_EXPORTS_DOC_END);
if (start < 0 || end < start)
  throw new Error(
    `docs/importing.md has no "${SUPPORTED_EXPORTS_DOC_START}" ... "${SUPPORTED_EXPORTS_DOC_END}" markers`,
  );
writeFileSync(
  path,
  `${text.slice(0, start)}${supportedExportsMarkdown()}${text.slice(end + SUPPORTED_EXPORTS_DOC_END.length)}`,
);
console.log('docs/importing.md: supported brokers list written');

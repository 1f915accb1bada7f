// Any file with a table, read through the column mapping the trader made (or a saved template):
// the table's rows as the mapping places them (sheet, table, header row, rows left out), each row
// a fill or a whole round trip. Never detected: a file is "generic" only because the trader said so.
import type { FormatInput, FormatOutput, ImportFormat } from '../format.ts';
import { missingColumns, readMappedRows } from '../mapped-rows.ts';
import { tableRegion } from '../table-region.ts';

function parse(input: FormatInput): FormatOutput {
  const none: FormatOutput = {
    executions: [],
    rowErrors: [],
    warnings: [],
    skipped: [],
    cashTransactions: [],
  };
  if (!input.mapping) return { ...none, warnings: [{ message: 'Map the columns of the file first' }] };
  const { header, rows } = tableRegion(input.rows, input.mapping);
  if (header.length === 0) return { ...none, warnings: [{ message: `${input.fileName} has no rows` }] };
  const missing = missingColumns(header, input.mapping);
  if (missing.length > 0) {
    return {
      ...none,
      warnings: [{ message: `The file has no column ${missing.map((name) => `"${name}"`).join(', ')}` }],
    };
  }
  return readMappedRows({ header, rows, mapping: input.mapping, timeZone: input.timeZone });
}

export const genericFormat: ImportFormat = {
  id: 'generic',
  label: 'Other broker (map the columns)',
  detect: () => 0,
  parse,
};

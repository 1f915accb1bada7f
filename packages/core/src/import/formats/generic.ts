// Any file with a header row, read through the column mapping the trader made (or a saved
// template). Never detected: a file is "generic" only because the trader said so.
import type { FormatInput, FormatOutput, ImportFormat } from '../format.ts';
import { missingColumns, readMappedRows } from '../mapped-rows.ts';

function parse(input: FormatInput): FormatOutput {
  const [header, ...rows] = input.rows;
  const none: FormatOutput = {
    executions: [],
    rowErrors: [],
    warnings: [],
    skipped: [],
    cashTransactions: [],
  };
  if (!input.mapping) return { ...none, warnings: [{ message: 'Map the columns of the file first' }] };
  if (!header) return { ...none, warnings: [{ message: `${input.fileName} has no rows` }] };
  const missing = missingColumns(header.cells, input.mapping);
  if (missing.length > 0) {
    return {
      ...none,
      warnings: [{ message: `The file has no column ${missing.map((name) => `"${name}"`).join(', ')}` }],
    };
  }
  return readMappedRows({ header: header.cells, rows, mapping: input.mapping, timeZone: input.timeZone });
}

export const genericFormat: ImportFormat = {
  id: 'generic',
  label: 'Other broker (map the columns)',
  detect: () => 0,
  parse,
};

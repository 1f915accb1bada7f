// Reading broker and Edgelog files into fills: the import wizard's pure core.
export { parseImportFile } from './parse-import-file.ts';
export { IMPORT_FORMATS, DETECTION_THRESHOLD, detectFormat, formatById } from './registry.ts';
export { EDGELOG_COLUMNS } from './formats/edgelog.ts';
export type { ImportFormat, ImportSample, FormatInput, FormatOutput } from './format.ts';
export type {
  CashTransaction,
  ColumnMapping,
  ImportedExecution,
  ImportResult,
  ImportRowError,
  ImportWarning,
  ParseImportFileInput,
  PnlCheck,
  SkippedRow,
  StatedPnl,
} from './types.ts';
export { detectTimestampFormat } from './timestamps.ts';
export type {
  DateOrder,
  ReadingChoices,
  ReadingQuestion,
  DateSample,
  DecimalSample,
} from './reading-choices.ts';
export { parseNumber, type DecimalSeparator } from './numbers.ts';
export { readDelimited, detectDelimiter, type Delimiter, type DelimitedRow } from './delimited.ts';
export { looksLikeZip, readXlsx, XlsxError, type XlsxSheet } from './xlsx.ts';
export {
  guessHeaderRow,
  htmlTables,
  looksLikeHtml,
  tableLabel,
  tableRegion,
  type RegionRows,
  type TableRegion,
} from './table-region.ts';
export { inferMapping } from './infer-mapping.ts';
export { mappingSource, type MappingSource } from './mapping-source.ts';
export {
  SUPPORTED_EXPORTS,
  searchSupportedExports,
  supportedExportsMarkdown,
  type SupportedExport,
} from './supported-exports.ts';
export { unpackExports, type UnpackedExports, type ZipExport } from './zip-exports.ts';
export * from './plan/index.ts';

// Taking the journal away as files: the trade log and its fills as CSV.
export { writeCsv, type CsvCell, type CsvColumn, type CsvKind } from './csv.ts';
export { fillsExportCsv, type FillExportRow } from './fills-export.ts';
export { tradesExportCsv, type TradeExportRow, type TradesExportOptions } from './trades-export.ts';
export { exportFileName, type ExportKind } from './file-name.ts';

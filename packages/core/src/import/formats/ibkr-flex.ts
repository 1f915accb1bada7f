// Interactive Brokers' Flex Query trades section as CSV (column headers on, section codes off).
// One row per execution when the query's level of detail is Execution; order and closed-lot
// summary rows repeat those executions and are skipped. Sells carry negative quantities and
// commissions are negative cash; times are naive in the zone the query was set up with. A query
// without the Trades section (dividends, cash transactions) is recognised and says it holds none.
import { parseFutureSymbol, parseOptionSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import {
  Columns,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { readMappedRows } from '../mapped-rows.ts';
import { flexSectionConfidence, parseFlexSection } from './ibkr-flex-csv-cash.ts';
import type { ColumnMapping } from '../types.ts';

const SIGNATURE = [
  'ClientAccountID',
  'AssetClass',
  'Symbol',
  'Quantity',
  'TradePrice',
  'IBCommission',
  'Buy/Sell',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  if (columns.has('TradePrice') && columns.has('IBCommission')) return columns.share(SIGNATURE);
  return flexSectionConfidence(columns);
}

function normalizeSymbol(symbol: string, assetClass: AssetClass): string {
  if (assetClass === 'option') return parseOptionSymbol(symbol)?.symbol ?? symbol;
  if (assetClass === 'future') return parseFutureSymbol(symbol)?.symbol ?? symbol;
  return symbol;
}

function parse(input: FormatInput): FormatOutput {
  const [header, ...all] = input.rows;
  if (!header) return { executions: [], rowErrors: [], warnings: [], skipped: [], cashTransactions: [] };
  const columns = new Columns(header.cells);
  if (!columns.has('TradePrice')) return parseFlexSection(input);
  const headerLine = header.cells.join('\u0000');
  const skipped: FormatOutput['skipped'] = [];
  const rows = all.filter((row) => {
    // A query over several accounts repeats the header before each account's rows.
    if (row.cells.join('\u0000') === headerLine) return false;
    const detail = columns.cell(row, 'LevelOfDetail').toUpperCase();
    if (detail === '' || detail === 'EXECUTION') return true;
    skipped.push({
      line: row.line,
      kind: 'summary',
      description: `${detail.toLowerCase()} row: its executions are listed apart`,
    });
    return false;
  });
  const mapping: ColumnMapping = {
    columns: {
      time: columns.find('DateTime', 'Date/Time', 'TradeDate') ?? 'DateTime',
      symbol: 'Symbol',
      side: 'Buy/Sell',
      quantity: 'Quantity',
      price: 'TradePrice',
      commission: 'IBCommission',
      fees: columns.find('Taxes'),
      assetClass: columns.find('AssetClass'),
      multiplier: columns.find('Multiplier'),
      currency: columns.find('CurrencyPrimary', 'Currency'),
      brokerExecutionId: columns.find('IBExecID', 'TradeID'),
      orderId: columns.find('IBOrderID', 'OrderID'),
      accountRef: columns.find('ClientAccountID', 'AccountAlias'),
    },
  };
  const output = readMappedRows({
    header: header.cells,
    rows,
    mapping,
    timeZone: input.timeZone,
    normalizeSymbol,
  });
  return { ...output, skipped: [...skipped, ...output.skipped].sort((a, b) => a.line - b.line) };
}

export const ibkrFlexFormat: ImportFormat = {
  id: 'ibkr-flex',
  label: 'Interactive Brokers (Flex Query trades)',
  detect,
  parse,
};

// Broker files whose every date fits both day/month and month/day: read in the broker's documented
// order, in the layout the dates are written in, with a warning the preview shows.
import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../parse-import-file.ts';

function read(fileName: string, content: string) {
  return parseImportFile({ fileName, content, timeZone: 'UTC' });
}

const SAXO_HEADER =
  'Trade ID,Account ID,Trade Date,Trade Time,Value Date,Instrument,Instrument Symbol,Instrument ISIN,Instrument Currency,Asset Type,Direction,Open/Close,Amount,Price,Traded Value,Commission,Exchange Fee,Booked Amount,Order ID,Underlying Instrument Symbol,Expiry Date,Strike,Put/Call';
const saxoRow = (id: string, date: string, time: string) =>
  `${id},INET/1,${date},${time},,Apple Inc.,AAPL:xnas,,USD,Stock,Bought,Open,10,170.25,-1702.50,-1.00,0,-1703.50,7${id},,,,`;

const ETORO_HEADER =
  'Position ID,Action,Long / Short,Amount,Units,Open Date,Close Date,Leverage,Spread Fees (USD),Market Spread (USD),Profit(USD),FX rate at open (USD),FX rate at close (USD),Open Rate,Close Rate,Take profit rate,Stop loss rate,Overnight Fees and Dividends,Copied From,Type,ISIN,Notes';
const etoroRow = (id: string, opened: string, closed: string) =>
  `${id},Buy AAPL,Long,1702.50,10,${opened},${closed},1,0,0,27.50,1,1,170.25,173.00,0,0,0,,Stocks,,`;

describe('a file whose dates never show a day above 12', () => {
  it('Saxo: read day first, with a warning naming the order', () => {
    const result = read(
      'trades.csv',
      [SAXO_HEADER, saxoRow('1', '03/04/2026', '15:30'), saxoRow('2', '05/04/2026', '16:00')].join('\n'),
    );
    expect(result.rowErrors).toEqual([]);
    expect(result.executions.map((fill) => fill.time)).toEqual([
      '2026-04-03T15:30:00+00:00',
      '2026-04-05T16:00:00+00:00',
    ]);
    expect(result.warnings).toEqual([
      {
        message:
          'No day in this file is above 12, so its dates could be day/month or month/day: they were read day first (day/month), as Saxo writes them (D/M/YYYY H:mm)',
      },
    ]);
  });

  it('Saxo: a day above 12 in the last row decides, with no warning', () => {
    const result = read(
      'trades.csv',
      [SAXO_HEADER, saxoRow('1', '03/04/2026', '15:30'), saxoRow('2', '04/13/2026', '16:00')].join('\n'),
    );
    expect(result.executions.map((fill) => fill.time)).toEqual([
      '2026-03-04T15:30:00+00:00',
      '2026-04-13T16:00:00+00:00',
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('eToro: read day first in the layout written (no seconds), a date that does not exist a row error', () => {
    const result = read(
      'closed.csv',
      [
        ETORO_HEADER,
        etoroRow('1', '09/03/2026 14:30', '12/03/2026 15:02'),
        etoroRow('2', '09/03/2026 14:30', '31/02/2026 15:02'),
      ].join('\n'),
    );
    expect(result.executions.map((fill) => fill.time)).toEqual([
      '2026-03-09T14:30:00+00:00',
      '2026-03-12T15:02:00+00:00',
    ]);
    expect(result.rowErrors).toEqual([
      {
        line: 3,
        column: 'Close Date',
        code: 'VALIDATION-008',
        message: '"31/02/2026 15:02" is not a date and time that exists',
      },
    ]);
  });

  it('eToro: with every date ambiguous, the warning says the order taken', () => {
    const result = read(
      'closed.csv',
      [ETORO_HEADER, etoroRow('1', '09/03/2026 14:30', '12/03/2026 15:02')].join('\n'),
    );
    expect(result.rowErrors).toEqual([]);
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      'No day in this file is above 12, so its dates could be day/month or month/day: they were read day first (day/month), as eToro writes them (D/M/YYYY H:mm)',
    ]);
  });

  it('TradeZella: read month first in the layout written (no seconds)', () => {
    const header =
      'Open Date,Open Time,Close Date,Close Time,Symbol,Instrument,Side,Quantity,Entry Price,Exit Price,Commissions,Fees,Gross P&L,Net P&L,Net ROI,Status,Expiration,Strike,Call/Put,Setups,Mistakes,Notes';
    const row =
      '03/06/2026,09:30,03/09/2026,15:45,AAPL,Stock,Long,300,187.25,189.10,3.01,0.02,555,551.97,1%,Win,,,,,,';
    const result = read('zella.csv', `${header}\n${row}\n`);
    expect(result.rowErrors).toEqual([]);
    expect(result.executions.map((fill) => fill.time)).toEqual([
      '2026-03-06T09:30:00+00:00',
      '2026-03-09T15:45:00+00:00',
    ]);
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      'No day in this file is above 12, so its dates could be day/month or month/day: they were read month first (month/day), as TradeZella writes them (M/D/YYYY H:mm)',
    ]);
  });

  it('XTB: slashed dates read day first, with the warning', () => {
    const header =
      'Position,Symbol,Type,Volume,Open time,Open price,Close time,Close price,Open origin,Close origin,Purchase value,Sale value,SL,TP,Margin,Commission,Swap,Rollover,Gross P/L,Comment';
    const row =
      '612002,AAPL.US,BUY,10,09/03/2026 15:30:45,170.25,12/03/2026 16:02:10,173.00,xStation5,xStation5,1702.50,1730.00,0,0,1702.50,-0.40,0,0,27.50,';
    const result = read('xtb.csv', `Account,51234567\n\n${header}\n${row}\n`);
    expect(result.rowErrors).toEqual([]);
    expect(result.executions.map((fill) => fill.time)).toEqual([
      '2026-03-09T15:30:45+00:00',
      '2026-03-12T16:02:10+00:00',
    ]);
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      'No day in this file is above 12, so its dates could be day/month or month/day: they were read day first (day/month), as XTB writes them (D/M/YYYY H:mm:ss)',
    ]);
  });
  it('TopstepX: read month first in the layout written (no seconds), with the warning', () => {
    const header =
      'Id,ContractName,EnteredAt,ExitedAt,EntryPrice,ExitPrice,Fees,PnL,Size,Type,TradeDay,TradeDuration,Commissions';
    const row =
      '801,MNQH6,03/06/2026 09:31 -05:00,03/06/2026 09:40 -05:00,18250.50,18262.25,1.48,47,2,Long,,,0.75';
    const result = read('topstepx.csv', `${header}\n${row}\n`);
    expect(result.rowErrors).toEqual([]);
    expect(result.executions.map((fill) => fill.time)).toEqual([
      '2026-03-06T09:31:00-05:00',
      '2026-03-06T09:40:00-05:00',
    ]);
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      'No day in this file is above 12, so its dates could be day/month or month/day: they were read month first (month/day), as TopstepX writes them (M/D/YYYY H:mm)',
    ]);
  });
});

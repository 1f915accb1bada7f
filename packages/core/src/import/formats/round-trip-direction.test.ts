// Round trips whose entry and exit carry one same instant: the fill order, and so the trade's
// direction, comes from the row's own side where the format writes one.
import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../parse-import-file.ts';
import { fixtureTrades } from '../test-support.ts';

function read(fileName: string, content: string) {
  const result = parseImportFile({ fileName, content, timeZone: 'UTC' });
  expect(result.rowErrors).toEqual([]);
  return {
    sides: result.executions.map((fill) => fill.side),
    trades: fixtureTrades(result.executions).map((trade) => `${trade.direction} ${trade.fills.join(', ')}`),
  };
}

describe('a short opened and covered within one second', () => {
  it('TradeZella: stays a short (Side Short)', () => {
    const header =
      'Open Date,Open Time,Close Date,Close Time,Symbol,Instrument,Side,Quantity,Entry Price,Exit Price,Commissions,Fees,Gross P&L,Net P&L,Net ROI,Status,Expiration,Strike,Call/Put,Setups,Mistakes,Notes';
    const row =
      '03/13/2026,14:20:00,03/13/2026,14:20:00,NVDA,Stock,Short,50,118.40,118.30,0,0,5,5,0%,Win,,,,,,';
    expect(read('zella.csv', `${header}\n${row}\n`)).toEqual({
      sides: ['sell', 'buy'],
      trades: ['short sell 50 @ 118.4, buy 50 @ 118.3'],
    });
  });

  it('TraderSync: stays a short (Side SHORT)', () => {
    const header =
      'Status,Symbol,Size,Side,Type,Open Date,Open Time,Close Date,Close Time,Entry Price,Exit Price,Return $,Return %,Commission,Fees,Expire,Strike,Option,Setups,Notes';
    const row =
      'WIN,TSLA,10,SHORT,SHARE,2026-03-09,10:00:04,2026-03-09,10:00:04,251.40,251.00,4,0.1,0,0,,,,,';
    expect(read('sync.csv', `${header}\n${row}\n`).trades).toEqual(['short sell 10 @ 251.4, buy 10 @ 251']);
  });

  it('eToro: stays a short (Long / Short)', () => {
    const header =
      'Position ID,Action,Long / Short,Amount,Units,Open Date,Close Date,Leverage,Spread Fees (USD),Market Spread (USD),Profit(USD),FX rate at open (USD),FX rate at close (USD),Open Rate,Close Rate,Take profit rate,Stop loss rate,Overnight Fees and Dividends,Copied From,Type,ISIN,Notes';
    const row =
      '2401002,Sell TSLA,Short,500.00,2.5,16/03/2026 13:35:00,16/03/2026 13:35:00,2,0.75,0.75,1,1,1,200.00,199.60,0,0,0,,CFD,US88160R1014,';
    expect(read('etoro.csv', `${header}\n${row}\n`).trades).toEqual([
      'short sell 2.5 @ 200, buy 2.5 @ 199.6',
    ]);
  });

  it('XTB: stays a short (Type SELL)', () => {
    const header =
      'Position,Symbol,Type,Volume,Open time,Open price,Close time,Close price,Open origin,Close origin,Purchase value,Sale value,SL,TP,Margin,Commission,Swap,Rollover,Gross P/L,Comment';
    const row =
      '612003,US500,SELL,1,16.03.2026 15:35:00,5600.5,16.03.2026 15:35:00,5600.0,xStation5,xStation5,5600.50,5600.00,0,0,280.00,0.00,0.00,0.00,0.50,';
    expect(read('xtb.csv', `Account,51234567\n\n${header}\n${row}\n`).trades).toEqual([
      'short sell 1 @ 5600.5, buy 1 @ 5600',
    ]);
  });

  it('TopstepX: stays a short (Type Short)', () => {
    const header =
      'Id,ContractName,EnteredAt,ExitedAt,EntryPrice,ExitPrice,Fees,PnL,Size,Type,TradeDay,TradeDuration,Commissions';
    const row =
      '802,MNQH6,03/06/2026 10:02:10 -05:00,03/06/2026 10:02:10 -05:00,18260.00,18259.50,0.74,1.00,1,Short,03/06/2026 00:00:00 -06:00,00:00:00,0.37';
    expect(read('topstepx.csv', `${header}\n${row}\n`).trades).toEqual([
      'short sell 1 @ 18260, buy 1 @ 18259.5',
    ]);
  });
});

describe('Tradovate round trips within one second (no direction column)', () => {
  const header =
    'symbol,_priceFormat,_priceFormatType,_tickSize,buyFillId,sellFillId,qty,buyPrice,sellPrice,pnl,boughtTimestamp,soldTimestamp,duration';

  it('reads the lower fill id as the earlier fill', () => {
    const row =
      'ESM6,-2,0,0.25,9012,9011,1,5250.00,5250.25,$12.50,03/06/2026 09:31:02,03/06/2026 09:31:02,0sec';
    expect(read('Performance.csv', `${header}\n${row}\n`).trades).toEqual([
      'short sell 1 @ 5250.25, buy 1 @ 5250',
    ]);
    const long =
      'ESM6,-2,0,0.25,9011,9012,1,5250.00,5250.25,$12.50,03/06/2026 09:31:02,03/06/2026 09:31:02,0sec';
    expect(read('Performance.csv', `${header}\n${long}\n`).trades).toEqual([
      'long buy 1 @ 5250, sell 1 @ 5250.25',
    ]);
  });

  it('takes the buy first when the fill ids are not numbers', () => {
    const row =
      'ESM6,-2,0,0.25,b-2,s-1,1,5250.00,5250.25,$12.50,03/06/2026 09:31:02,03/06/2026 09:31:02,0sec';
    expect(read('Performance.csv', `${header}\n${row}\n`).trades).toEqual([
      'long buy 1 @ 5250, sell 1 @ 5250.25',
    ]);
  });
});

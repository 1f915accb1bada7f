// The trader's answers to what a file leaves open (day/month order, decimal separator), honoured by
// the shared readers every format uses, and the questions a read reports for the wizard.
import { describe, expect, it } from 'vitest';
import { ImportSink, columnTimeFormat } from './format.ts';
import { parseImportFile } from './parse-import-file.ts';
import { withReadingChoices, type ReadingQuestion } from './reading-choices.ts';
import { brokerTimestampFormat } from './timestamps.ts';
import type { ParseImportFileInput } from './types.ts';

function read(input: Omit<ParseImportFileInput, 'timeZone'> & { timeZone?: string }) {
  const questions: ReadingQuestion[] = [];
  const result = parseImportFile({
    timeZone: 'UTC',
    ...input,
    onQuestion: (question) => questions.push(question),
  });
  return { result, questions };
}

describe('columnTimeFormat with the trader’s date order', () => {
  const values = () => ['03/04/2026 09:30', '05/06/2026 10:00'];

  it('reads the dates in the order chosen, and reports the question answered', () => {
    const sink = new ImportSink('UTC');
    const dayFirst = withReadingChoices({ dateOrder: 'day-first' }, () =>
      columnTimeFormat(values, undefined, sink),
    );
    expect(dayFirst.value?.pattern).toBe('D/M/YYYY H:mm');
    expect(dayFirst.questions).toEqual([
      {
        kind: 'date-order',
        read: 'day-first',
        chosen: true,
        samples: [
          { text: '03/04/2026 09:30', dayFirst: '2026-04-03', monthFirst: '2026-03-04' },
          { text: '05/06/2026 10:00', dayFirst: '2026-06-05', monthFirst: '2026-05-06' },
        ],
      },
    ]);
    const monthFirst = withReadingChoices({ dateOrder: 'month-first' }, () =>
      columnTimeFormat(values, undefined, sink),
    );
    expect(monthFirst.value?.pattern).toBe('M/D/YYYY H:mm');
    expect(sink.warnings).toEqual([]);
  });

  it('without a choice reads nothing, asks, and says so in a warning', () => {
    const sink = new ImportSink('UTC');
    const unchosen = withReadingChoices({}, () => columnTimeFormat(values, undefined, sink));
    expect(unchosen.value).toBeNull();
    expect(unchosen.questions).toMatchObject([{ kind: 'date-order', read: null, chosen: false }]);
    expect(sink.warnings[0]?.message).toMatch(/could be day\/month or month\/day/);
  });

  it('leaves a choice unused when a day above 12 tells the order, and the layout given first', () => {
    const sink = new ImportSink('UTC');
    const told = withReadingChoices({ dateOrder: 'day-first' }, () =>
      columnTimeFormat(() => ['03/04/2026 09:30', '04/13/2026 10:00'], undefined, sink),
    );
    expect(told.value?.pattern).toBe('M/D/YYYY H:mm');
    expect(told.questions).toEqual([]);
    const given = withReadingChoices({ dateOrder: 'day-first' }, () =>
      columnTimeFormat(values, 'M/D/YYYY H:mm', sink),
    );
    expect(given.value?.pattern).toBe('M/D/YYYY H:mm');
  });

  it('honours a choice only inside its read', () => {
    withReadingChoices({ dateOrder: 'day-first' }, () => undefined);
    const sink = new ImportSink('UTC');
    expect(columnTimeFormat(values, undefined, sink)).toBeNull();
  });
});

describe('brokerTimestampFormat with the trader’s date order', () => {
  it('takes the order chosen over the one the broker documents, with no warning', () => {
    const chosen = withReadingChoices({ dateOrder: 'month-first' }, () =>
      brokerTimestampFormat(['03/04/2026 15:30'], {
        dayFirst: true,
        fallback: 'D/M/YYYY H:mm',
        broker: 'Saxo',
      }),
    );
    expect(chosen.value).toEqual({ format: expect.objectContaining({ pattern: 'M/D/YYYY H:mm' }) });
    expect(chosen.questions).toMatchObject([{ kind: 'date-order', read: 'month-first', chosen: true }]);
    const documented = withReadingChoices({}, () =>
      brokerTimestampFormat(['03/04/2026 15:30'], {
        dayFirst: true,
        fallback: 'D/M/YYYY H:mm',
        broker: 'Saxo',
      }),
    );
    expect(documented.value.warning).toMatch(/read day first/);
    expect(documented.questions).toMatchObject([{ kind: 'date-order', read: 'day-first', chosen: false }]);
  });
});

const TRADERSYNC_HEADER =
  'Status,Symbol,Size,Side,Type,Open Date,Open Time,Close Date,Close Time,Entry Price,Exit Price,Return $,Return %,Commission,Fees,Expire,Strike,Option,Setups,Notes';
const tradersync = [
  TRADERSYNC_HEADER,
  'WIN,AAPL,100,LONG,SHARE,03/04/2026,09:30:05,03/04/2026,15:45:10,187.25,189.10,185.00,0.98,1.00,0,,,,,',
  'WIN,TSLA,10,SHORT,SHARE,05/06/2026,10:00:04,05/06/2026,11:10:02,251.40,248.00,34.00,1.35,1.00,0,,,,,',
].join('\n');

describe('a format that reads its dates with columnTimeFormat (TraderSync), read both ways', () => {
  it('reads no fill until the order is chosen, and asks', () => {
    const { result, questions } = read({ fileName: 'trades.csv', content: tradersync });
    expect(result.format).toBe('tradersync');
    expect(result.executions).toEqual([]);
    expect(result.rowErrors.length).toBeGreaterThan(0);
    expect(questions).toMatchObject([{ kind: 'date-order', read: null }]);
  });

  it('reads every fill on the dates of the order chosen', () => {
    const dayFirst = read({ fileName: 'trades.csv', content: tradersync, dateOrder: 'day-first' });
    const monthFirst = read({ fileName: 'trades.csv', content: tradersync, dateOrder: 'month-first' });
    expect(dayFirst.result.rowErrors).toEqual([]);
    expect(dayFirst.result.executions.map((fill) => fill.time.slice(0, 10))).toEqual([
      '2026-04-03',
      '2026-04-03',
      '2026-06-05',
      '2026-06-05',
    ]);
    expect(monthFirst.result.executions.map((fill) => fill.time.slice(0, 10))).toEqual([
      '2026-03-04',
      '2026-03-04',
      '2026-05-06',
      '2026-05-06',
    ]);
    expect(dayFirst.questions).toMatchObject([{ kind: 'date-order', read: 'day-first', chosen: true }]);
  });
});

const NINJA_HEADER =
  'Instrument,Action,Quantity,Price,Time,ID,E/X,Position,Order ID,Name,Commission,Rate,Account,Connection';
// Commission in whole dollars: a separator there would tell the file's decimal.
const ninja = (price1: string, price2: string) =>
  [
    NINJA_HEADER,
    `MES 06-26,Buy,1,${price1},04/03/2026 14:31:05,a1,Entry,1 L,1,Entry,1,1,Sim101,Playback`,
    `MES 06-26,Sell,1,${price2},04/03/2026 14:44:10,a2,Exit,-,2,Target1,1,1,Sim101,Playback`,
  ].join('\n');

describe('NinjaTrader (its own locale reader), read both ways', () => {
  it('reads day first by its clock, asks, and takes month first when chosen', () => {
    const guessed = read({
      fileName: 'nt.csv',
      content: ninja('5312.25', '5315.50'),
      timeZone: 'America/New_York',
    });
    expect(guessed.result.executions.map((fill) => fill.time)).toEqual([
      '2026-03-04T14:31:05-05:00',
      '2026-03-04T14:44:10-05:00',
    ]);
    expect(guessed.questions).toEqual([
      {
        kind: 'date-order',
        read: 'day-first',
        chosen: false,
        samples: [{ text: '04/03/2026 14:31:05', dayFirst: '2026-03-04', monthFirst: '2026-04-03' }],
      },
    ]);
    const chosen = read({
      fileName: 'nt.csv',
      content: ninja('5312.25', '5315.50'),
      timeZone: 'America/New_York',
      dateOrder: 'month-first',
    });
    // April is daylight saving time in New York: the offset follows the date chosen.
    expect(chosen.result.executions.map((fill) => fill.time)).toEqual([
      '2026-04-03T14:31:05-04:00',
      '2026-04-03T14:44:10-04:00',
    ]);
    expect(chosen.result.warnings).toEqual([]);
    expect(chosen.questions).toMatchObject([{ kind: 'date-order', read: 'month-first', chosen: true }]);
  });

  it('asks for the decimal separator when prices read either way, and reads the one chosen', () => {
    const point = read({ fileName: 'nt.csv', content: ninja('"5,312"', '"5,315"') });
    expect(point.result.executions.map((fill) => fill.price)).toEqual([5312, 5315]);
    expect(point.questions).toContainEqual({
      kind: 'decimal',
      read: '.',
      chosen: false,
      samples: [
        { text: '5,312', point: 5312, comma: 5.312 },
        { text: '5,315', point: 5315, comma: 5.315 },
      ],
    });
    const comma = read({ fileName: 'nt.csv', content: ninja('"5,312"', '"5,315"'), decimal: ',' });
    expect(comma.result.executions.map((fill) => fill.price)).toEqual([5.312, 5.315]);
    expect(comma.questions).toContainEqual(
      expect.objectContaining({ kind: 'decimal', read: ',', chosen: true }),
    );
  });

  it('asks nothing of prices a separator tells', () => {
    const told = read({ fileName: 'nt.csv', content: ninja('5312.25', '5315.50'), decimal: ',' });
    expect(told.result.executions.map((fill) => fill.price)).toEqual([5312.25, 5315.5]);
    expect(told.questions.some((question) => question.kind === 'decimal')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  brokerTimestampFormat,
  compileTimestampFormat,
  detectTimestampFormat,
  readTimestamp,
} from './timestamps.ts';
import { isKnownTimeZone } from './zone-time.ts';

const NY = 'America/New_York';

function read(text: string, pattern: string, zone = NY) {
  return readTimestamp(text, compileTimestampFormat(pattern), zone);
}

describe('readTimestamp', () => {
  it('keeps a written offset', () => {
    expect(read('2026-03-09T09:30:00.250+02:00', 'YYYY-MM-DDTHH:mm:ss')).toEqual({
      ok: true,
      iso: '2026-03-09T09:30:00.250+02:00',
      ambiguous: false,
    });
    expect(read('2026-03-09 09:30:00Z', 'YYYY-MM-DDTHH:mm:ss')).toMatchObject({
      iso: '2026-03-09T09:30:00Z',
    });
    expect(read('03/15/2024 09:31:05 EDT', 'MM/DD/YYYY HH:mm:ss')).toMatchObject({
      iso: '2024-03-15T09:31:05-04:00',
    });
  });

  it('places naive times in the given zone, across a DST change', () => {
    expect(read('2026-03-06 09:30', 'YYYY-MM-DD HH:mm')).toMatchObject({ iso: '2026-03-06T09:30:00-05:00' });
    expect(read('2026-03-09 09:30', 'YYYY-MM-DD HH:mm')).toMatchObject({ iso: '2026-03-09T09:30:00-04:00' });
    expect(read('20260309;093000', 'YYYYMMDD;HHmmss', 'Europe/Berlin')).toMatchObject({
      iso: '2026-03-09T09:30:00+01:00',
    });
    expect(read('3/9/2026 1:05:00 PM', 'M/D/YYYY h:mm:ss A')).toMatchObject({
      iso: '2026-03-09T13:05:00-04:00',
    });
    expect(read('3/9/2026 12:05:00 AM', 'M/D/YYYY h:mm:ss A')).toMatchObject({
      iso: '2026-03-09T00:05:00-04:00',
    });
  });

  it('refuses a local time the clocks skipped', () => {
    expect(read('2026-03-08 02:30:00', 'YYYY-MM-DD HH:mm:ss')).toEqual({
      ok: false,
      code: 'VALIDATION-008',
      message:
        '2026-03-08 02:30:00 does not exist in America/New_York (the clocks skipped it for daylight saving time)',
    });
  });

  it('takes the first of a repeated hour and says it was ambiguous', () => {
    expect(read('2026-11-01 01:30:00', 'YYYY-MM-DD HH:mm:ss')).toEqual({
      ok: true,
      iso: '2026-11-01T01:30:00-04:00',
      ambiguous: true,
    });
    expect(read('2026-11-01 02:30:00', 'YYYY-MM-DD HH:mm:ss')).toMatchObject({
      ambiguous: false,
      iso: '2026-11-01T02:30:00-05:00',
    });
  });

  it('refuses impossible dates and times, and text in another layout', () => {
    expect(read('2026-02-30 10:00', 'YYYY-MM-DD HH:mm')).toMatchObject({
      ok: false,
      code: 'VALIDATION-008',
      message: '"2026-02-30 10:00" is not a date and time that exists',
    });
    expect(read('2028-02-29 10:00', 'YYYY-MM-DD HH:mm')).toMatchObject({ ok: true });
    expect(read('2026-01-01 24:00', 'YYYY-MM-DD HH:mm')).toMatchObject({ ok: false });
    expect(read('1/2/2026 13:00:00 PM', 'M/D/YYYY h:mm:ss A')).toMatchObject({ ok: false });
    expect(read('Jan 2', 'YYYY-MM-DD')).toMatchObject({
      ok: false,
      message: '"Jan 2" is not a date and time in the form YYYY-MM-DD',
    });
  });
});

describe('detectTimestampFormat', () => {
  it('finds the layout all samples share', () => {
    expect(detectTimestampFormat(['2026-03-09 09:30:00', '2026-03-10T10:00:00Z'])).toMatchObject({
      format: { pattern: 'YYYY-MM-DDTHH:mm:ss' },
    });
    expect(detectTimestampFormat(['20260309;093000'])).toMatchObject({
      format: { pattern: 'YYYYMMDD;HHmmss' },
    });
    expect(detectTimestampFormat(['09.03.2026 09:30:00'])).toMatchObject({
      format: { pattern: 'D.M.YYYY H:mm:ss' },
    });
  });

  it('tells day-first from month-first only when a day says so', () => {
    expect(detectTimestampFormat(['03/09/2026 09:30', '03/25/2026 10:00'])).toMatchObject({
      format: { pattern: 'M/D/YYYY H:mm' },
    });
    expect(detectTimestampFormat(['25/03/2026 09:30'])).toMatchObject({
      format: { pattern: 'D/M/YYYY H:mm' },
    });
    expect(detectTimestampFormat(['03/09/2026 09:30'])).toMatchObject({ format: null, reason: 'ambiguous' });
    expect(detectTimestampFormat(['soon'])).toMatchObject({ format: null, reason: 'unknown' });
  });
});

describe('brokerTimestampFormat', () => {
  const saxo = { dayFirst: true, fallback: 'DD-MM-YYYY HH:mm:ss', broker: 'Saxo' };

  it('lets a day above 12 in any row decide, however far down the file', () => {
    const rows = [...Array.from({ length: 80 }, () => '03/04/2026 09:30'), '04/13/2026 10:00'];
    expect(brokerTimestampFormat(rows, saxo)).toEqual({ format: compileTimestampFormat('M/D/YYYY H:mm') });
  });

  it("reads a file that stays ambiguous in the broker's documented order, in the layout its dates have, and says so", () => {
    const read = brokerTimestampFormat(['03/04/2026 09:30', '05/04/2026 16:00'], saxo);
    expect(read.format.pattern).toBe('D/M/YYYY H:mm');
    expect(read.warning).toBe(
      'No day in this file is above 12, so its dates could be day/month or month/day: they were read day first (day/month), as Saxo writes them (D/M/YYYY H:mm)',
    );
    const us = brokerTimestampFormat(['03/04/2026 09:30:00'], {
      dayFirst: false,
      fallback: 'M/D/YYYY H:mm:ss',
      broker: 'TradeZella',
    });
    expect(us.format.pattern).toBe('M/D/YYYY H:mm:ss');
    expect(us.warning).toContain('read month first (month/day), as TradeZella writes them');
  });

  it('keeps a date that does not exist a row error in the order taken', () => {
    const { format } = brokerTimestampFormat(['03/04/2026 09:30', '31/04/2026 10:00'], saxo);
    expect(format.pattern).toBe('D/M/YYYY H:mm');
    expect(readTimestamp('31/04/2026 10:00', format, 'UTC')).toMatchObject({
      ok: false,
      code: 'VALIDATION-008',
    });
  });

  it('falls back to the documented layout when no known one fits, without a warning', () => {
    expect(brokerTimestampFormat(['at noon'], saxo)).toEqual({
      format: compileTimestampFormat(saxo.fallback),
    });
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA zones only', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});

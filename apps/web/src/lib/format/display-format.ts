import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatMoneyCompact,
  formatNumber,
  formatPercent,
  formatR,
  formatTime,
  type DisplayFormat,
  type Figure,
  type Instant,
  type MoneyOptions,
  type NumberOptions,
} from '@edgelog/core';

/** Every display formatter bound to one set of the trader's choices. */
export interface Formatter {
  display: DisplayFormat;
  /** Privacy mode is on: money reads as a mask, R and % stay. */
  privacy: boolean;
  money: (value: Figure, options?: MoneyOptions) => string;
  moneyCompact: (value: Figure, options?: MoneyOptions) => string;
  number: (value: Figure, options?: NumberOptions) => string;
  count: (value: Figure) => string;
  percent: (value: Figure, options?: NumberOptions) => string;
  r: (value: Figure, options?: NumberOptions) => string;
  date: (value: Instant) => string;
  dateTime: (value: Instant) => string;
  time: (value: Instant) => string;
  /** A calendar day ("2026-11-24") already in the trader's zone. */
  day: (value: string | null | undefined) => string;
}

export function formatterFor(display: DisplayFormat): Formatter {
  return {
    display,
    privacy: display.privacy,
    money: (value, options) => formatMoney(value, display, options),
    moneyCompact: (value, options) => formatMoneyCompact(value, display, options),
    number: (value, options) => formatNumber(value, display, options),
    count: (value) => formatCount(value, display),
    percent: (value, options) => formatPercent(value, display, options),
    r: (value, options) => formatR(value, display, options),
    date: (value) => formatDate(value, display),
    dateTime: (value) => formatDateTime(value, display),
    time: (value) => formatTime(value, display),
    day: (value) => formatDay(value, display),
  };
}

// One formatter per set of choices: components compare it by identity in their memos.
let last: Formatter | null = null;

export function sharedFormatter(display: DisplayFormat): Formatter {
  const previous = last?.display;
  if (
    previous?.numberFormat !== display.numberFormat ||
    previous.dateFormat !== display.dateFormat ||
    previous.timeZone !== display.timeZone ||
    previous.privacy !== display.privacy
  ) {
    last = formatterFor(display);
  }
  return last as Formatter;
}

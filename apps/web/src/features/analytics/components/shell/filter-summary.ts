// What the filter bar says about a filter: the presets' names, how many filters are on, the label of
// a multiple choice, and what "Clear filters" resets. Pure, so a phone's "Filters (n)" and the
// desktop bar count the same way.
import { ASSET_CLASSES, type AnalyticsFilter, type DatePreset } from '@edgelog/core';

export const PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  all: 'All time',
  today: 'Today',
  yesterday: 'Yesterday',
  'this-week': 'This week',
  'last-week': 'Last week',
  'last-7-days': 'Last 7 days',
  'this-month': 'This month',
  'last-month': 'Last month',
  'last-30-days': 'Last 30 days',
  'this-quarter': 'This quarter',
  'last-quarter': 'Last quarter',
  'year-to-date': 'Year to date',
  'last-12-months': 'Last 12 months',
  'last-year': 'Last year',
  custom: 'Custom range',
};

const ASSET_CLASS_LABELS: Readonly<Record<string, string>> = {
  stock: 'Stocks',
  option: 'Options',
  future: 'Futures',
  forex: 'Forex',
  crypto: 'Crypto',
  cfd: 'CFDs',
};

export interface Choice {
  id: string;
  label: string;
}

/** Every asset class a trade can have, and any other one the filter names. */
export function assetClassChoices(selected: readonly string[]): Choice[] {
  const ids = [
    ...ASSET_CLASSES,
    ...selected.filter((id) => !(ASSET_CLASSES as readonly string[]).includes(id)),
  ];
  return ids.map((id) => ({ id, label: ASSET_CLASS_LABELS[id] ?? id }));
}

/** Whether the filter leaves trades out (the basis and the currency shown leave none out). */
export function narrowsTrades(filter: AnalyticsFilter): boolean {
  return (
    filter.preset !== 'all' ||
    filter.accountIds.length > 0 ||
    filter.strategyIds.length > 0 ||
    filter.tagIds.length > 0 ||
    filter.assetClasses.length > 0
  );
}

/** The filters on: the period, each list with a choice, and gross P&L. */
export function activeFilterCount(filter: AnalyticsFilter): number {
  return [
    filter.preset !== 'all',
    filter.accountIds.length > 0,
    filter.strategyIds.length > 0,
    filter.tagIds.length > 0,
    filter.assetClasses.length > 0,
    filter.basis === 'gross',
  ].filter(Boolean).length;
}

/** "Clear filters": every trade back in; the basis and the currency shown stay as chosen. */
export const CLEARED: Readonly<Partial<AnalyticsFilter>> = Object.freeze({
  preset: 'all',
  from: null,
  to: null,
  accountIds: [],
  strategyIds: [],
  tagIds: [],
  assetClasses: [],
});

/** A multiple choice's button text: "All accounts", the one chosen, or "3 accounts". */
export function choiceLabel(selected: readonly string[], choices: readonly Choice[], plural: string): string {
  if (selected.length === 0) return `All ${plural}`;
  if (selected.length === 1) {
    const only = choices.find((choice) => choice.id === selected[0]);
    return only?.label ?? `1 of ${plural}`;
  }
  return `${selected.length} ${plural}`;
}

/** The choices whose label holds the search text, case and accents aside. */
export function searchChoices(choices: readonly Choice[], text: string): Choice[] {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(text.trim());
  if (wanted === '') return [...choices];
  return choices.filter((choice) => fold(choice.label).includes(wanted));
}

/** The range a custom period shows in its inputs; the other end stays open until it is set. */
export function customRange(from: string, to: string): Partial<AnalyticsFilter> {
  const start = from === '' ? null : from;
  const end = to === '' ? null : to;
  // A range typed backwards is read forwards, as a link would be.
  if (start !== null && end !== null && start > end) return { preset: 'custom', from: end, to: start };
  return { preset: 'custom', from: start, to: end };
}

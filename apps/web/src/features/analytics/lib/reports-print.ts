// The header of a printed report: whose statement it is, for which period and which filters, so a
// PDF read months later says what it covers without the page around it.
import type { AnalyticsFilter, DatasetSummary, DatePreset, NamedItem } from '@edgelog/core';
import { PRESET_LABELS } from '../components/shell/filter-summary';

export function presetLabel(preset: DatePreset): string {
  return PRESET_LABELS[preset];
}

function day(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(instant);
}

/**
 * The period in words and dates in the trader's zone: "Last month: 1 Feb 2025 – 28 Feb 2025". The
 * range's end is exclusive (the next midnight), so its last day is the one before. Unbounded ends
 * read from the first trade / to today.
 */
export function periodText(
  filter: AnalyticsFilter,
  summary: Pick<DatasetSummary, 'range' | 'timeZone'>,
): string {
  const { from, to } = summary.range;
  const name = presetLabel(filter.preset);
  if (from === null && to === null) return name;
  const start = from === null ? 'the first trade' : day(Date.parse(from), summary.timeZone);
  const end = to === null ? 'today' : day(Date.parse(to) - 1, summary.timeZone);
  const dates = start === end ? start : `${start} – ${end}`;
  return filter.preset === 'custom' ? dates : `${name}: ${dates}`;
}

function names(ids: readonly string[], known: readonly { id: string; name: string }[]): string {
  return ids.map((id) => known.find((item) => item.id === id)?.name ?? id).join(', ');
}

/** The filters besides the period, one "Name: values" line each; none when everything is in. */
export function filterLines(
  filter: AnalyticsFilter,
  summary: {
    accounts: readonly NamedItem[];
    strategies: readonly NamedItem[];
    tags: readonly NamedItem[];
    currency: string;
  },
): string[] {
  const lines: string[] = [];
  if (filter.accountIds.length > 0) lines.push(`Accounts: ${names(filter.accountIds, summary.accounts)}`);
  if (filter.strategyIds.length > 0)
    lines.push(`Strategies: ${names(filter.strategyIds, summary.strategies)}`);
  if (filter.tagIds.length > 0) lines.push(`Tags: ${names(filter.tagIds, summary.tags)}`);
  if (filter.assetClasses.length > 0) lines.push(`Asset classes: ${filter.assetClasses.join(', ')}`);
  lines.push(
    `Figures in ${summary.currency}, ${filter.basis === 'gross' ? 'gross (before costs)' : 'net of costs'}`,
  );
  return lines;
}

/** The trader's name as they gave it at sign-up, else their e-mail address. */
export function traderName(user: { email?: string; user_metadata?: Record<string, unknown> } | null): string {
  const fullName = user?.user_metadata?.['full_name'];
  if (typeof fullName === 'string' && fullName.trim() !== '') return fullName.trim();
  return user?.email ?? 'Trader';
}

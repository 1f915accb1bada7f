import { countOf } from '@/lib/plural';
import type { TagRecord } from './tag-rows';

export const trades = (count: number): string => countOf(count, 'trade', 'trades');

/** The tags a tag may be merged into: every other one, by name. A tag is never its own target. */
export function mergeTargets<T extends TagRecord>(tags: readonly T[], sourceId: string): T[] {
  return tags
    .filter((tag) => tag.id !== sourceId)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }));
}

/** What merging does, told before it is done. */
export function mergeSummary(source: TagRecord, target: TagRecord | undefined): string {
  const moved =
    source.linkedTrades === 0
      ? `No trade carries “${source.name}”`
      : `${source.linkedTrades === 1 ? 'The 1 trade' : `The ${trades(source.linkedTrades)}`} tagged “${source.name}” ${
          source.linkedTrades === 1 ? 'moves' : 'move'
        } to ${target ? `“${target.name}”` : 'the tag you choose'}`;
  return `${moved}; a trade that has both keeps one. “${source.name}” is then deleted.`;
}

/** The merge's answer in words, for its toast. */
export function mergedMessage(
  source: string,
  target: string,
  answer: { moved: number; already_tagged: number },
): string {
  const both = answer.already_tagged > 0 ? ` (${trades(answer.already_tagged)} already had it)` : '';
  return `“${source}” merged into “${target}”: ${trades(answer.moved)} moved${both}.`;
}

/** What deleting a tag does, told before it is done. */
export function deleteSummary(tag: TagRecord): string {
  if (tag.linkedTrades === 0) return `No trade carries “${tag.name}”. You can undo for a few seconds.`;
  return `${trades(tag.linkedTrades)} ${tag.linkedTrades === 1 ? 'loses' : 'lose'} this tag; the trades themselves stay. You can undo for a few seconds.`;
}

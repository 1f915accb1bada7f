// The whole journal is read in parts (rpc/analytics_journal with p_part of p_parts, each part the
// trades of one stretch of the exit order plus every list the trades point into), so the database
// writes them side by side instead of one 25 MB answer on one core. Each part carries the journal
// stamp and trade count its own snapshot saw: parts that disagree were read across a change and are
// read again, never put together.
import { malformedJournal } from './errors.ts';

/** Parts asked for at once: the server answers each on its own connection. */
export const JOURNAL_PARTS = 2;

export interface JoinedJournal {
  /** One answer as the whole journal read at once would be. */
  payload: Record<string, unknown>;
  /** The journal stamp the parts were read at; null from a server that does not tell it. */
  stamp: string | null;
  /** How many of the answers were used (a server that does not split answers whole each time). */
  used: number;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The parts' answers, in part order, put together; null when they were read in snapshots that
 * differ (the caller reads them again). An answer without `parts` is a whole journal by itself.
 */
export function joinJournalParts(answers: readonly unknown[]): JoinedJournal | null {
  const first = answers[0];
  if (!isFields(first)) throw malformedJournal('The answer is not an object');
  const stamp = typeof first.stamp === 'string' ? first.stamp : null;
  if (first.parts === undefined) return { payload: first, stamp, used: 1 };
  if (first.parts !== answers.length)
    throw malformedJournal(
      `the journal came in ${String(first.parts)} parts where ${answers.length} were read`,
    );
  const parts: Fields[] = [];
  for (const [i, answer] of answers.entries()) {
    if (!isFields(answer)) throw malformedJournal(`part ${i} is not an object`);
    if (answer.stamp !== first.stamp || answer.trade_count !== first.trade_count) return null;
    if (answer.part !== i || answer.parts !== first.parts)
      throw malformedJournal(`part ${i} says it is part ${String(answer.part)} of ${String(answer.parts)}`);
    parts.push(answer);
  }
  if (parts.length === 1) return { payload: first, stamp, used: 1 };
  const columns: Record<string, unknown[]> = {};
  const firstTrades = first.trades;
  if (!isFields(firstTrades)) throw malformedJournal('trades is not an object');
  for (const name of Object.keys(firstTrades)) {
    const pieces = parts.map((part, i): unknown[] => {
      const column = isFields(part.trades) ? part.trades[name] : undefined;
      if (!Array.isArray(column)) throw malformedJournal(`part ${i}'s trades.${name} is not a list`);
      return column;
    });
    // concat copies whole arrays at once; flat() walks them cell by cell (100x slower at 100k).
    columns[name] = ([] as unknown[]).concat(...pieces);
  }
  const count = columns.id?.length ?? 0;
  if (first.trade_count !== count)
    throw malformedJournal(
      `the parts hold ${count} trades where the journal has ${String(first.trade_count)}`,
    );
  return { payload: { ...first, trades: columns }, stamp, used: parts.length };
}

// Parts read across a change are read again; a journal that keeps changing is read in one part.
const PART_READS = 3;

/**
 * The whole journal read in parts side by side (`read` asks for part `part` of `parts`), read
 * again while they come from snapshots that differ, and in one part at the last; with the answers
 * the parts joined were read from.
 */
export async function readJournalInParts<T>(
  read: (part: number, parts: number) => Promise<T>,
  json: (answer: T) => unknown,
): Promise<{ joined: JoinedJournal; answers: T[] }> {
  for (let attempt = 0; attempt <= PART_READS; attempt++) {
    const parts = attempt === PART_READS ? 1 : JOURNAL_PARTS;
    const answers = await Promise.all(Array.from({ length: parts }, (_, part) => read(part, parts)));
    const joined = joinJournalParts(answers.map(json));
    if (joined !== null) return { joined, answers: answers.slice(0, joined.used) };
  }
  // One part is one snapshot: its parts never disagree.
  throw malformedJournal('the journal could not be read in one snapshot');
}

// The boards a trader can start from. Each is a title and labelled boxes to write into: a plan
// for the day, a review of one trade, a review of the week. They are ordinary shapes once on the
// board, moved, resized or deleted like any other.
import { dayOf, dayText, daysFromKey, isDayKey, weekStart } from './calendar-text.ts';
import { PALETTE, type ElementSkeleton, type ShapeSkeleton } from './skeleton.ts';

export const BOARD_TEMPLATES = ['daily-plan', 'trade-review', 'weekly-review'] as const;
export type BoardTemplate = (typeof BOARD_TEMPLATES)[number];

export const isBoardTemplate = (value: unknown): value is BoardTemplate =>
  typeof value === 'string' && (BOARD_TEMPLATES as readonly string[]).includes(value);

/** The name a new board from a template gets, and what the template is called in the picker. */
export const TEMPLATE_TITLES: Readonly<Record<BoardTemplate, string>> = {
  'daily-plan': 'Daily plan',
  'trade-review': 'Trade review',
  'weekly-review': 'Weekly review',
};

export interface TemplateOptions {
  /** The journal day the board is for ('YYYY-MM-DD', the trader's calendar). */
  day?: string;
  /** Used when no day is given: its date in `timeZone` (else UTC). */
  now: number | Date;
  timeZone?: string;
}

interface Box {
  title: string;
  prompt: string;
  color: string;
  /** Column and row in the template's grid; `span` columns wide. */
  col: number;
  row: number;
  span?: number;
  rows?: number;
  dashed?: boolean;
}

const BOX_WIDTH = 400;
const BOX_HEIGHT = 240;
const GAP = 32;
const TITLE_HEIGHT = 72;

function box({ title, prompt, color, col, row, span = 1, rows = 1, dashed = false }: Box): ShapeSkeleton {
  return {
    type: 'rectangle',
    x: col * (BOX_WIDTH + GAP),
    y: TITLE_HEIGHT + row * (BOX_HEIGHT + GAP),
    width: span * BOX_WIDTH + (span - 1) * GAP,
    height: rows * BOX_HEIGHT + (rows - 1) * GAP,
    strokeColor: PALETTE.ink,
    backgroundColor: color,
    fillStyle: 'solid',
    strokeStyle: dashed ? 'dashed' : 'solid',
    roughness: 0,
    label: { text: `${title}\n${prompt}`, fontSize: 20, textAlign: 'left', verticalAlign: 'top' },
  };
}

const title = (text: string): ElementSkeleton => ({
  type: 'text',
  x: 0,
  y: 0,
  text,
  fontSize: 36,
  strokeColor: PALETTE.ink,
});

const DAILY_PLAN: readonly Box[] = [
  { title: 'Bias', prompt: 'Bullish / bearish / neutral, and why', color: PALETTE.blue, col: 0, row: 0 },
  {
    title: 'Key levels',
    prompt: 'Resistance:\nSupport:\nPrior day high / low:',
    color: PALETTE.yellow,
    col: 1,
    row: 0,
  },
  { title: 'News & events', prompt: 'Time · event · expected impact', color: PALETTE.red, col: 0, row: 1 },
  {
    title: 'Rules for today',
    prompt: 'Max loss:\nMax trades:\nOnly A+ setups; stop after two losses',
    color: PALETTE.green,
    col: 1,
    row: 1,
  },
];

const TRADE_REVIEW: readonly Box[] = [
  { title: 'Setup & thesis', prompt: 'What did I see? Why this trade?', color: PALETTE.blue, col: 0, row: 0 },
  {
    title: 'Chart',
    prompt: 'Drop the screenshot here and mark entry, stop, target and exit',
    color: PALETTE.grey,
    col: 1,
    row: 0,
    span: 2,
    rows: 2,
    dashed: true,
  },
  {
    title: 'Entry & management',
    prompt: 'Was the entry on plan? How did I manage it?',
    color: PALETTE.yellow,
    col: 0,
    row: 1,
  },
  {
    title: 'Exit',
    prompt: 'Why did I exit here? Target, stop or emotion?',
    color: PALETTE.violet,
    col: 0,
    row: 2,
  },
  { title: 'What went well', prompt: '', color: PALETTE.green, col: 1, row: 2 },
  { title: 'What to improve', prompt: 'Grade (A–F) and one lesson', color: PALETTE.red, col: 2, row: 2 },
];

const WEEKLY_REVIEW: readonly Box[] = [
  {
    title: 'Results',
    prompt: 'Net P&L:\nWin rate:\nTrades:\nBest / worst day:',
    color: PALETTE.blue,
    col: 0,
    row: 0,
  },
  { title: 'Best trade', prompt: 'What made it work?', color: PALETTE.green, col: 1, row: 0 },
  { title: 'Worst trade', prompt: 'What went wrong?', color: PALETTE.red, col: 2, row: 0 },
  {
    title: 'Mistakes & patterns',
    prompt: 'Rules broken, times of day, setups to drop',
    color: PALETTE.yellow,
    col: 0,
    row: 1,
  },
  { title: 'Lessons', prompt: '', color: PALETTE.violet, col: 1, row: 1 },
  {
    title: 'Focus for next week',
    prompt: 'One or two things to work on',
    color: PALETTE.grey,
    col: 2,
    row: 1,
  },
];

/** The elements of a new board from a template, laid out from the origin. */
export function boardTemplate(
  kind: BoardTemplate,
  { day, now, timeZone }: TemplateOptions,
): ElementSkeleton[] {
  const dayCount = isDayKey(day)
    ? daysFromKey(day)
    : dayOf(typeof now === 'number' ? now : now.getTime(), timeZone);
  switch (kind) {
    case 'daily-plan':
      return [title(`Daily plan · ${dayText(dayCount)}`), ...DAILY_PLAN.map(box)];
    case 'trade-review':
      return [title(`Trade review · ${dayText(dayCount)}`), ...TRADE_REVIEW.map(box)];
    case 'weekly-review':
      return [title(`Weekly review · week of ${dayText(weekStart(dayCount))}`), ...WEEKLY_REVIEW.map(box)];
  }
}

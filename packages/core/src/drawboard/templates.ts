// The boards a trader can start from. Each is a title and labelled boxes to write into: a plan
// for the day, a review of one trade, a review of the week. They are ordinary shapes once on the
// board, moved, resized or deleted like any other.
import { dayOf, dayText, daysFromKey, isDayKey, weekStart } from './calendar-text.ts';
import { PALETTE, type ElementSkeleton, type ShapeSkeleton } from './skeleton.ts';
import { BOARD_FONT, labelBoxSize, textSize } from './text-size.ts';

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

export interface TemplateBox {
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

/** The least a cell of the grid gets, so a box has room to write in beside its label. */
const MIN_CELL = { width: 400, height: 240 };
const GAP = 32;
const LABEL_SIZE = 20;
const TITLE_SIZE = 36;

const labelText = ({ title, prompt }: TemplateBox) => `${title}\n${prompt}`;

/**
 * One cell size for the whole grid, large enough that every box's label fits on its own lines at
 * the board's font: the boxes stay aligned, and none clips or wraps its text.
 */
function cellSize(boxes: readonly TemplateBox[]): { width: number; height: number } {
  let { width, height } = MIN_CELL;
  for (const box of boxes) {
    const need = labelBoxSize(labelText(box), LABEL_SIZE);
    const span = box.span ?? 1;
    const rows = box.rows ?? 1;
    width = Math.max(width, Math.ceil((need.width - (span - 1) * GAP) / span));
    height = Math.max(height, Math.ceil((need.height - (rows - 1) * GAP) / rows));
  }
  return { width, height };
}

/** A template's boxes laid out on their grid, the first row `top` below the origin. */
export function templateBoxes(boxes: readonly TemplateBox[], top: number): ShapeSkeleton[] {
  const cell = cellSize(boxes);
  return boxes.map((box) => {
    const { color, col, row, span = 1, rows = 1, dashed = false } = box;
    return {
      type: 'rectangle',
      x: col * (cell.width + GAP),
      y: top + row * (cell.height + GAP),
      width: span * cell.width + (span - 1) * GAP,
      height: rows * cell.height + (rows - 1) * GAP,
      strokeColor: PALETTE.ink,
      backgroundColor: color,
      fillStyle: 'solid',
      strokeStyle: dashed ? 'dashed' : 'solid',
      roughness: 0,
      label: {
        text: labelText(box),
        fontSize: LABEL_SIZE,
        fontFamily: BOARD_FONT.family,
        textAlign: 'left',
        verticalAlign: 'top',
      },
    };
  });
}

/** The board's title with the boxes below it. */
function layout(heading: string, boxes: readonly TemplateBox[]): ElementSkeleton[] {
  const title: ElementSkeleton = {
    type: 'text',
    x: 0,
    y: 0,
    text: heading,
    fontSize: TITLE_SIZE,
    fontFamily: BOARD_FONT.family,
    strokeColor: PALETTE.ink,
  };
  return [title, ...templateBoxes(boxes, Math.ceil(textSize(heading, TITLE_SIZE).height) + GAP)];
}

const DAILY_PLAN: readonly TemplateBox[] = [
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

const TRADE_REVIEW: readonly TemplateBox[] = [
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

const WEEKLY_REVIEW: readonly TemplateBox[] = [
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
      return layout(`Daily plan · ${dayText(dayCount)}`, DAILY_PLAN);
    case 'trade-review':
      return layout(`Trade review · ${dayText(dayCount)}`, TRADE_REVIEW);
    case 'weekly-review':
      return layout(`Weekly review · week of ${dayText(weekStart(dayCount))}`, WEEKLY_REVIEW);
  }
}

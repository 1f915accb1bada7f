import { describe, expect, it } from 'vitest';
import type { ElementSkeleton } from './skeleton.ts';
import { BOARD_TEMPLATES, boardTemplate, isBoardTemplate, templateBoxes } from './templates.ts';
import { BOARD_FONT, labelBoxSize, textSize } from './text-size.ts';

const textOf = (elements: ElementSkeleton[]) =>
  elements.map((element) => (element.type === 'text' ? element.text : (element.label?.text ?? '')));

describe('boardTemplate', () => {
  it('gives the daily plan its title for the day and boxes for bias, levels, news and rules', () => {
    const plan = boardTemplate('daily-plan', { day: '2026-01-05', now: 0 });
    const texts = textOf(plan);
    expect(texts[0]).toBe('Daily plan · Mon 5 Jan 2026');
    for (const heading of ['Bias', 'Key levels', 'News & events', 'Rules for today'])
      expect(texts.some((text) => text.startsWith(`${heading}\n`))).toBe(true);
  });

  it('dates a trade review by its day and a weekly review by the Monday of its week', () => {
    expect(textOf(boardTemplate('trade-review', { day: '2026-02-28', now: 0 }))[0]).toBe(
      'Trade review · Sat 28 Feb 2026',
    );
    expect(textOf(boardTemplate('weekly-review', { day: '2026-01-11', now: 0 }))[0]).toBe(
      'Weekly review · week of Mon 5 Jan 2026',
    );
    expect(textOf(boardTemplate('weekly-review', { day: '2026-01-05', now: 0 }))[0]).toBe(
      'Weekly review · week of Mon 5 Jan 2026',
    );
  });

  it("takes the day from now in the trader's zone when none is given", () => {
    // 2026-01-06 03:00 UTC is still the 5th in New York.
    const now = Date.UTC(2026, 0, 6, 3);
    expect(textOf(boardTemplate('daily-plan', { now, timeZone: 'America/New_York' }))[0]).toBe(
      'Daily plan · Mon 5 Jan 2026',
    );
    expect(textOf(boardTemplate('daily-plan', { now: new Date(now) }))[0]).toBe(
      'Daily plan · Tue 6 Jan 2026',
    );
    expect(textOf(boardTemplate('daily-plan', { day: 'not a day', now }))[0]).toBe(
      'Daily plan · Tue 6 Jan 2026',
    );
  });

  it('lays every template out without overlapping boxes', () => {
    for (const kind of BOARD_TEMPLATES) {
      const boxes = boardTemplate(kind, { day: '2026-01-05', now: 0 }).filter(
        (element) => element.type === 'rectangle',
      );
      expect(boxes.length, kind).toBeGreaterThanOrEqual(4);
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) {
          if (a.type === 'text' || b.type === 'text') continue;
          const apart =
            a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
          expect(apart, `${kind}: ${a.label?.text} / ${b.label?.text}`).toBe(true);
        }
    }
  });

  it("sizes every box to hold its label on the label's own lines, in the board's font", () => {
    for (const kind of BOARD_TEMPLATES) {
      const elements = boardTemplate(kind, { day: '2026-01-05', now: 0 });
      const top = Math.min(...elements.flatMap((element) => (element.type === 'text' ? [] : [element.y])));
      for (const element of elements) {
        if (element.type === 'text') {
          expect(element.fontFamily, kind).toBe(BOARD_FONT.family);
          expect(element.y + textSize(element.text, element.fontSize ?? 20).height, kind).toBeLessThan(top);
          continue;
        }
        const label = element.label;
        if (label === undefined) throw new Error(`${kind}: a box without a label`);
        expect(label.fontFamily, label.text).toBe(BOARD_FONT.family);
        const need = labelBoxSize(label.text, label.fontSize ?? 20);
        expect(element.width, label.text).toBeGreaterThanOrEqual(need.width);
        expect(element.height, label.text).toBeGreaterThanOrEqual(need.height);
      }
    }
  });

  it('widens and heightens the whole grid for a label that needs more room, keeping the boxes apart', () => {
    const prompt = 'Entry, stop, target, size, exit, fees, slippage and every rule I broke on this trade';
    const boxes = templateBoxes(
      [
        { title: 'Plan', prompt, color: '#fff', col: 0, row: 0 },
        { title: 'Notes', prompt: Array(12).fill('Line').join('\n'), color: '#fff', col: 1, row: 0 },
        { title: 'Wide', prompt: '', color: '#fff', col: 0, row: 1, span: 2 },
      ],
      80,
    );
    const [plan, notes, wide] = boxes;
    if (plan === undefined || notes === undefined || wide === undefined) throw new Error('three boxes');
    expect(plan.width).toBeGreaterThanOrEqual(labelBoxSize(`Plan\n${prompt}`, 20).width);
    expect(plan.width).toBeGreaterThan(400);
    expect(notes.width).toBe(plan.width);
    expect(notes.height).toBeGreaterThanOrEqual(13 * 25 + 10);
    expect(plan.height).toBe(notes.height);
    expect(plan.x + plan.width).toBeLessThan(notes.x);
    expect(plan.y).toBe(80);
    expect(wide.y).toBeGreaterThan(plan.y + plan.height);
    expect(wide.width).toBe(notes.x + notes.width - plan.x);
  });

  it('knows its template names', () => {
    expect(BOARD_TEMPLATES.every(isBoardTemplate)).toBe(true);
    expect(isBoardTemplate('monthly')).toBe(false);
    expect(isBoardTemplate(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { ElementSkeleton } from './skeleton.ts';
import { BOARD_TEMPLATES, boardTemplate, isBoardTemplate } from './templates.ts';

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

  it('knows its template names', () => {
    expect(BOARD_TEMPLATES.every(isBoardTemplate)).toBe(true);
    expect(isBoardTemplate('monthly')).toBe(false);
    expect(isBoardTemplate(null)).toBe(false);
  });
});

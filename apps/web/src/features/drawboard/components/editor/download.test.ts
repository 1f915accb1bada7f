import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it('makes a file name of the board name, with the kind as extension', () => {
    expect(fileNameOf('Daily plan · 14 Oct', 'png')).toBe('daily-plan-14-oct.png');
    expect(fileNameOf('  NVDA review!  ', 'excalidraw')).toBe('nvda-review.excalidraw');
  });

  it('keeps letters of any script', () => {
    expect(fileNameOf('Plan für Montag', 'svg')).toBe('plan-für-montag.svg');
  });

  it('falls back to "board" when nothing of the name is left', () => {
    expect(fileNameOf(' *** ', 'png')).toBe('board.png');
  });
});

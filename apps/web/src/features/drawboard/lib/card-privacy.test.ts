import { describe, expect, it } from 'vitest';
import { maskCards, maskedPnlLine, newCardFigures, unmaskCards } from './card-privacy';

const trade = { tradeId: '7d1f8a34-3f0c-4c56-9c5e-0b8f4a1e2d3c' };
const card = [
  { id: 'box', type: 'rectangle', customData: trade, version: 3 },
  {
    id: 'title',
    type: 'text',
    text: 'SPY · Long',
    originalText: 'SPY · Long',
    customData: trade,
    version: 3,
  },
  {
    id: 'pnl',
    type: 'text',
    text: 'Net P&L +1,212.50 USD (profit)',
    originalText: 'Net P&L +1,212.50 USD (profit)',
    customData: trade,
    version: 3,
  },
];

describe('a trade card under privacy mode', () => {
  it('shows the mask instead of its net P&L, keeping the outcome word', () => {
    expect(maskedPnlLine('Net P&L +1,212.50 USD (profit)')).toBe('Net P&L ••• (profit)');
    expect(maskedPnlLine('Net P&L \u221240.00 USD (loss)')).toBe('Net P&L ••• (loss)');
    expect(maskedPnlLine('Net P&L 0.00 (break-even)')).toBe('Net P&L ••• (break-even)');
    expect(maskedPnlLine('Net P&L —')).toBeNull();
    expect(maskedPnlLine('Net P&L — (open)')).toBeNull();
    expect(maskedPnlLine('Opened 2026-11-02 15:00')).toBeNull();
  });

  it('masks only the P&L line of cards, keeps versions, and gives the figure back for the save', () => {
    const figures = newCardFigures();
    const typed = { id: 'note', type: 'text', text: 'Net P&L +5.00 (profit)', version: 1 };
    const masked = maskCards([...card, typed], figures);
    expect(masked.changed).toBe(true);
    expect(masked.elements.map((element) => ('text' in element ? element.text : null))).toEqual([
      null,
      'SPY · Long',
      'Net P&L ••• (profit)',
      'Net P&L +5.00 (profit)',
    ]);
    expect(masked.elements[2]).toMatchObject({ originalText: 'Net P&L ••• (profit)', version: 3 });
    const plain = unmaskCards(masked.elements, figures);
    expect(plain.changed).toBe(true);
    expect(plain.elements).toEqual([...card, typed]);
  });

  it('masked twice still gives the figure back', () => {
    const figures = newCardFigures();
    const once = maskCards(card, figures).elements;
    const twice = maskCards(once, figures);
    expect(twice.changed).toBe(false);
    expect(unmaskCards(twice.elements, figures).elements).toEqual(card);
  });

  it('keeps a line the trader rewrote while it was masked', () => {
    const figures = newCardFigures();
    const masked = maskCards(card, figures).elements;
    const rewritten = masked.map((element) =>
      element.id === 'pnl'
        ? { ...element, text: 'Net P&L: ask me', originalText: 'Net P&L: ask me' }
        : element,
    );
    expect(unmaskCards(rewritten, figures).elements[2]).toMatchObject({ text: 'Net P&L: ask me' });
  });

  it('leaves a board without cards as it is', () => {
    const figures = newCardFigures();
    expect(maskCards(card.slice(0, 2), figures).changed).toBe(false);
    expect(unmaskCards(card, figures).changed).toBe(false);
  });

  it('gives the figure back to a copy of a masked card, which has new ids', () => {
    const figures = newCardFigures();
    const masked = maskCards(card, figures).elements;
    // What duplicating or pasting makes: the masked elements again, under new ids.
    const copy = masked.map((element) => ({ ...element, id: `${element.id}-copy`, version: 1 }));
    const plain = unmaskCards([...masked, ...copy], figures).elements;
    expect(plain.filter((element) => element.id.startsWith('pnl')).map((element) => element.text)).toEqual([
      'Net P&L +1,212.50 USD (profit)',
      'Net P&L +1,212.50 USD (profit)',
    ]);
    expect(plain[5]).toMatchObject({ originalText: 'Net P&L +1,212.50 USD (profit)', version: 1 });
  });

  it('gives a pasted card the figure of its own trade, on a board that never showed it', () => {
    const figures = newCardFigures();
    const other = { tradeId: '0b7e2c1d-9a3f-4e5b-8c6d-1f2a3b4c5d6e' };
    const loss = {
      id: 'pnl-other',
      type: 'text',
      text: 'Net P&L −40.00 USD (loss)',
      originalText: 'Net P&L −40.00 USD (loss)',
      customData: other,
      version: 2,
    };
    const copied = maskCards([...card, loss], figures).elements;
    const pasted = copied
      .filter((element) => 'text' in element && element.text?.startsWith('Net') === true)
      .map((element) => ({ ...element, id: `pasted-${element.id}` }));
    expect(unmaskCards(pasted, figures).elements.map((element) => element.text)).toEqual([
      'Net P&L +1,212.50 USD (profit)',
      'Net P&L −40.00 USD (loss)',
    ]);
  });

  it('leaves a masked line of a trade it never saw as it is', () => {
    const figures = newCardFigures();
    maskCards(card, figures);
    const stranger = {
      id: 'pnl-stranger',
      type: 'text',
      text: 'Net P&L ••• (profit)',
      originalText: 'Net P&L ••• (profit)',
      customData: { tradeId: '5e6f7a8b-1c2d-4e3f-9a0b-c1d2e3f4a5b6' },
    };
    expect(unmaskCards([stranger], figures).changed).toBe(false);
  });
});

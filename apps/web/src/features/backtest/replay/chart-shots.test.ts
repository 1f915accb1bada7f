import { describe, expect, it } from 'vitest';
import { MAX_SHOTS_PER_TRADE, shotFile, withoutShot, withShot, type TradeShots } from './chart-shots';

describe('chart shots', () => {
  it('turns a PNG data URL into a PNG file with the same bytes', async () => {
    const file = shotFile('data:image/png;base64,iVBORw0KGgo=', 'chart.png');
    expect(file.name).toBe('chart.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });

  it('keeps at most the limit per trade and removes the one asked', () => {
    let shots: TradeShots = {};
    for (let i = 0; i < MAX_SHOTS_PER_TRADE + 2; i++) shots = withShot(shots, 1, `shot-${i}`);
    expect(shots[1]).toEqual(['shot-0', 'shot-1', 'shot-2']);
    expect(shots[0]).toBeUndefined();
    shots = withoutShot(shots, 1, 1);
    expect(shots[1]).toEqual(['shot-0', 'shot-2']);
  });
});

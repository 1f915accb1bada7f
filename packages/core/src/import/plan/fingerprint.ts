// A stable key per imported fill, so the same fill read again (the same file, an overlapping one,
// another export of the same account) is recognised, and two genuinely identical fills of one file
// stay two: the n-th identical fill of a file gets the n-th key.
import { instantOf } from '../../journal/instant.ts';
import type { ImportedExecution } from '../types.ts';

/** The number as plain text; a double prints the same way every time, which is all a key needs. */
function numberText(value: number): string {
  return Object.is(value, -0) ? '0' : String(value);
}

/**
 * Everything that tells one fill from another, in a fixed order. The time is read as an instant, so
 * the same fill written in another zone's offset gives the same text; the symbol keeps its file
 * spelling (the same broker writes it the same way).
 */
function describe(fill: ImportedExecution, accountId: string): string {
  const at = instantOf(fill.time);
  return [
    accountId,
    Number.isNaN(at) ? fill.time : numberText(at),
    fill.symbol.trim().toUpperCase(),
    fill.side,
    numberText(fill.quantity),
    numberText(fill.price),
    numberText(fill.commission),
    numberText(fill.fees),
    fill.orderId ?? '',
    // Two fills a broker tells apart by id are two fills, however alike the rest.
    fill.brokerExecutionId ?? '',
  ].join('\u001f');
}

function mix(h: number, c: number, multiplier: number, rotation: number): number {
  const x = Math.imul(h ^ c, multiplier);
  return (x << rotation) | (x >>> (32 - rotation));
}

function finish(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

function hex(n: number): string {
  return n.toString(16).padStart(8, '0');
}

/**
 * 128 bits of the text, as 32 hex digits: short to store and index for hundreds of thousands of
 * fills, and wide enough that two different fills of one account never share a key in practice.
 * Not a cryptographic hash: a key is compared only with the same account's own keys.
 */
export function hash128(text: string): string {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = 0x7f4a7c15;
  // Two UTF-16 units per step: half the steps for the same bits.
  const length = text.length;
  for (let i = 0; i < length; i += 2) {
    const word = text.charCodeAt(i) | ((i + 1 < length ? text.charCodeAt(i + 1) : 0xffff) << 16);
    a = mix(a, word, 0xcc9e2d51, 15);
    b = mix(b, word, 0x1b873593, 13);
    c = mix(c, word, 0x85ebca77, 17);
    d = mix(d, word, 0xc2b2ae3d, 11);
  }
  // Each lane sees the others before the last scramble, so one changed character moves all 128 bits.
  a = finish(a ^ length ^ d);
  b = finish(b ^ length ^ a);
  c = finish(c ^ length ^ b);
  d = finish(d ^ length ^ c);
  return hex(a) + hex(b) + hex(c) + hex(d);
}

/**
 * One key per fill, in the fills' order: the fill's time, symbol, side, quantity, price,
 * commission, fees, order id and broker id, with the account and the fill's occurrence number among
 * identical fills before it in the same file.
 */
export function fingerprintExecutions(executions: readonly ImportedExecution[], accountId: string): string[] {
  const seen = new Map<string, number>();
  return executions.map((fill) => {
    const text = describe(fill, accountId);
    const occurrence = seen.get(text) ?? 0;
    seen.set(text, occurrence + 1);
    return hash128(`${text}\u001f${occurrence}`);
  });
}

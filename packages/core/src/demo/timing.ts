// Instants for a trade's fills: whole seconds, strictly increasing, spread over a span.

/**
 * `count` instants in [from, to] on whole seconds, strictly increasing, one in each of `count`
 * equal slices of the span; `pin` puts the first at `from` or the last at `to`. The span must
 * hold at least `count` seconds.
 */
export function spreadTimes(
  next: () => number,
  from: number,
  to: number,
  count: number,
  pin: 'first' | 'last',
): number[] {
  const first = Math.ceil(from / 1000);
  const last = Math.floor(to / 1000);
  const width = (last - first + 1) / count;
  const seconds: number[] = [];
  for (let i = 0; i < count; i++) {
    const previous = seconds[i - 1];
    const drawn = first + Math.floor(i * width + next() * width);
    seconds.push(previous === undefined ? drawn : Math.max(drawn, previous + 1));
  }
  if (pin === 'first') seconds[0] = first;
  else seconds[count - 1] = last;
  for (let i = 0; i < count; i++) seconds[i] = (seconds[i] ?? 0) * 1000;
  return seconds;
}

/** An instant rounded up to a whole second. */
export const wholeSecond = (ms: number): number => Math.ceil(ms / 1000) * 1000;

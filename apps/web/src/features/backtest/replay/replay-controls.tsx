import { PauseIcon, PlayIcon, StepForwardIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useFormat } from '@/lib/format';
import { SPEEDS, type Speed } from './use-replay';

const KEYS: readonly [string, string][] = [
  ['Space', 'play / pause'],
  ['→', 'next bar'],
  ['B', 'buy'],
  ['S', 'sell'],
  ['C', 'close'],
];

/** Step, play and pause at a speed; the keyboard shortcuts listed beside them. */
export function ReplayControls({
  playing,
  atEnd,
  speed,
  cursor,
  start,
  barCount,
  onPlay,
  onStep,
  onSpeed,
}: {
  playing: boolean;
  atEnd: boolean;
  speed: Speed;
  cursor: number;
  start: number;
  barCount: number;
  onPlay: () => void;
  onStep: () => void;
  onSpeed: (speed: Speed) => void;
}) {
  const id = useId();
  const format = useFormat();
  return (
    <div className="flex flex-col gap-2" data-testid="replay-controls">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          onClick={onPlay}
          disabled={atEnd}
          aria-keyshortcuts="Space"
          aria-pressed={playing}
        >
          {playing ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button variant="outline" onClick={onStep} disabled={atEnd} aria-keyshortcuts="ArrowRight">
          <StepForwardIcon aria-hidden />
          Next bar
        </Button>
        <label htmlFor={`${id}-speed`} className="sr-only">
          Speed
        </label>
        <div className="w-48">
          <NativeSelect
            id={`${id}-speed`}
            value={speed}
            onChange={(event) => onSpeed(SPEEDS.find((value) => String(value) === event.target.value) ?? 2)}
          >
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {value} {value === 1 ? 'bar' : 'bars'} a second
              </option>
            ))}
          </NativeSelect>
        </div>
        <span className="text-sm text-muted-foreground tabular-nums" data-testid="replay-position-count">
          Bar {format.count(cursor + 1)} of {format.count(barCount)} · {format.count(cursor - start)} replayed
        </span>
      </div>
      <p
        className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground"
        aria-label="Keyboard shortcuts"
      >
        {KEYS.map(([key, action]) => (
          <span key={key}>
            <kbd className="rounded border px-1 font-mono">{key}</kbd> {action}
          </span>
        ))}
        <span data-testid="replay-keys-scope">
          These keys work when the focus is on the replay or the page, not on a button, field or menu.
        </span>
      </p>
    </div>
  );
}

import { useState } from 'react';
import { SeriesPicker, type SeriesChoice } from '../data/series-picker';

/** Bar replay: a saved series shown bar by bar, the future hidden, with trades placed as it runs. */
export function ReplayPanel() {
  const [choice, setChoice] = useState<SeriesChoice | null>(null);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="replay-heading" data-testid="replay-panel">
      <h2 id="replay-heading" className="text-lg font-semibold">
        Bar replay
      </h2>
      <SeriesPicker value={choice} onChange={setChoice} />
    </section>
  );
}

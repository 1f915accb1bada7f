import { CameraIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MAX_SHOTS_PER_TRADE } from './chart-shots';

/** A replayed trade's chart pictures: attach the chart as it stands now, see and remove them. */
export function TradeShots({
  tradeNumber,
  shots,
  onAttach,
  onRemove,
}: {
  tradeNumber: number;
  shots: readonly string[];
  onAttach: () => void;
  onRemove: (at: number) => void;
}) {
  const full = shots.length >= MAX_SHOTS_PER_TRADE;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="replay-trade-shots">
      {shots.map((url, at) => (
        <figure key={at} className="relative">
          <img
            src={url}
            alt={`Chart ${at + 1} of trade ${tradeNumber}`}
            className="h-12 w-20 rounded border object-cover"
          />
          <Button
            type="button"
            size="icon"
            variant="secondary"
            className="absolute -top-2 -right-2 size-5 rounded-full"
            aria-label={`Remove chart ${at + 1} of trade ${tradeNumber}`}
            onClick={() => onRemove(at)}
          >
            <XIcon aria-hidden className="size-3" />
          </Button>
        </figure>
      ))}
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={full}
        aria-label={`Attach chart to trade ${tradeNumber}`}
        onClick={onAttach}
      >
        <CameraIcon aria-hidden />
        {full ? `${MAX_SHOTS_PER_TRADE} charts attached` : 'Attach chart'}
      </Button>
    </div>
  );
}

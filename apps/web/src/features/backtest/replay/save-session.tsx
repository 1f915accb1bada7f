import { DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSaveReplay, type ReplaySave } from './use-save-replay';

/** Name and save the session into the backtest account; the chart as a PNG beside it. */
export function SaveSession({
  defaultName,
  tradeCount,
  toSave,
  onScreenshot,
}: {
  defaultName: string;
  tradeCount: number;
  toSave: (name: string) => ReplaySave;
  onScreenshot: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(defaultName);
  const save = useSaveReplay();
  return (
    <section className="flex flex-wrap items-end gap-2 rounded-lg border p-3" aria-label="Save the session">
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <Label htmlFor={`${id}-name`}>Session name</Label>
        <Input
          id={`${id}-name`}
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button disabled={save.isPending || name.trim() === ''} onClick={() => save.mutate(toSave(name))}>
        {save.isPending ? 'Saving…' : `Save session (${tradeCount} ${tradeCount === 1 ? 'trade' : 'trades'})`}
      </Button>
      <Button variant="outline" onClick={onScreenshot}>
        <DownloadIcon aria-hidden />
        Chart as PNG
      </Button>
    </section>
  );
}

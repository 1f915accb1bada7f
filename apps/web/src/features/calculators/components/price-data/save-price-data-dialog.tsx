import { buildPriceSeries, type ReadBar, type SeriesIssue } from '@edgelog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { insertSeries, priceSeriesKeys } from '@/lib/price-series';
import { TIMEFRAME_CHOICES, guessTimeframe } from '../../lib/price-data';
import { SelectField } from '../choice-fields';
import { TextField } from '../text-field';

type Issues = Partial<Record<SeriesIssue['field'], string>>;

/** Saves the bars in the price field as price data, with its symbol, timeframe and a name. */
export function SavePriceDataDialog({
  bars,
  open,
  onOpenChange,
  onSaved,
}: {
  bars: readonly ReadBar[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const [symbol, setSymbol] = useState('');
  const [timeframe, setTimeframe] = useState(() => guessTimeframe(bars));
  const [name, setName] = useState('');
  const [issues, setIssues] = useState<Issues>({});

  const save = useMutation({
    mutationFn: insertSeries,
    onError: (error, series) => handleError(error, { retry: () => save.mutate(series) }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: priceSeriesKeys.all });
      toast.success('Price data saved');
      onSaved(`Saved ${saved.barCount} ${saved.symbol} bars as price data.`);
      onOpenChange(false);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildPriceSeries({ symbol, timeframe, name, bars });
    if (!built.ok) {
      setIssues(Object.fromEntries(built.issues.map((issue) => [issue.field, issue.message])));
      return;
    }
    setIssues({});
    save.mutate(built.series);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Save as price data" noValidate>
          <DialogHeader>
            <DialogTitle>Save as price data</DialogTitle>
            <DialogDescription>
              {bars.length} bars, kept with your account. A trade with the same symbol takes its chart data
              from them.
            </DialogDescription>
          </DialogHeader>
          {issues.bars && (
            <Alert variant="destructive" data-testid="save-bars-error">
              <AlertDescription>{issues.bars}</AlertDescription>
            </Alert>
          )}
          <TextField
            label="Symbol"
            value={symbol}
            onChange={(value) => {
              setSymbol(value);
              setIssues(({ symbol: _dropped, ...rest }) => rest);
            }}
            uppercase
            placeholder="AAPL"
            error={issues.symbol}
            hint="As on your trades; a forex pair as BASE/QUOTE, like EUR/USD."
          />
          <SelectField
            label="Timeframe"
            value={timeframe}
            options={TIMEFRAME_CHOICES}
            onChange={setTimeframe}
            error={issues.timeframe}
            hint="How long each bar lasts."
          />
          <TextField
            label="Name (optional)"
            value={name}
            onChange={(value) => {
              setName(value);
              setIssues(({ name: _dropped, ...rest }) => rest);
            }}
            placeholder="Daily from my broker"
            error={issues.name}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              <SaveIcon aria-hidden />
              {save.isPending ? 'Saving…' : 'Save price data'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { inspectBarFile, isTimeframe, MAX_BARS, TIMEFRAMES, TIMEFRAME_LABELS, type BarFileLayout } from '@edgelog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAppTimeZone } from '@/lib/time-zone';
import { guessMarketHours, marketHoursById, marketHoursChoices } from './market-hours';
import { insertSeries, priceSeriesKeys, replaceSeriesBars, type SeriesSummary } from '@/lib/price-series';
import { coarserTimeframes, guessTimeframe } from './series-plan';
import { formatCount, seriesRange } from './series-title';
import { TIMEFRAME_NAMES } from './timeframes';
import { UploadMapping, type MappingDraft } from './upload-mapping';
import { GapList, UploadPreview } from './upload-preview';
import { useUploadPlan, type UploadChoices } from './use-upload-plan';

const LIMIT = formatCount(MAX_BARS);
const bars = (count: number): string => `${formatCount(count)} ${count === 1 ? 'bar' : 'bars'}`;

/** Upload an OHLC(V) file: map its columns, preview it, merge it into a saved series or save it new. */
export function UploadSeries({ saved }: { saved: readonly SeriesSummary[] }) {
  const id = useId();
  const zone = useAppTimeZone();
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const [fileName, setFileName] = useState('');
  const [layout, setLayout] = useState<BarFileLayout | null>(null);
  const [draft, setDraft] = useState<MappingDraft | null>(null);
  const [choices, setChoices] = useState<UploadChoices>(() => ({
    symbol: '',
    timeframe: '',
    name: '',
    saveAs: 'as-is',
    target: '',
    keepLatest: false,
    hours: guessMarketHours(''),
  }));
  const plan = useUploadPlan(layout, draft, choices, saved);
  const set = (patch: Partial<UploadChoices>) => setChoices((current) => ({ ...current, ...patch }));
  const target = plan.targetId;

  // The timeframe is guessed from the bars' spacing once they can be read.
  const readBars = plan.read.bars;
  useEffect(() => {
    if (readBars.length === 0) return;
    setChoices((current) =>
      current.timeframe !== '' ? current : { ...current, timeframe: guessTimeframe(readBars.map((bar) => bar.time)) ?? '' },
    );
  }, [readBars]);

  const open = async (file: File | undefined) => {
    if (!file) return;
    try {
      const found = inspectBarFile(await file.text());
      setFileName(file.name);
      setLayout(found);
      setDraft({ ...found.mapping, timeFormat: found.mapping.timeFormat ?? '', timeZone: zone });
      const symbol = /^[A-Za-z.]{1,12}/.exec(file.name.replace(/[_-].*$/, ''))?.[0]?.toUpperCase() ?? '';
      setChoices((current) => ({ ...current, symbol, timeframe: '', target: '', saveAs: 'as-is', keepLatest: false, hours: guessMarketHours(symbol) }));
    } catch (error) {
      handleError(error);
    }
  };

  const save = useMutation({
    mutationFn: async () => {
      const { bars, storedTimeframe, build } = plan;
      if (!bars || !storedTimeframe || !build?.ok || !isTimeframe(storedTimeframe)) throw new Error('Nothing to save yet');
      if (target !== 'new') return replaceSeriesBars(target, bars);
      return insertSeries({ symbol: build.symbol, timeframe: storedTimeframe, name: build.name, bars });
    },
    onSuccess: async (summary) => {
      await queryClient.invalidateQueries({ queryKey: priceSeriesKeys.all });
      toast.success(`Saved ${summary.symbol} · ${summary.timeframe}: ${formatCount(summary.barCount)} bars`);
      setLayout(null);
      setDraft(null);
      setFileName('');
    },
    onError: (error) => handleError(error, { retry: () => save.mutate() }),
  });

  const issues = plan.build && !plan.build.ok ? plan.build.issues : [];
  const issueOf = (field: string) => issues.find((issue) => issue.field === field)?.message;
  const coarser = plan.build?.ok ? coarserTimeframes(plan.build.timeframe) : [];

  return (
    <section className="flex flex-col gap-4 rounded-lg border p-4" aria-labelledby={`${id}-title`} data-testid="upload-series">
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="font-medium">
          Upload bars
        </h3>
        <p className="text-sm text-muted-foreground">
          A CSV or text file of date, open, high, low, close and optionally volume, of any timeframe. A series holds at
          most {LIMIT} bars.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" asChild>
          <label htmlFor={`${id}-file`} className="cursor-pointer">
            <UploadIcon aria-hidden />
            Choose a file
          </label>
        </Button>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.txt,.tsv,text/csv,text/plain"
          className="sr-only"
          data-testid="upload-file"
          onChange={(event) => void open(event.target.files?.[0])}
        />
        {fileName && <span className="text-sm text-muted-foreground">{fileName}</span>}
      </div>
      {layout && draft && (
        <>
          <UploadMapping layout={layout} draft={draft} onChange={setDraft} />
          {plan.mappingProblem ? (
            <p className="text-sm text-muted-foreground">{plan.mappingProblem}</p>
          ) : (
            <UploadPreview bars={plan.read.bars} errors={plan.read.errors} />
          )}
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Field id={`${id}-symbol`} label="Symbol" error={issueOf('symbol')}>
              <Input id={`${id}-symbol`} value={choices.symbol} onChange={(event) => set({ symbol: event.target.value, hours: guessMarketHours(event.target.value.toUpperCase()) })} />
            </Field>
            <Field id={`${id}-timeframe`} label="Timeframe of the bars" error={issueOf('timeframe')}>
              <NativeSelect id={`${id}-timeframe`} value={choices.timeframe} onChange={(event) => set({ timeframe: event.target.value, saveAs: 'as-is' })}>
                <option value="">Choose…</option>
                {TIMEFRAMES.map((timeframe) => (
                  <option key={timeframe} value={timeframe}>
                    {TIMEFRAME_LABELS[timeframe]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={`${id}-name`} label="Name (optional)" error={issueOf('name')}>
              <Input id={`${id}-name`} value={choices.name} onChange={(event) => set({ name: event.target.value })} />
            </Field>
          </div>
          {issueOf('bars') && (
            <Alert variant="destructive">
              <AlertDescription>{issueOf('bars')}</AlertDescription>
            </Alert>
          )}
          {plan.build?.ok && (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Field id={`${id}-save-as`} label="Save as">
                <NativeSelect id={`${id}-save-as`} value={choices.saveAs} onChange={(event) => set({ saveAs: coarser.find((tf) => tf === event.target.value) ?? 'as-is' })}>
                  <option value="as-is">As uploaded</option>
                  {coarser.map((timeframe) => (
                    <option key={timeframe} value={timeframe}>
                      Resampled to {TIMEFRAME_NAMES[timeframe]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id={`${id}-target`} label="Save into">
                <NativeSelect id={`${id}-target`} value={target} onChange={(event) => set({ target: event.target.value })}>
                  <option value="new">A new series</option>
                  {plan.candidates.map((series) => (
                    <option key={series.id} value={series.id}>
                      Merge into {series.symbol} · {series.timeframe}, {seriesRange(series)}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id={`${id}-hours`} label="Market hours (for gaps)">
                <NativeSelect id={`${id}-hours`} value={choices.hours.id} onChange={(event) => set({ hours: marketHoursById(event.target.value) ?? choices.hours })}>
                  {marketHoursChoices().map((hours) => (
                    <option key={hours.id} value={hours.id}>
                      {hours.label}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
          )}
          {plan.merge && (
            <p className="text-sm tabular-nums" data-testid="upload-merge">
              Merging adds {bars(plan.merge.added)} and replaces {bars(plan.merge.replaced)} at times the series already
              had (the uploaded bar is kept): {bars(plan.total)} in all.
            </p>
          )}
          {plan.overLimit && (
            <Alert variant="destructive" data-testid="upload-over-limit">
              <AlertDescription>
                <p>
                  This would make {formatCount(plan.total)} bars; a series holds at most {LIMIT}.{' '}
                  {coarser.length > 0 ? 'Resample to a higher timeframe under “Save as”, or keep only the latest bars.' : 'Keep only the latest bars, or upload a shorter file.'}
                </p>
                <label className="mt-2 flex items-center gap-2">
                  <input type="checkbox" className="size-4" checked={choices.keepLatest} onChange={(event) => set({ keepLatest: event.target.checked })} />
                  Keep only the latest {LIMIT} bars
                </label>
              </AlertDescription>
            </Alert>
          )}
          {plan.bars && (
            <div className="flex flex-col gap-1">
              <p className="text-sm font-medium tabular-nums">
                Gaps: {plan.gaps === null ? 'not read for this timeframe' : formatCount(plan.gaps.length)}
              </p>
              <GapList gaps={plan.gaps} />
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button disabled={!plan.bars || save.isPending || plan.targetLoading} onClick={() => save.mutate()}>
              {save.isPending ? 'Saving…' : target === 'new' ? 'Save as price data' : 'Merge and save'}
            </Button>
            <Button variant="ghost" onClick={() => { setLayout(null); setDraft(null); setFileName(''); }}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <p className="text-xs text-destructive">{error}</p>}
    </div>
  );
}

import type { PriceSeries } from '@edgelog/core';
import { FileUpIcon } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { Field } from './field';
import { PriceDataPanel } from './price-data/price-data-panel';

const MAX_FILE_BYTES = 5 * 1024 * 1024;

function describe(series: PriceSeries): string {
  const count = series.closes.length;
  const what = series.highs ? `${count} bars with highs and lows` : `${count} prices`;
  return series.reversed ? `${what}, turned round to run oldest first` : `${what}, oldest first`;
}

/**
 * Prices typed or pasted (one per line, or separated by spaces, commas or semicolons), or loaded
 * from a CSV file of date,open,high,low,close[,volume] bars or a single close column. The file is
 * read in the browser; it reaches the server only when the trader saves its bars as price data,
 * which this field also fills from (a saved series, or a trade's window of one).
 */
export function PriceSeriesField({
  value,
  onChange,
  series,
  error,
  label = 'Prices',
}: {
  value: string;
  onChange: (value: string) => void;
  series: PriceSeries | null;
  error: string | undefined;
  label?: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(`${file.name} is larger than 5 MB; keep the bars you need and try again.`);
      return;
    }
    try {
      const text = await file.text();
      if (text.includes('\u0000')) {
        setFileError(`${file.name} is not a text file: save it as CSV.`);
        return;
      }
      setFileError(null);
      onChange(text.trim());
    } catch {
      setFileError(`${file.name} could not be read.`);
    }
  };

  return (
    <>
      <Field
        label={label}
        className="col-span-full"
        error={fileError ?? error}
        hint={
          series
            ? describe(series)
            : 'One close per line, oldest first; or a CSV with date,open,high,low,close[,volume] columns (highs and lows add the average true range).'
        }
      >
        {({ inputId, describedBy, invalid }) => (
          <div className="flex flex-col gap-2">
            <Textarea
              id={inputId}
              value={value}
              rows={7}
              spellCheck={false}
              placeholder={'100.00\n101.25\n99.80\n…'}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className="font-mono text-xs tabular-nums md:text-xs"
              onChange={(event) => {
                setFileError(null);
                onChange(event.target.value);
              }}
            />
            <div className="flex flex-wrap items-center gap-2">
              <input
                ref={fileInput}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className="sr-only"
                tabIndex={-1}
                aria-label="CSV file of prices"
                data-testid="price-file"
                onChange={(event) => void onFile(event)}
              />
              <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                <FileUpIcon aria-hidden />
                Load a CSV file
              </Button>
              {value.trim() !== '' && (
                <Button variant="ghost" size="sm" onClick={() => onChange('')}>
                  Clear prices
                </Button>
              )}
            </div>
          </div>
        )}
      </Field>
      <div className="col-span-full">
        <PriceDataPanel
          bars={series?.bars ?? null}
          onFill={(text) => {
            setFileError(null);
            onChange(text);
          }}
        />
      </div>
    </>
  );
}

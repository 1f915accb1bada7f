import { formatNumber } from '@edgelog/core';
import { useMemo } from 'react';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import {
  DATE_FORMATS,
  NUMBER_FORMATS,
  updatePreferences,
  usePreferences,
  WEEK_STARTS,
  type DateFormat,
  type NumberFormat,
  type WeekStart,
} from '@/lib/preferences';
import { useFormat } from '@/lib/format';
import { SettingsCardTitle } from '../settings-section';

const SAMPLE_NUMBER = '-1234567.89';
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function dayName(day: number): string {
  return DAY_NAMES[day] ?? '';
}

/** The week's days in order from the chosen first one: "Mon Tue … Sun". */
function weekOrder(start: WeekStart): string {
  return Array.from({ length: 7 }, (_, index) => dayName((start + index) % 7).slice(0, 3)).join(' ');
}

function isNumberFormat(value: string): value is NumberFormat {
  return (NUMBER_FORMATS as readonly string[]).includes(value);
}

function isDateFormat(value: string): value is DateFormat {
  return (DATE_FORMATS as readonly string[]).includes(value);
}

function isWeekStart(value: number): value is WeekStart {
  return (WEEK_STARTS as readonly number[]).includes(value);
}

/** Number and date formats and the first day of the week, each with how it reads today. */
export function FormatsCard() {
  const preferences = usePreferences();
  // Read once per visit: the examples show today's date, which does not need to tick.
  const today = useMemo(() => new Date(), []);
  const format = useFormat();
  const example = `${format.number(SAMPLE_NUMBER)} · ${format.date(today)}`;

  return (
    <Card aria-labelledby="appearance-formats-title">
      <CardHeader>
        <SettingsCardTitle id="appearance-formats-title">Numbers and dates</SettingsCardTitle>
        <CardDescription>
          How figures and dates read across the journal, the analytics and exports you view here.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="number-format" label="Number format">
            {(a11y) => (
              <NativeSelect
                {...a11y}
                value={preferences.numberFormat}
                onChange={(event) => {
                  const numberFormat = event.target.value;
                  if (isNumberFormat(numberFormat)) void updatePreferences({ numberFormat });
                }}
              >
                {NUMBER_FORMATS.map((choice) => (
                  <option key={choice} value={choice}>
                    {formatNumber('1234.56', { numberFormat: choice })}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="date-format" label="Date format" hint={`Today: ${format.date(today)}`}>
            {(a11y) => (
              <NativeSelect
                {...a11y}
                value={preferences.dateFormat}
                onChange={(event) => {
                  const dateFormat = event.target.value;
                  if (isDateFormat(dateFormat)) void updatePreferences({ dateFormat });
                }}
              >
                {DATE_FORMATS.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="week-start" label="First day of the week" hint={weekOrder(preferences.weekStart)}>
            {(a11y) => (
              <NativeSelect
                {...a11y}
                value={String(preferences.weekStart)}
                onChange={(event) => {
                  const weekStart = Number(event.target.value);
                  if (isWeekStart(weekStart)) void updatePreferences({ weekStart });
                }}
              >
                {WEEK_STARTS.map((day) => (
                  <option key={day} value={day}>
                    {dayName(day)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <div className="rounded-lg border bg-muted/40 px-4 py-3 text-sm">
          <span className="text-muted-foreground">Example: </span>
          <output className="font-medium" aria-live="polite" data-testid="format-example">
            {example}
          </output>
        </div>
      </CardContent>
    </Card>
  );
}

import { resolveInstrument } from '@edgelog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PencilIcon, PlusIcon, RotateCcwIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useLoadError } from '@/features/errors/use-load-error';
import { useRemoveWithUndo } from '@/features/trash';
import { useAuth } from '@/lib/auth-context';
import { isDuplicateName } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { SettingsCardTitle } from '../settings-section';
import { instrumentsQuery, saveInstrument, tradingDefaultsKeys, type InstrumentInput } from './api';
import { classLabel, InstrumentEditor } from './instrument-editor';
import {
  EMPTY_INSTRUMENT_FORM,
  type InstrumentFormIssues,
  type InstrumentFormValues,
} from './instrument-form';
import { instrumentLines, matchesSearch, type InstrumentLine } from './instrument-rows';

const SIZE_DIGITS = { decimals: 0, maxDecimals: 10 } as const;

interface Editing {
  /** The row being changed; null for a new one (a built-in gets its first row). */
  id: string | null;
  values: InstrumentFormValues;
  symbolFixed: boolean;
  /** What an empty size falls back to: the built-in value, shown in the empty field. */
  defaults: Partial<InstrumentFormValues>;
}

function text(value: number | string | null): string {
  return value === null ? '' : String(value);
}

function editingOf(line: InstrumentLine): Editing {
  const row = line.override;
  const builtIn = resolveInstrument(line.symbol, { assetClass: row?.asset_class ?? line.assetClass });
  return {
    id: row?.id ?? null,
    symbolFixed: true,
    defaults: {
      tickSize: text(builtIn.tickSize),
      pipSize: text(builtIn.pipSize),
      quoteCurrency: text(builtIn.quoteCurrency),
    },
    values: {
      symbol: line.symbol,
      assetClass: row?.asset_class ?? line.assetClass,
      multiplier: row?.multiplier ?? text(line.multiplier),
      tickSize: row ? text(row.tick_size) : text(line.tickSize),
      pipSize: row ? text(row.pip_size) : text(line.pipSize),
      quoteCurrency: row ? text(row.quote_currency) : text(line.quoteCurrency),
    },
  };
}

/** What a symbol without any row trades as, in one sentence read from the journal's own defaults. */
function ClassDefaults() {
  const format = useFormat();
  const option = resolveInstrument('AAPL251219C00200000');
  const pair = resolveInstrument('EUR/USD');
  const yen = resolveInstrument('USD/JPY');
  const size = (value: number | null) => format.number(value, SIZE_DIGITS);
  return (
    <p className="text-xs text-muted-foreground">
      Without a row here: equity options ×{size(option.multiplier)} (tick {size(option.tickSize)}), forex
      pairs pip {size(pair.pipSize)} ({size(yen.pipSize)} quoted in yen), stocks, crypto and CFDs ×1.
    </p>
  );
}

/**
 * The instruments table: the built-in futures and the trader's own rows, which override a default
 * field by field. A row can be added, changed or removed (back to the built-in values).
 */
export function InstrumentsCard() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const format = useFormat();
  const rows = useQuery({ ...instrumentsQuery(userId), enabled: userId !== '' });
  const failure = useLoadError(rows.error, () => void rows.refetch());
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [serverIssues, setServerIssues] = useState<InstrumentFormIssues>({});
  const lines = useMemo(() => instrumentLines(rows.data ?? []), [rows.data]);
  const shown = lines.filter((line) => matchesSearch(line, search));

  // The trade form reads the same rows under its own key: both are refreshed.
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: tradingDefaultsKeys.instruments(userId) });
    await queryClient.invalidateQueries({ queryKey: ['trades', userId, 'lookups'] });
  };
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: InstrumentInput }) => saveInstrument(id, input),
    onMutate: () => setServerIssues({}),
    onSuccess: async (_, { input }) => {
      await refresh();
      setEditing(null);
      toast.success(`${input.symbol} saved`);
    },
    onError: (error) => {
      if (isDuplicateName(error))
        setServerIssues({ symbol: 'You already have this symbol: edit it in the list.' });
      else handleError(error);
    },
  });
  // Undo puts the same row back, so a reset or a removal typed by mistake costs nothing.
  const removeWithUndo = useRemoveWithUndo();
  const remove = useMutation({
    mutationFn: async (line: InstrumentLine) => {
      if (line.override === null) return;
      await removeWithUndo(
        'instruments',
        line.override.id,
        line.builtIn ? `${line.symbol} is back to the built-in values` : `${line.symbol} removed`,
        refresh,
      );
    },
    onSuccess: refresh,
    onError: (error) => handleError(error),
  });

  const size = (value: number | null) => (value === null ? '—' : format.number(value, SIZE_DIGITS));

  return (
    <Card aria-labelledby="instruments-title">
      <CardHeader>
        <SettingsCardTitle id="instruments-title">Instruments</SettingsCardTitle>
        <CardDescription>
          The multiplier, tick and pip size a trade&apos;s symbol gets. The usual futures are built in; your
          own row overrides them, or adds an instrument they do not know.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ClassDefaults />
        <div className="flex flex-wrap items-end gap-2">
          <div className="relative min-w-0 flex-1 sm:max-w-xs">
            <SearchIcon
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label="Find an instrument"
              placeholder="Find a symbol"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-8"
            />
          </div>
          <Button
            variant="outline"
            onClick={() => {
              setServerIssues({});
              setEditing({
                id: null,
                symbolFixed: false,
                defaults: {},
                values: { ...EMPTY_INSTRUMENT_FORM, symbol: search.trim().toUpperCase() },
              });
            }}
          >
            <PlusIcon aria-hidden />
            Add instrument
          </Button>
        </div>

        {editing && (
          <InstrumentEditor
            key={`${editing.id ?? 'new'}-${editing.values.symbol}`}
            initial={editing.values}
            symbolFixed={editing.symbolFixed}
            defaults={editing.defaults}
            saving={save.isPending}
            serverIssues={serverIssues}
            onSave={(input) => save.mutate({ id: editing.id, input })}
            onCancel={() => setEditing(null)}
          />
        )}

        {rows.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : rows.isError ? (
          <LoadFailed
            title="Your instruments could not be read"
            record={failure}
            fallback={rows.error.message}
            onRetry={() => void rows.refetch()}
            testId="instruments-error"
          />
        ) : (
          <div className="max-h-96 overflow-auto rounded-md border">
            <table className="w-full text-sm" aria-label="Instruments">
              <thead className="sticky top-0 bg-card">
                <tr className="border-b text-muted-foreground">
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    Symbol
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    Class
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Multiplier
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Tick
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Pip
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    Source
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.length === 0 && (
                  <tr>
                    <td colSpan={7} className="px-3 py-6 text-center text-muted-foreground">
                      No instrument matches “{search.trim()}”. Add it with the button above.
                    </td>
                  </tr>
                )}
                {shown.map((line) => (
                  <tr key={line.symbol} className="border-b last:border-0" data-testid="instrument-row">
                    <th scope="row" className="px-3 py-1.5 text-left font-medium">
                      {line.symbol}
                    </th>
                    <td className="px-3 py-1.5">{classLabel(line.assetClass)}</td>
                    <td className="px-3 py-1.5 text-right">{size(line.multiplier)}</td>
                    <td className="px-3 py-1.5 text-right">{size(line.tickSize)}</td>
                    <td className="px-3 py-1.5 text-right">{size(line.pipSize)}</td>
                    <td className="px-3 py-1.5 whitespace-nowrap text-muted-foreground">
                      {line.override === null ? 'Built-in' : line.builtIn ? 'Yours, over built-in' : 'Yours'}
                    </td>
                    <td className="px-2 py-1 text-right whitespace-nowrap">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={line.override ? `Edit ${line.symbol}` : `Override ${line.symbol}`}
                        onClick={() => {
                          setServerIssues({});
                          setEditing(editingOf(line));
                        }}
                      >
                        <PencilIcon aria-hidden />
                      </Button>
                      {line.override && (
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={
                            line.builtIn ? `Reset ${line.symbol} to built-in` : `Remove ${line.symbol}`
                          }
                          disabled={remove.isPending}
                          onClick={() => remove.mutate(line)}
                        >
                          {line.builtIn ? <RotateCcwIcon aria-hidden /> : <Trash2Icon aria-hidden />}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

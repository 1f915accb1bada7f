import {
  checkTradeForm,
  normalizeSymbol,
  parsePair,
  previewTrades,
  type ErrorRecord,
  type TradeDraft,
  type TradeFormValues,
  type TradePreview,
} from '@edgelog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { usePreferences } from '@/lib/preferences';
import { deleteAttachment, uploadAttachment } from '../../api/attachments';
import { tradeKeys } from '../../api/keys';
import { accountLookupQuery, strategyLookupQuery, tagLookupQuery } from '../../api/lookups';
import {
  accountTolerancesQuery,
  instrumentOverridesQuery,
  saveTrades,
  type SaveTrade,
  type TradeAttachmentRow,
} from '../../api/trade';
import { localInputToIso } from '../../lib/local-datetime';
import { clearTradeDraft, saveTradeDraft } from '../../lib/trade-draft';
import { saveTradesOf } from '../../lib/trade-values';
import { AttachmentDrop } from './attachment-drop';
import { markScheduleFees } from './commission-defaults';
import { useCommissionPrefill } from './commission-prefill';
import { CrossingDialog } from './crossing-dialog';
import { ExecutionsEditor } from './executions-editor';
import { useInstrumentDefaults } from './instrument-defaults';
import { InstrumentFields } from './instrument-fields';
import { LeaveGuard } from './leave-guard';
import { NotesEditor } from './notes-editor';
import { RiskFields, ScoreFields } from './plan-fields';
import { PreviewPanel, PreviewSummary, useTradePreviews } from './preview-panel';
import { SimpleFields } from './simple-fields';
import { lastUsedAccountQuery, startAccountId } from './start-account';
import { StrategyPicker } from './strategy-picker';
import { TagPicker } from './tag-picker';
import { checkContext, useTradeForm } from './use-trade-form';

function Section({
  title,
  children,
  description,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="grid grid-cols-1 gap-3">
      <div className="border-b pb-1.5">
        <h2 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</h2>
        {description && <p className="text-xs text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

export interface SavedTrade {
  ids: string[];
  /** Files that did not upload, each with why; the trade itself is saved. */
  failedUploads: { name: string; record: ErrorRecord }[];
}

interface Pending {
  draft: TradeDraft;
  previews: TradePreview[];
  /** Marks the fills whose charge is the commission schedule's, as the form stood when saved. */
  markSchedule: (trades: SaveTrade[]) => SaveTrade[];
}

/**
 * The trade form: instrument, fills (simple mode or the executions editor), risk, strategy, tags,
 * notes, scores and attachments, with the trade's figures previewed as it is typed. Every change
 * is kept as a local draft until the trade is saved, and leaving with unsaved changes asks first.
 */
export function TradeForm({
  userId,
  tradeId,
  initialValues,
  draftKey,
  pickDefaultAccount,
  storedAttachments = [],
  onSaved,
  onCancel,
}: {
  userId: string;
  tradeId: string | null;
  initialValues: TradeFormValues;
  draftKey: string;
  pickDefaultAccount: boolean;
  storedAttachments?: readonly TradeAttachmentRow[];
  onSaved: (saved: SavedTrade) => void;
  onCancel: () => void;
}) {
  const form = useTradeForm(initialValues);
  const { values, dirty, adopt } = form;
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const accounts = useQuery(accountLookupQuery(userId));
  const tolerances = useQuery(accountTolerancesQuery(userId));
  const tags = useQuery(tagLookupQuery(userId));
  const strategies = useQuery(strategyLookupQuery(userId));
  const [pendingFiles, setPendingFiles] = useState<File[]>([]);
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [saveError, setSaveError] = useState<ErrorRecord | null>(null);
  const [modeNote, setModeNote] = useState<string | null>(null);
  const released = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const instruments = useQuery(instrumentOverridesQuery(userId));
  const onSymbolDone = useInstrumentDefaults(form, instruments.data ?? []);
  // A new trade's commissions start from the trader's defaults; a saved trade keeps its own.
  const prefilled = useCommissionPrefill(form, userId, instruments.data ?? [], tradeId === null);

  // The trader's change is kept as the draft; the first render (nothing changed) is not.
  useEffect(() => {
    if (dirty && !released.current) saveTradeDraft(draftKey, values);
  }, [dirty, values, draftKey]);

  // The trader's default account (settings) when it is open, else the last one used, else the only open one.
  const accountList = accounts.data;
  const { defaultAccountId } = usePreferences();
  const lastUsed = useQuery({ ...lastUsedAccountQuery(userId), enabled: pickDefaultAccount });
  const lastUsedId = lastUsed.isError ? null : lastUsed.data;
  // The form's own pick may be replaced when a better answer arrives (the server's settings after
  // the cached ones); an account the trader chose, or the form started with, never is.
  const autoPicked = useRef('');
  useEffect(() => {
    if (!pickDefaultAccount || !accountList || lastUsedId === undefined) return;
    if (form.changed('accountId') || values.accountId !== autoPicked.current) return;
    const chosen = startAccountId(accountList, defaultAccountId, lastUsedId);
    if (chosen === values.accountId) return;
    autoPicked.current = chosen;
    adopt({ accountId: chosen });
  }, [accountList, pickDefaultAccount, defaultAccountId, lastUsedId]);

  const account = accounts.data?.find((known) => known.id === values.accountId);
  const tolerance =
    tolerances.data?.find((known) => known.id === values.accountId)?.break_even_tolerance ?? '0';
  const previews = useTradePreviews(values, tolerance);
  const currency = account?.currency ?? forexQuote(values);

  const save = useMutation({
    mutationFn: async ({ draft, previews: trips, markSchedule }: Pending): Promise<SavedTrade> => {
      const ids = await saveTrades(markSchedule(saveTradesOf(draft, trips, tradeId)));
      const [first] = ids;
      const failedUploads: SavedTrade['failedUploads'] = [];
      if (first) {
        let position = storedAttachments.length;
        for (const file of pendingFiles) {
          try {
            await uploadAttachment(userId, first, file, position);
            position += 1;
          } catch (error) {
            failedUploads.push({ name: file.name, record: handleError(error) });
          }
        }
      }
      return { ids, failedUploads };
    },
    onMutate: () => setSaveError(null),
    onError: (error, pending) => {
      setConfirming(null);
      setSaveError(handleError(error, { retry: () => save.mutate(pending) }));
    },
    onSuccess: async (saved) => {
      released.current = true;
      clearTradeDraft(draftKey);
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: tradeKeys.user(userId) });
      await queryClient.invalidateQueries({ queryKey: ['accounts', userId] });
      onSaved(saved);
    },
  });

  const removeStored = useMutation({
    mutationFn: deleteAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeKeys.details(userId) }),
    onError: (error) => handleError(error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.showAllIssues();
    const check = checkTradeForm(values, checkContext());
    if (!check.ok) {
      // The first refused field takes the focus, so a keyboard user lands where the fix is.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const trips = check.draft.plan
      ? []
      : previewTrades(check.draft.fills, {
          multiplier: check.draft.multiplier,
          stop: check.draft.stop,
          target: check.draft.target,
          breakEvenTolerance: tolerance,
        });
    const written = prefilled();
    const { changed } = form;
    const pending: Pending = {
      draft: check.draft,
      previews: trips,
      markSchedule: (trades) => markScheduleFees(trades, values, written, changed, localInputToIso),
    };
    if (trips.length > 1) setConfirming(pending);
    else save.mutate(pending);
  };

  // The form takes the keyboard at its first field, whether it was opened with `n`, a link or the
  // sidebar; focus already placed inside the page (a banner's button) is left where it is.
  useEffect(() => {
    const form = formRef.current;
    const page = form?.closest('main');
    const active = document.activeElement;
    if (page && active && active !== page && page.contains(active)) return;
    form?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  // Ctrl+Enter (Cmd+Enter on a Mac) saves from any field of the form.
  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!save.isPending) formRef.current?.requestSubmit();
  };

  const switchMode = (mode: string) => {
    if (mode !== 'simple' && mode !== 'executions') return;
    setModeNote(
      form.switchMode(mode)
        ? null
        : 'These fills need the executions editor: more than one entry or exit, commissions, or fees on the exit.',
    );
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <LeaveGuard when={dirty && !save.isSuccess} released={released} />
      <div className="grid min-w-0 grid-cols-1 gap-4">
        {saveError && (
          <Alert variant="destructive" data-testid="save-error">
            <AlertTitle>The trade was not saved</AlertTitle>
            <AlertDescription>
              {saveError.userMessage} ({saveError.code}) Your entries are still here and kept as a draft.
            </AlertDescription>
          </Alert>
        )}
        <Card>
          <CardContent className="pt-6">
            <form
              ref={formRef}
              noValidate
              onSubmit={submit}
              onKeyDown={onFormKeyDown}
              aria-label={tradeId === null ? 'New trade' : 'Edit trade'}
              className="grid grid-cols-1 gap-8"
            >
              <Section title="Instrument">
                <InstrumentFields form={form} accounts={accounts.data ?? []} onSymbolDone={onSymbolDone} />
              </Section>

              <Section title="Fills">
                <Tabs value={values.mode} onValueChange={switchMode}>
                  <TabsList className="w-auto justify-self-start" aria-label="How to enter the fills">
                    <TabsTrigger value="simple">Simple</TabsTrigger>
                    <TabsTrigger value="executions">Executions</TabsTrigger>
                  </TabsList>
                </Tabs>
                {modeNote && (
                  <p role="status" className="text-xs text-muted-foreground">
                    {modeNote}
                  </p>
                )}
                {values.mode === 'simple' ? <SimpleFields form={form} /> : <ExecutionsEditor form={form} />}
              </Section>

              <Section title="Risk">
                <RiskFields form={form} />
              </Section>

              <Section
                title="Strategy and tags"
                description="Mistakes and emotions are tags of those groups."
              >
                <StrategyPicker form={form} strategies={strategies.data ?? []} />
                <TagPicker form={form} tags={tags.data ?? []} userId={userId} />
              </Section>

              <Section title="Review">
                <NotesEditor form={form} />
                <ScoreFields form={form} />
              </Section>

              <Section title="Screenshots">
                <AttachmentDrop
                  pending={pendingFiles}
                  onPendingChange={setPendingFiles}
                  stored={storedAttachments}
                  onRemoveStored={(attachment) => removeStored.mutate(attachment)}
                />
              </Section>

              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    // Cancel is deliberate: the draft goes, and so does the question on leaving.
                    released.current = true;
                    clearTradeDraft(draftKey);
                    onCancel();
                  }}
                >
                  Cancel
                </Button>
                <Button type="submit" disabled={save.isPending} aria-keyshortcuts="Control+Enter Meta+Enter">
                  {save.isPending ? 'Saving…' : 'Save trade'}
                  <kbd
                    aria-hidden
                    className="ml-1 hidden rounded border border-primary-foreground/30 px-1 font-sans text-[0.65rem] leading-4 sm:inline"
                  >
                    {saveShortcut}
                  </kbd>
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <PreviewSummary
          previews={previews}
          currency={currency}
          planned={values.mode === 'simple' && values.planned}
        />
      </div>
      <PreviewPanel values={values} previews={previews} currency={currency} />
      <CrossingDialog
        previews={confirming?.previews ?? []}
        currency={currency}
        open={confirming !== null}
        saving={save.isPending}
        onConfirm={() => confirming && save.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

const saveShortcut =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘↵' : 'Ctrl+↵';

/** A forex trade's money is in its quote currency when no account says otherwise. */
function forexQuote(values: TradeFormValues): string | null {
  if (values.assetClass !== 'forex') return null;
  try {
    return parsePair(normalizeSymbol(values.symbol, 'forex')).quote;
  } catch {
    return null;
  }
}

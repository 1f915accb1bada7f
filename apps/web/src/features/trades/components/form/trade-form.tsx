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
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
  type TradeAttachmentRow,
} from '../../api/trade';
import { clearTradeDraft, saveTradeDraft } from '../../lib/trade-draft';
import { saveTradesOf } from '../../lib/trade-values';
import { AttachmentDrop } from './attachment-drop';
import { useCommissionPrefill } from './commission-prefill';
import { CrossingDialog } from './crossing-dialog';
import { ExecutionsEditor } from './executions-editor';
import { useInstrumentDefaults } from './instrument-defaults';
import { InstrumentFields } from './instrument-fields';
import { LeaveGuard } from './leave-guard';
import { NotesEditor } from './notes-editor';
import { RiskFields, ScoreFields } from './plan-fields';
import { PreviewPanel, useTradePreviews } from './preview-panel';
import { SimpleFields } from './simple-fields';
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
  useCommissionPrefill(form, userId, instruments.data ?? [], tradeId === null);

  // The trader's change is kept as the draft; the first render (nothing changed) is not.
  useEffect(() => {
    if (dirty && !released.current) saveTradeDraft(draftKey, values);
  }, [dirty, values, draftKey]);

  // The trader's default account (settings) when it is open, else the only open account.
  const accountList = accounts.data;
  const { defaultAccountId } = usePreferences();
  useEffect(() => {
    if (!pickDefaultAccount || !accountList || values.accountId !== '') return;
    const open = accountList.filter((account) => account.status === 'open');
    const chosen = open.find((account) => account.id === defaultAccountId);
    const [only] = open;
    if (chosen) adopt({ accountId: chosen.id });
    else if (open.length === 1 && only) adopt({ accountId: only.id });
    // Only once the accounts (and the default) arrive; a later "No account" is the trader's choice.
  }, [accountList, pickDefaultAccount, defaultAccountId]);

  const account = accounts.data?.find((known) => known.id === values.accountId);
  const tolerance =
    tolerances.data?.find((known) => known.id === values.accountId)?.break_even_tolerance ?? '0';
  const previews = useTradePreviews(values, tolerance);
  const currency = account?.currency ?? forexQuote(values);

  const save = useMutation({
    mutationFn: async ({ draft, previews: trips }: Pending): Promise<SavedTrade> => {
      const ids = await saveTrades(saveTradesOf(draft, trips, tradeId));
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
    const pending = { draft: check.draft, previews: trips };
    if (trips.length > 1) setConfirming(pending);
    else save.mutate(pending);
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
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? 'Saving…' : 'Save trade'}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      </div>
      <PreviewPanel values={values} previews={previews} currency={currency} />
      <CrossingDialog
        previews={confirming?.previews ?? []}
        open={confirming !== null}
        saving={save.isPending}
        onConfirm={() => confirming && save.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

/** A forex trade's money is in its quote currency when no account says otherwise. */
function forexQuote(values: TradeFormValues): string | null {
  if (values.assetClass !== 'forex') return null;
  try {
    return parsePair(normalizeSymbol(values.symbol, 'forex')).quote;
  } catch {
    return null;
  }
}

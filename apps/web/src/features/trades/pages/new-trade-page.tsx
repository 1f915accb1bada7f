import {
  EMPTY_TRADE_FORM,
  checkTradeForm,
  hasTradePrefill,
  readTradePrefill,
  type TradeFormValues,
} from '@edgelog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageFrame } from '@/components/page-frame';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ErrorRecord } from '@edgelog/core';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAuth } from '@/lib/auth-context';
import { insertTrade, tradeKeys } from '../api/trades';
import { PrefillBanner } from '../components/prefill-banner';
import { TradeForm } from '../components/trade-form';
import { toLocalInput } from '../lib/local-datetime';
import { clearTradeDraft, loadTradeDraft, newTradeDraftKey } from '../lib/trade-draft';

interface Start {
  values: TradeFormValues;
  origin: 'prefill' | 'draft' | 'blank';
}

/**
 * A calculator's values win over an old draft (the user just asked for them); otherwise the
 * draft comes back; otherwise an open trade starting now. A calculator's plan without an exit is
 * planned; with one (profit/loss) it is a closed trade.
 */
function startValues(
  search: URLSearchParams,
  draftKey: string | null,
): Start & { from: ReturnType<typeof readTradePrefill>['from'] } {
  const prefill = readTradePrefill(search);
  if (hasTradePrefill(prefill)) {
    const status = prefill.values.exit !== undefined ? 'closed' : 'planned';
    return {
      values: { ...EMPTY_TRADE_FORM, status, ...prefill.values },
      origin: 'prefill',
      from: prefill.from,
    };
  }
  const draft = draftKey === null ? null : loadTradeDraft(draftKey);
  if (draft) return { values: draft, origin: 'draft', from: null };
  return { values: { ...EMPTY_TRADE_FORM, openedAt: toLocalInput(new Date()) }, origin: 'blank', from: null };
}

export function NewTradePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const draftKey = user ? newTradeDraftKey(user.id) : null;
  const [start, setStart] = useState(() => startValues(search, draftKey));
  // A new form (after discarding a draft) is a new component, so it takes its start values.
  const [formKey, setFormKey] = useState(0);

  const { handleError } = useErrorHandler();
  const [saveError, setSaveError] = useState<ErrorRecord | null>(null);
  const save = useMutation({
    mutationFn: async (values: TradeFormValues) => {
      const check = checkTradeForm(values);
      if (!check.ok) throw new Error('The trade has fields to correct.');
      return insertTrade(check.draft);
    },
    onMutate: () => setSaveError(null),
    // The catalogue's words for the failure, Try Again when it may pass on a second go; the
    // database's own message goes to the error log, not to the page.
    onError: (error, values) => setSaveError(handleError(error, { retry: () => save.mutate(values) })),
    onSuccess: async () => {
      if (draftKey) clearTradeDraft(draftKey);
      await queryClient.invalidateQueries({ queryKey: tradeKeys.all });
      toast.success('Trade saved');
      await navigate('/trades');
    },
  });

  const discardDraft = () => {
    if (draftKey) clearTradeDraft(draftKey);
    setStart({
      values: { ...EMPTY_TRADE_FORM, openedAt: toLocalInput(new Date()) },
      origin: 'blank',
      from: null,
    });
    setFormKey((key) => key + 1);
  };

  return (
    <PageFrame
      title="New trade"
      description="Record a trade: instrument, side, prices, size, fees, times and notes."
      wide
    >
      {start.origin === 'prefill' && <PrefillBanner from={start.from} />}
      {start.origin === 'draft' && (
        <Alert data-testid="draft-banner">
          <AlertTitle>Your unsaved trade is back</AlertTitle>
          <AlertDescription>
            <p>It was kept on this device while you were away.</p>
            <Button variant="link" size="sm" className="h-auto p-0" onClick={discardDraft}>
              Discard it and start over
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {saveError && (
        <Alert variant="destructive" data-testid="save-error">
          <AlertTitle>The trade was not saved</AlertTitle>
          <AlertDescription>
            {saveError.userMessage} ({saveError.code})
          </AlertDescription>
        </Alert>
      )}
      <TradeForm
        key={formKey}
        initialValues={start.values}
        draftKey={draftKey}
        saving={save.isPending}
        onSubmit={(values) => save.mutate(values)}
        onCancel={() => {
          if (draftKey) clearTradeDraft(draftKey);
          void navigate('/trades');
        }}
      />
    </PageFrame>
  );
}

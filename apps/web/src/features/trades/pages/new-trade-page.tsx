import {
  EMPTY_TRADE_FORM,
  hasTradePrefill,
  readTradePrefill,
  type TradeFormValues,
  type TradeSource,
} from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { tradeQuery } from '../api/trade';
import { FormSkeleton } from '../components/form/form-skeleton';
import { TradeForm } from '../components/form/trade-form';
import { useSavedTradeNotice } from '../components/form/use-saved-notice';
import { PrefillBanner } from '../components/prefill-banner';
import { toLocalInput } from '../lib/local-datetime';
import { clearTradeDraft, loadTradeDraft, tradeDraftKey } from '../lib/trade-draft';
import { formValuesOf } from '../lib/trade-values';

type Origin = 'prefill' | 'draft' | 'blank' | 'duplicate';

interface Start {
  values: TradeFormValues;
  origin: Origin;
  from: TradeSource | null;
}

function blank(): TradeFormValues {
  return { ...EMPTY_TRADE_FORM, entryTime: toLocalInput(new Date()) };
}

/**
 * A calculator's values win over an old draft (the trader just asked for them); otherwise the
 * draft comes back; otherwise an open trade starting now. A trade taken from a calculator starts
 * now; a plan (no exit) is saved as planned.
 */
function startValues(search: URLSearchParams, draftKey: string | null): Start {
  const prefill = readTradePrefill(search);
  if (hasTradePrefill(prefill)) {
    const now = toLocalInput(new Date());
    const taken = prefill.values.planned === false;
    return {
      values: {
        ...EMPTY_TRADE_FORM,
        ...prefill.values,
        entryTime: taken ? now : '',
        exitTime: taken ? now : '',
      },
      origin: 'prefill',
      from: prefill.from,
    };
  }
  const draft = draftKey === null ? null : loadTradeDraft(draftKey);
  if (draft) return { values: draft, origin: 'draft', from: null };
  return { values: blank(), origin: 'blank', from: null };
}

export function NewTradePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const userId = user?.id ?? null;
  const draftKey = userId ? tradeDraftKey(userId, null) : null;
  const duplicateOf = search.get('duplicate');
  const [start, setStart] = useState(() => startValues(search, duplicateOf ? null : draftKey));
  // A new form (after discarding a draft) is a new component, so it takes its start values.
  const [formKey, setFormKey] = useState(0);
  const onSaved = useSavedTradeNotice();
  const source = useQuery({
    ...tradeQuery(userId ?? '', duplicateOf ?? ''),
    enabled: userId !== null && duplicateOf !== null,
  });

  const discardDraft = () => {
    if (draftKey) clearTradeDraft(draftKey);
    setStart({ values: blank(), origin: 'blank', from: null });
    setFormKey((key) => key + 1);
  };

  let body;
  if (!userId || !draftKey || (duplicateOf !== null && source.isPending)) body = <FormSkeleton />;
  else {
    const duplicate = duplicateOf !== null && source.data ? formValuesOf(source.data, true) : null;
    body = (
      <TradeForm
        key={`${formKey}-${duplicate ? 'duplicate' : 'new'}`}
        userId={userId}
        tradeId={null}
        initialValues={duplicate ?? start.values}
        draftKey={draftKey}
        pickDefaultAccount={start.origin !== 'draft' && !duplicate}
        onSaved={onSaved}
        onCancel={() => void navigate('/trades')}
      />
    );
  }

  return (
    <PageFrame
      title="New trade"
      description="Record a trade from its fills: instrument, prices, quantities, fees, risk, tags and notes."
    >
      {start.origin === 'prefill' && duplicateOf === null && <PrefillBanner from={start.from} />}
      {duplicateOf !== null && source.data && (
        <Alert data-testid="duplicate-banner">
          <AlertTitle>A copy of your {source.data.symbol} trade</AlertTitle>
          <AlertDescription>Change what differs, then save it as a new trade.</AlertDescription>
        </Alert>
      )}
      {duplicateOf !== null && source.isSuccess && source.data === null && (
        <Alert variant="destructive">
          <AlertTitle>The trade to copy was not found</AlertTitle>
          <AlertDescription>
            It may have been deleted. You can still record a new trade below.
          </AlertDescription>
        </Alert>
      )}
      {start.origin === 'draft' && duplicateOf === null && (
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
      {body}
    </PageFrame>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { tradeQuery, type TradeRecord } from '../api/trade';
import { TradeLoadError, TradeNotFound } from '../components/detail/trade-states';
import { FormSkeleton } from '../components/form/form-skeleton';
import { TradeForm } from '../components/form/trade-form';
import { useSavedTradeNotice } from '../components/form/use-saved-notice';
import { clearTradeDraft, loadTradeDraft, tradeDraftKey } from '../lib/trade-draft';
import { formValuesOf } from '../lib/trade-values';

function EditForm({ userId, trade }: { userId: string; trade: TradeRecord }) {
  const navigate = useNavigate();
  const onSaved = useSavedTradeNotice();
  const draftKey = tradeDraftKey(userId, trade.id);
  const [start, setStart] = useState(() => {
    const draft = loadTradeDraft(draftKey);
    return { values: draft ?? formValuesOf(trade), fromDraft: draft !== null, key: 0 };
  });
  return (
    <>
      {start.fromDraft && (
        <Alert data-testid="draft-banner">
          <AlertTitle>Your unsaved changes are back</AlertTitle>
          <AlertDescription>
            <p>They were kept on this device while you were away.</p>
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0"
              onClick={() => {
                clearTradeDraft(draftKey);
                setStart((current) => ({
                  values: formValuesOf(trade),
                  fromDraft: false,
                  key: current.key + 1,
                }));
              }}
            >
              Discard them and start from the saved trade
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <TradeForm
        key={start.key}
        userId={userId}
        tradeId={trade.id}
        initialValues={start.values}
        draftKey={draftKey}
        pickDefaultAccount={false}
        storedAttachments={trade.attachments}
        onSaved={onSaved}
        onCancel={() => void navigate(`/trades/${trade.id}`)}
      />
    </>
  );
}

export function EditTradePage() {
  const { user } = useAuth();
  const { id = '' } = useParams();
  const trade = useQuery({ ...tradeQuery(user?.id ?? '', id), enabled: user !== null });
  let body;
  if (!user || trade.isPending) body = <FormSkeleton />;
  else if (trade.isError) body = <TradeLoadError error={trade.error} onRetry={() => void trade.refetch()} />;
  else if (trade.data === null) body = <TradeNotFound />;
  else body = <EditForm userId={user.id} trade={trade.data} />;
  return (
    <PageFrame
      title="Edit trade"
      description="Correct a trade’s fills, risk, tags and notes."
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to={`/trades/${id}`}>Back to the trade</Link>
        </Button>
      }
    >
      {body}
    </PageFrame>
  );
}

import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth-context';
import { playbooksQuery, type PlaybookRow } from '../api/playbooks';
import { ListBody } from '../components/list-body';
import { NoPlaybooks } from '../components/playbook-list';
import { PlaybookPage } from '../components/playbook-page';
import { usePlaybookActions } from '../components/use-playbook-actions';
import { useLoadError } from '@/features/errors/use-load-error';

const PLAYBOOK_PARAM = 'playbook';

function LoadingCards() {
  return (
    <div
      className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3"
      aria-label="Loading playbooks"
      aria-busy
    >
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-36" />
      ))}
    </div>
  );
}

/**
 * /strategies: the trader's playbooks with their figures, and one playbook in full at
 * `?playbook=<id>`; the analytics filter's parameters stay in the URL between the two.
 */
export function StrategiesPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const [params, setParams] = useSearchParams();
  const playbookId = params.get(PLAYBOOK_PARAM);
  const playbooks = useQuery({ ...playbooksQuery(userId), enabled: user !== null });
  const retry = useCallback(() => void playbooks.refetch(), [playbooks]);
  const loadError = useLoadError(playbooks.error, retry);
  const rows = playbooks.data ?? [];

  const hrefOf = (playbook: PlaybookRow) => {
    const next = new URLSearchParams(params);
    next.set(PLAYBOOK_PARAM, playbook.id);
    return `/strategies?${next.toString()}`;
  };
  const show = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(PLAYBOOK_PARAM);
        else next.set(PLAYBOOK_PARAM, id);
        return next;
      }),
    [setParams],
  );
  const { actions, create, dialogs } = usePlaybookActions({
    userId,
    playbooks: rows,
    onCreated: show,
    onDeleted: () => show(null),
  });

  const listHref = (() => {
    const next = new URLSearchParams(params);
    next.delete(PLAYBOOK_PARAM);
    const query = next.toString();
    return query === '' ? '/strategies' : `/strategies?${query}`;
  })();

  const shown = playbookId === null ? undefined : rows.find((row) => row.id === playbookId);
  if (playbookId !== null && (playbooks.isPending || shown !== undefined)) {
    return (
      <>
        <PlaybookPage playbook={shown ?? null} userId={userId} listHref={listHref} actions={actions} />
        {dialogs}
      </>
    );
  }

  const newButton = (
    <Button onClick={create}>
      <PlusIcon aria-hidden />
      New playbook
    </Button>
  );
  return (
    <PageFrame
      title="Strategies"
      description="Your playbooks: each setup’s markets, rules and risk limits, what it makes, and how well you keep its rules."
      actions={rows.length > 0 ? newButton : undefined}
    >
      {playbookId !== null && playbooks.isSuccess && (
        <Alert data-testid="playbook-not-found">
          <AlertTitle>This playbook is not in your journal</AlertTitle>
          <AlertDescription>It may have been deleted. Your other playbooks are below.</AlertDescription>
        </Alert>
      )}
      {playbooks.isPending ? (
        <LoadingCards />
      ) : playbooks.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Your playbooks could not be loaded</AlertTitle>
          <AlertDescription className="grid justify-items-start gap-2">
            <span>
              {loadError ? `${loadError.userMessage} (${loadError.code})` : playbooks.error.message}
            </span>
            <Button variant="outline" size="sm" onClick={retry}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : rows.length === 0 ? (
        <NoPlaybooks onCreate={create} />
      ) : (
        <ListBody playbooks={rows} hrefOf={hrefOf} actions={actions} />
      )}
      {dialogs}
    </PageFrame>
  );
}

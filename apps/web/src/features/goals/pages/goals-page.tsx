import type { Goal } from '@edgelog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { PageFrame } from '@/components/page-frame';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useGoalEvaluations } from '@/features/analytics';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useMoveToTrash } from '@/features/trash';
import { useAuth } from '@/lib/auth-context';
import {
  accountChoicesQuery,
  goalsQuery,
  insertGoal,
  setGoalArchived,
  updateGoal,
  type StoredGoal,
} from '../api/goals';
import { goalKeys } from '../api/keys';
import { GoalCard, type GoalCardActions } from '../components/goal-card';
import { GoalDialog } from '../components/goal-dialog';
import { GoalsEmpty } from '../components/goals-empty';
import { goalCurrency } from '../lib/goal-currency';
import { EMPTY_GOAL_FORM, formOf, type GoalDraft } from '../lib/goal-form';
import { useLoadError } from '@/features/errors/use-load-error';
import { useFormat } from '@/lib/format';

type Editing = { purpose: 'add' } | { purpose: 'edit'; goal: StoredGoal } | null;

/** The goal as the engine judges it: the table's fields without the page's own. */
const judged = ({ archivedAt: _archived, createdAt: _created, ...goal }: StoredGoal): Goal => goal;

function LoadingCards() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-label="Loading your goals" aria-busy>
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
    </div>
  );
}

export function GoalsPage() {
  const { user } = useAuth();
  // Targets and values follow the trader's formats and privacy mode.
  useFormat();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const goals = useQuery({ ...goalsQuery(userId), enabled: user !== null });
  const accounts = useQuery({ ...accountChoicesQuery(userId), enabled: user !== null });
  const retryLoad = useCallback(() => void goals.refetch(), [goals]);
  const loadError = useLoadError(goals.error, retryLoad);
  const [editing, setEditing] = useState<Editing>(null);

  const all = useMemo(() => goals.data ?? [], [goals.data]);
  const active = useMemo(() => all.filter((goal) => goal.archivedAt === null), [all]);
  const archived = all.filter((goal) => goal.archivedAt !== null);
  const judgedGoals = useMemo(() => active.map(judged), [active]);
  const evaluations = useGoalEvaluations(judgedGoals);
  const { refetch: refetchEvaluations } = evaluations;
  const retryEvaluations = useCallback(() => void refetchEvaluations(), [refetchEvaluations]);
  const evaluationError = useLoadError(evaluations.error, retryEvaluations);
  const evaluationOf = new Map((evaluations.data ?? []).map((evaluation) => [evaluation.goalId, evaluation]));
  const accountList = accounts.data ?? [];
  const currencyOf = (accountId: string | null) => goalCurrency(accountId, accountList);
  const accountName = (accountId: string | null) =>
    accountId === null
      ? null
      : (accountList.find((account) => account.id === accountId)?.name ?? 'An account');

  // Also refreshes the dashboard's and the calendar's rule goals, kept under ['goals', userId].
  const refresh = () => queryClient.invalidateQueries({ queryKey: goalKeys.all(userId) });

  const add = useMutation({
    mutationFn: insertGoal,
    onError: (error, draft) => handleError(error, { retry: () => add.mutate(draft) }),
    onSuccess: async (_nothing, draft) => {
      await refresh();
      toast.success(`Goal “${draft.name}” added`);
    },
  });
  const archive = useMutation({
    mutationFn: ({ goal, archived: value }: { goal: StoredGoal; archived: boolean }) =>
      setGoalArchived(goal.id, value),
    onError: (error, variables) => handleError(error, { retry: () => archive.mutate(variables) }),
    onSuccess: async (_nothing, { goal, archived: value }) => {
      await refresh();
      toast.success(value ? `“${goal.name}” archived` : `“${goal.name}” is back`);
    },
  });
  // Into the trash: the toast's Undo (or the Trash page) brings the very goal back, with its id.
  const moveToTrash = useMoveToTrash();
  const remove = useMutation({
    mutationFn: (goal: StoredGoal) => moveToTrash('goal', [goal.id], `“${goal.name}” deleted`),
    onError: (error, goal) => handleError(error, { retry: () => remove.mutate(goal) }),
    onSuccess: refresh,
  });

  const actions: GoalCardActions = {
    onEdit: (goal) => setEditing({ purpose: 'edit', goal }),
    onArchive: (goal, value) => archive.mutate({ goal, archived: value }),
    onDelete: (goal) => remove.mutate(goal),
  };
  const card = (goal: StoredGoal) => (
    <GoalCard
      key={goal.id}
      goal={goal}
      evaluation={evaluationOf.get(goal.id)}
      evaluationFailed={evaluations.isError}
      currency={currencyOf(goal.accountId)}
      accountName={accountName(goal.accountId)}
      {...actions}
    />
  );
  const editedId = editing?.purpose === 'edit' ? editing.goal.id : null;

  return (
    <PageFrame
      title="Goals"
      description="Targets for profit, discipline and process, with your progress toward each. Periods are in your time zone; every figure is the one your analytics pages show."
      actions={
        all.length > 0 ? (
          <Button onClick={() => setEditing({ purpose: 'add' })}>
            <PlusIcon aria-hidden />
            New goal
          </Button>
        ) : undefined
      }
    >
      {goals.isPending ? (
        <LoadingCards />
      ) : goals.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Your goals could not be loaded</AlertTitle>
          <AlertDescription className="grid justify-items-start gap-2">
            <span>{loadError ? `${loadError.userMessage} (${loadError.code})` : goals.error.message}</span>
            <Button variant="outline" size="sm" onClick={retryLoad}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : all.length === 0 ? (
        <GoalsEmpty
          currency={currencyOf(null)}
          adding={add.isPending ? (add.variables.name ?? null) : null}
          onAdd={(draft: GoalDraft) => add.mutate(draft)}
          onCreate={() => setEditing({ purpose: 'add' })}
        />
      ) : (
        <>
          {evaluations.isError && (
            <Alert variant="destructive">
              <AlertTitle>Your progress could not be computed</AlertTitle>
              <AlertDescription className="grid justify-items-start gap-2">
                <span>
                  {evaluationError
                    ? `${evaluationError.userMessage} (${evaluationError.code})`
                    : evaluations.error.message}
                </span>
                <Button variant="outline" size="sm" onClick={retryEvaluations}>
                  Try again
                </Button>
              </AlertDescription>
            </Alert>
          )}
          {active.length > 0 ? (
            <section
              aria-label="Goals in force"
              className="grid gap-4 lg:grid-cols-2"
              data-testid="goals-list"
            >
              {active.map(card)}
            </section>
          ) : (
            <p className="text-sm text-muted-foreground">
              Every goal is archived. Add a new one or bring one back.
            </p>
          )}
          {archived.length > 0 && (
            <details className="group grid gap-3" data-testid="goals-archived">
              <summary className="cursor-pointer text-sm font-medium text-muted-foreground">
                Archived goals ({archived.length})
              </summary>
              <div className="mt-3 grid gap-4 lg:grid-cols-2">{archived.map(card)}</div>
            </details>
          )}
        </>
      )}
      <GoalDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        purpose={editing?.purpose ?? 'add'}
        initialValues={editing?.purpose === 'edit' ? formOf(editing.goal) : EMPTY_GOAL_FORM}
        otherNames={all.filter((goal) => goal.id !== editedId).map((goal) => goal.name)}
        accounts={accountList}
        currencyOf={(accountId) => currencyOf(accountId === '' ? null : accountId)}
        save={(draft) =>
          editing?.purpose === 'edit' ? updateGoal(editing.goal.id, draft) : insertGoal(draft)
        }
        onSaved={async () => {
          const added = editing?.purpose === 'add';
          setEditing(null);
          await refresh();
          toast.success(added ? 'Goal added' : 'Goal saved');
        }}
      />
    </PageFrame>
  );
}

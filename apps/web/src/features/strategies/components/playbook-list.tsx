import type { SummaryStatistics } from '@edgelog/core';
import { BookOpenIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PlaybookRow } from '../api/playbooks';
import { PlaybookCard, type PlaybookActions } from './playbook-card';

export interface ListFigures {
  state: 'loading' | 'ready' | 'error';
  /** Each playbook's figures over the page's filter, by its id. */
  byId: ReadonlyMap<string, SummaryStatistics>;
  currency: string;
}

/** The first-visit state: what a playbook is for, and one button to make one. */
export function NoPlaybooks({ onCreate }: { onCreate: () => void }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
      data-testid="no-playbooks"
    >
      <BookOpenIcon aria-hidden className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No playbooks yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Write down each setup you trade: its markets, the checklist you follow and your risk limits. File
        trades under it and see what it makes, how often you keep each rule, and what breaking one costs.
      </p>
      <Button onClick={onCreate}>
        <PlusIcon aria-hidden />
        Create your first playbook
      </Button>
    </div>
  );
}

/** The active playbooks as cards, the archived ones behind a toggle. */
export function PlaybookList({
  playbooks,
  figures,
  hrefOf,
  actions,
}: {
  playbooks: readonly PlaybookRow[];
  figures: ListFigures;
  hrefOf: (playbook: PlaybookRow) => string;
  actions: PlaybookActions;
}) {
  const [showArchived, setShowArchived] = useState(false);
  const active = playbooks.filter((playbook) => playbook.archived_at === null);
  const archived = playbooks.filter((playbook) => playbook.archived_at !== null);
  const card = (playbook: PlaybookRow) => (
    <li key={playbook.id} className="min-w-0">
      <PlaybookCard
        playbook={playbook}
        href={hrefOf(playbook)}
        actions={actions}
        figures={{
          state: figures.state,
          statistics: figures.byId.get(playbook.id) ?? null,
          currency: figures.currency,
        }}
      />
    </li>
  );
  return (
    <div className="flex flex-col gap-4">
      {active.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3" aria-label="Playbooks">
          {active.map(card)}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Every playbook is archived.</p>
      )}
      {archived.length > 0 && (
        <div className="flex flex-col gap-4">
          <Button
            variant="outline"
            className="self-start"
            aria-expanded={showArchived}
            aria-controls="archived-playbooks"
            onClick={() => setShowArchived((shown) => !shown)}
          >
            {showArchived ? 'Hide archived' : `Show archived (${archived.length})`}
          </Button>
          {showArchived && (
            <ul
              id="archived-playbooks"
              className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3"
              aria-label="Archived playbooks"
            >
              {archived.map(card)}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

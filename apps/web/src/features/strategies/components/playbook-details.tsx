import { CheckSquareIcon } from 'lucide-react';
import { MarkdownText } from '@/components/markdown-text';
import { Card } from '@/components/ui/card';
import type { PlaybookRow } from '../api/playbooks';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4" data-testid={testId}>
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

const grouped = (plain: string) => {
  const [whole = '0', fraction] = plain.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
};

/** What the playbook says: its description, its checklist in order, its risk limits. */
export function PlaybookDetails({ playbook }: { playbook: PlaybookRow }) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Section title="Description" testId="playbook-description">
        {playbook.description ? (
          <MarkdownText text={playbook.description} />
        ) : (
          <p className="text-sm text-muted-foreground">No description yet. Edit the playbook to write one.</p>
        )}
      </Section>
      <Section title="Rules" testId="playbook-rules">
        {playbook.rules.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No rules yet. Add your entry and exit checklist to see how often you keep each rule.
          </p>
        ) : (
          <ol className="grid gap-2 text-sm" aria-label="Rules checklist">
            {playbook.rules.map((rule, index) => (
              <li key={rule.id} className="flex items-start gap-2">
                <CheckSquareIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span>
                  <span className="sr-only">{index + 1}. </span>
                  {rule.text}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title="Risk rules" testId="playbook-risk-rules">
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Max risk per trade</dt>
          <dd className="text-right tabular-nums">
            {playbook.max_risk_amount === null ? 'None' : grouped(playbook.max_risk_amount)}
          </dd>
          <dt className="text-muted-foreground">Max trades per day</dt>
          <dd className="text-right tabular-nums">{playbook.max_trades_per_day ?? 'None'}</dd>
        </dl>
        <p className="text-xs text-muted-foreground">
          Risk is in each trade’s account currency, against its initial risk (entry to stop).
        </p>
      </Section>
    </div>
  );
}

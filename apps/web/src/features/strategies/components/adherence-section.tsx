import type { AdherenceGroup, AdherenceReport, DatasetSummary, RuleAdherence } from '@edgelog/core';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { MetricValue, useAnalytics } from '@/features/analytics';
import type { PlaybookRow } from '../api/playbooks';
import { COST_DEFINITION, playbookOf, ruleKindLabel } from '../lib/adherence-text';

const num = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

function RuleRow({ rule, currency }: { rule: RuleAdherence; currency: string }) {
  return (
    <tr className="border-t" data-testid="adherence-row" data-rule-id={rule.id}>
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <span className="block">{rule.text}</span>
        {rule.kind !== 'checklist' && (
          <span className="text-xs text-muted-foreground">{ruleKindLabel(rule.kind)}</span>
        )}
      </th>
      <td className={num}>
        <MetricValue kind="pct" value={rule.followRatePct} metric="followRatePct" />
        <span className="block text-xs text-muted-foreground">
          <MetricValue kind="count" value={rule.followed} metric="followed" /> of{' '}
          <MetricValue kind="count" value={rule.followed + rule.broken} />
          {rule.unreviewed > 0 && (
            <span className="block" data-testid="rule-unreviewed">
              {rule.unreviewed} not reviewed
            </span>
          )}
        </span>
      </td>
      <td className={num}>
        <MetricValue kind="count" value={rule.broken} metric="broken" />
        {rule.unknown > 0 && (
          <span className="block text-xs text-muted-foreground">{rule.unknown} without a stop</span>
        )}
      </td>
      <td className={num}>
        <MetricValue
          kind="money"
          currency={currency}
          signed
          value={rule.brokenNetPnl}
          metric="brokenNetPnl"
        />
      </td>
      <td className={num}>
        {rule.costBasis === 'none' ? (
          <span data-metric="cost" data-value="0" className="text-muted-foreground">
            —
          </span>
        ) : (
          // Money lost against keeping every rule; below zero, breaking it did better.
          <MetricValue kind="money" currency={currency} value={rule.cost} metric="cost" />
        )}
      </td>
    </tr>
  );
}

function GroupColumn({
  title,
  group,
  currency,
  testId,
}: {
  title: string;
  group: AdherenceGroup;
  currency: string;
  testId: string;
}) {
  return (
    <Card className="flex min-w-0 flex-col gap-2 p-4" data-testid={testId}>
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">Trades</dt>
        <dd className="text-right">
          <MetricValue kind="count" value={group.tradeCount} metric="tradeCount" />
        </dd>
        <dt className="text-muted-foreground">Win rate</dt>
        <dd className="text-right">
          <MetricValue kind="pct" value={group.winRatePct} metric="winRatePct" />
        </dd>
        <dt className="text-muted-foreground">Net P&amp;L</dt>
        <dd className="text-right">
          <MetricValue kind="money" currency={currency} signed value={group.netPnl} metric="netPnl" />
        </dd>
        <dt className="text-muted-foreground">Expectancy</dt>
        <dd className="text-right">
          <MetricValue kind="money" currency={currency} signed value={group.expectancy} metric="expectancy" />
        </dd>
        <dt className="text-muted-foreground">Expectancy (R)</dt>
        <dd className="text-right">
          <MetricValue kind="r" signed value={group.expectancyR} metric="expectancyR" />
        </dd>
      </dl>
    </Card>
  );
}

function Report({ report, currency }: { report: AdherenceReport; currency: string }) {
  if (report.tradeCount === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="adherence-empty">
        No closed trade of this playbook in this period: adherence shows once its trades are closed.
      </p>
    );
  return (
    <>
      {report.unreviewed > 0 && (
        <p
          className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground"
          data-testid="adherence-unreviewed"
        >
          {report.unreviewed === 1 ? '1 trade has' : `${report.unreviewed} trades have`} a checklist not
          reviewed yet (no rule ticked). {report.unreviewed === 1 ? 'It is' : 'They are'} left out of the
          follow rates and of both groups below until you tick the rules kept on the trade.
        </p>
      )}
      {report.rules.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          This playbook has no rules or risk limits yet. Add them to see how often you keep each one.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full min-w-[34rem] text-sm" aria-label="Adherence by rule">
            <thead className="bg-muted/50 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Rule
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Followed
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Broken
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  P&amp;L when broken
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium" title={COST_DEFINITION}>
                  Cost
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rules.map((rule) => (
                <RuleRow key={rule.id} rule={rule} currency={currency} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        {report.costBasis === 'none'
          ? 'No trade followed every rule yet, so there is nothing to measure a broken rule’s cost against.'
          : COST_DEFINITION}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <GroupColumn
          title="Followed every rule"
          group={report.followedAll}
          currency={currency}
          testId="followed-all"
        />
        <GroupColumn title="Broke any rule" group={report.brokeAny} currency={currency} testId="broke-any" />
      </div>
    </>
  );
}

/** How often each rule was kept, what breaking it cost, and trades that kept every rule against the rest. */
export function AdherenceSection({ playbook, dataset }: { playbook: PlaybookRow; dataset: DatasetSummary }) {
  const adherence = useAnalytics({ kind: 'adherence', playbook: playbookOf(playbook) }, { dataset });
  return (
    <section
      aria-labelledby="adherence-title"
      className="flex min-w-0 flex-col gap-3"
      data-testid="adherence"
    >
      <h2 id="adherence-title" className="text-lg font-semibold">
        Adherence
      </h2>
      {adherence.isPending ? (
        <Skeleton className="h-48" />
      ) : adherence.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Adherence could not be computed. {adherence.error.message}
        </p>
      ) : (
        <Report report={adherence.data} currency={dataset.currency} />
      )}
    </section>
  );
}

import { checklistReviewed } from '@edgelog/core';
import { CheckIcon, CircleDashedIcon, XIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { StrategyLookup, TagLookup } from '../../api/lookups';
import type { TradeRecord } from '../../api/trade';
import { formatMoney } from '../../lib/log-format';

const GROUP_NAMES: Record<TagLookup['tag_group'], string> = {
  setup: 'Setups',
  mistake: 'Mistakes',
  emotion: 'Emotions',
  custom: 'Tags',
};

/** Account, strategy and how its rules were kept, tags by group, scores and excursions. */
export function TradeReview({
  trade,
  accountName,
  currency,
  tags,
  strategy,
}: {
  trade: TradeRecord;
  accountName: string | null;
  /** The trade's currency: MAE and MFE show in its minor units. */
  currency: string | null;
  tags: readonly TagLookup[];
  strategy: StrategyLookup | null;
}) {
  const own = tags.filter((tag) => trade.tagIds.includes(tag.id));
  const followed = new Set(trade.followed_rule_ids ?? []);
  // Nothing ticked is a checklist not reviewed yet, not every rule broken.
  const reviewed = checklistReviewed(trade.followed_rule_ids);
  const groups = (['setup', 'mistake', 'emotion', 'custom'] as const)
    .map((group) => ({ group, tags: own.filter((tag) => tag.tag_group === group) }))
    .filter((entry) => entry.tags.length > 0);
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Review</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
          <dt className="text-muted-foreground">Account</dt>
          <dd>{accountName ?? 'No account'}</dd>
          <dt className="text-muted-foreground">Rating</dt>
          <dd className="tabular-nums">{trade.rating === null ? 'Not rated' : `${trade.rating} / 5`}</dd>
          <dt className="text-muted-foreground">Confidence</dt>
          <dd className="tabular-nums">
            {trade.confidence === null ? 'Not rated' : `${trade.confidence} / 5`}
          </dd>
          <dt className="text-muted-foreground">MAE / MFE</dt>
          <dd className="tabular-nums">
            {trade.mae === null ? '—' : formatMoney(trade.mae, currency).replace(/^\+/, '')} /{' '}
            {trade.mfe === null ? '—' : formatMoney(trade.mfe, currency).replace(/^\+/, '')}
          </dd>
        </dl>
        <div className="grid gap-1.5" data-testid="trade-tags">
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Tags</h3>
          {groups.length === 0 && <p className="text-muted-foreground">No tags.</p>}
          {groups.map(({ group, tags: inGroup }) => (
            <div key={group} className="flex flex-wrap items-center gap-1.5">
              <span className="text-xs text-muted-foreground">{GROUP_NAMES[group]}:</span>
              {inGroup.map((tag) => (
                <span
                  key={tag.id}
                  className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium"
                >
                  <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: tag.color }} />
                  {tag.name}
                </span>
              ))}
            </div>
          ))}
        </div>
        <div className="grid gap-1.5" data-testid="trade-strategy">
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Strategy</h3>
          {strategy === null ? (
            <p className="text-muted-foreground">No strategy.</p>
          ) : (
            <>
              <p className="font-medium">{strategy.name}</p>
              {strategy.rules.length > 0 && (
                <>
                  <p className="text-xs text-muted-foreground" data-testid="checklist-state">
                    {reviewed
                      ? `${strategy.rules.filter((rule) => followed.has(rule.id)).length} of ${strategy.rules.length} rules followed`
                      : 'Checklist not reviewed yet: edit the trade to tick the rules you kept'}
                  </p>
                  <ul className="grid gap-1">
                    {strategy.rules.map((rule) => {
                      const kept = followed.has(rule.id);
                      return (
                        <li key={rule.id} className="flex items-start gap-2">
                          {!reviewed ? (
                            <CircleDashedIcon aria-hidden className="mt-0.5 size-4 text-muted-foreground" />
                          ) : kept ? (
                            <CheckIcon aria-hidden className="mt-0.5 size-4 text-success" />
                          ) : (
                            <XIcon aria-hidden className="mt-0.5 size-4 text-destructive" />
                          )}
                          <span>
                            {rule.text}
                            <span className="sr-only">
                              {!reviewed ? ': not reviewed' : kept ? ': followed' : ': not followed'}
                            </span>
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

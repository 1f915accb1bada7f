import { PlusIcon, TagsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function TagsLoading() {
  return (
    <div className="grid gap-2" data-testid="tags-loading" aria-label="Loading tags">
      <Skeleton className="h-10" />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-12" />
      ))}
    </div>
  );
}

export function NoTags() {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
      data-testid="tags-empty"
    >
      <TagsIcon aria-hidden className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No tags yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Tags label your trades: the setup you took, the mistake you made, how you felt. Type one in a trade’s
        Tags field; it appears here with the win rate, P&amp;L and expectancy of its trades.
      </p>
      <Button asChild>
        <Link to="/trades/new">
          <PlusIcon aria-hidden />
          Add a trade
        </Link>
      </Button>
    </div>
  );
}

export function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div
      className="grid justify-items-center gap-2 rounded-lg border border-dashed px-6 py-8 text-center"
      data-testid="tags-no-match"
    >
      <p className="text-sm text-muted-foreground">No tag matches this group and search.</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        Show every tag
      </Button>
    </div>
  );
}

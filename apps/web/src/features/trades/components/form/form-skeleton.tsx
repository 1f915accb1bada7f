import { Skeleton } from '@/components/ui/skeleton';

/** The trade form's shape while its data loads. */
export function FormSkeleton() {
  return (
    <div
      className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]"
      data-testid="form-skeleton"
      aria-busy="true"
    >
      <div className="grid gap-4 rounded-xl border p-6">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="grid gap-2 sm:grid-cols-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        ))}
      </div>
      <div className="grid gap-2 rounded-xl border p-6">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-5" />
        ))}
      </div>
    </div>
  );
}

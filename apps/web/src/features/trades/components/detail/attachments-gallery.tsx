import { useQuery } from '@tanstack/react-query';
import { ChevronLeftIcon, ChevronRightIcon, FileTextIcon } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { attachmentUrlsQuery } from '../../api/attachments';
import type { TradeAttachmentRow } from '../../api/trade';

/**
 * The trade's screenshots as thumbnails; one opens full size in a viewer where ← and → move
 * between them and Escape closes. Files come through short-lived signed links (private bucket).
 */
export function AttachmentsGallery({
  userId,
  tradeId,
  attachments,
}: {
  userId: string;
  tradeId: string;
  attachments: readonly TradeAttachmentRow[];
}) {
  const urls = useQuery(
    attachmentUrlsQuery(
      userId,
      tradeId,
      attachments.map((item) => item.object_path),
    ),
  );
  const [open, setOpen] = useState<number | null>(null);
  if (attachments.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No screenshots. Add them from Edit: drop, paste or choose files.
      </p>
    );
  const current = open === null ? undefined : attachments[open];
  const move = (step: number) =>
    setOpen((index) => (index === null ? null : (index + step + attachments.length) % attachments.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
  };
  const urlOf = (item: TradeAttachmentRow) => urls.data?.[item.object_path];
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-testid="attachments-gallery">
        {attachments.map((item, index) => {
          const url = urlOf(item);
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                className="group flex w-full flex-col gap-1 rounded-md border p-1.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Open ${item.file_name}`}
              >
                {item.content_type.startsWith('image/') && url ? (
                  <img
                    src={url}
                    alt={item.caption ?? item.file_name}
                    className="aspect-video w-full rounded object-cover"
                    loading="lazy"
                  />
                ) : urls.isPending ? (
                  <Skeleton className="aspect-video w-full" />
                ) : (
                  <span className="flex aspect-video w-full items-center justify-center rounded bg-muted">
                    <FileTextIcon aria-hidden className="size-6 text-muted-foreground" />
                  </span>
                )}
                <span className="truncate text-xs text-muted-foreground">{item.file_name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog open={current !== undefined} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent
          className="max-w-[min(96vw,1200px)]"
          onKeyDown={onKeyDown}
          data-testid="attachment-viewer"
        >
          {current && (
            <>
              <DialogTitle className="truncate pr-8 text-sm">{current.file_name}</DialogTitle>
              <DialogDescription className="text-xs">
                {(open ?? 0) + 1} of {attachments.length}. ← and → move between files; Escape closes.
              </DialogDescription>
              <div className="flex max-h-[75vh] items-center justify-center overflow-auto">
                {current.content_type.startsWith('image/') && urlOf(current) ? (
                  <img
                    src={urlOf(current)}
                    alt={current.caption ?? current.file_name}
                    className="max-h-[75vh] w-auto object-contain"
                  />
                ) : urlOf(current) ? (
                  <a
                    href={urlOf(current)}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="font-medium underline underline-offset-4"
                  >
                    Open {current.file_name}
                  </a>
                ) : (
                  <Skeleton className="h-64 w-full" />
                )}
              </div>
              {attachments.length > 1 && (
                <div className="flex justify-between">
                  <Button type="button" variant="outline" size="sm" onClick={() => move(-1)}>
                    <ChevronLeftIcon aria-hidden /> Previous
                  </Button>
                  <Button type="button" variant="outline" size="sm" onClick={() => move(1)}>
                    Next <ChevronRightIcon aria-hidden />
                  </Button>
                </div>
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

import { attachmentRefusal, getErrorEntry } from '@edgelog/core';
import { FileIcon, ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { TradeAttachmentRow } from '../../api/trade';

export interface Refusal {
  name: string;
  code: 'STORAGE-005' | 'STORAGE-006';
}

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/**
 * Screenshots and PDFs for the trade, by drag-and-drop, the file picker or a paste anywhere on the
 * page. Each file is checked before upload (images and PDFs, 10 MB each); the files upload after
 * the trade is saved, so they are not part of the draft.
 */
export function AttachmentDrop({
  pending,
  onPendingChange,
  stored,
  onRemoveStored,
}: {
  pending: readonly File[];
  onPendingChange: (files: File[]) => void;
  stored: readonly TradeAttachmentRow[];
  onRemoveStored: (attachment: TradeAttachmentRow) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const take = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const accepted: File[] = [];
      const refusals: Refusal[] = [];
      for (const file of files) {
        const code = attachmentRefusal(file);
        if (code) refusals.push({ name: file.name, code });
        else accepted.push(file);
      }
      setRefused(refusals);
      if (accepted.length > 0) onPendingChange([...pending, ...accepted]);
    },
    [pending, onPendingChange],
  );

  // A pasted screenshot lands here wherever the focus is; pasted text is left to the field.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      take(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [take]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <div role="group" aria-label="Attachments" className="grid gap-3">
      <div
        data-testid="attachment-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border border-dashed p-5 text-center text-sm text-muted-foreground transition-colors',
          over && 'border-primary bg-primary/5',
        )}
      >
        <UploadIcon aria-hidden className="size-5" />
        <p>Drop screenshots or PDFs here, paste an image, or</p>
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/*,application/pdf"
          className="sr-only"
          aria-label="Attach files"
          tabIndex={-1}
          onChange={(event) => {
            take([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <p className="text-xs">Images and PDFs, up to 10 MB each. They upload when you save.</p>
      </div>
      {refused.length > 0 && (
        <ul role="alert" className="grid gap-1 text-xs text-destructive" data-testid="attachment-refusals">
          {refused.map((refusal) => (
            <li key={refusal.name}>
              {refusal.name}: {getErrorEntry(refusal.code).userMessage} ({refusal.code})
            </li>
          ))}
        </ul>
      )}
      {(stored.length > 0 || pending.length > 0) && (
        <ul className="grid gap-1.5" data-testid="attachment-list">
          {stored.map((attachment) => (
            <li
              key={attachment.id}
              className="flex items-center gap-2 rounded-md border px-2.5 py-1.5 text-sm"
            >
              {attachment.content_type.startsWith('image/') ? (
                <ImageIcon aria-hidden className="size-4" />
              ) : (
                <FileIcon aria-hidden className="size-4" />
              )}
              <span className="min-w-0 flex-1 truncate">{attachment.file_name}</span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {size(attachment.size_bytes)}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Delete attachment ${attachment.file_name}`}
                onClick={() => onRemoveStored(attachment)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </li>
          ))}
          {pending.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-2 rounded-md border border-dashed px-2.5 py-1.5 text-sm"
              data-testid="pending-attachment"
            >
              {file.type.startsWith('image/') ? (
                <ImageIcon aria-hidden className="size-4" />
              ) : (
                <FileIcon aria-hidden className="size-4" />
              )}
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {size(file.size)} · to upload
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${file.name}`}
                onClick={() => onPendingChange(pending.filter((_, at) => at !== index))}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Button } from '@/components/ui/button';
import type { FileSummary } from '../worker/import-api';

/**
 * The files a format read, each with a way out when that reading is wrong: the mapping screen,
 * its columns prefilled from what the format read.
 */
export function WrongFormat({
  files,
  disabled,
  onMap,
}: {
  files: readonly FileSummary[];
  disabled: boolean;
  onMap: (index: number) => void;
}) {
  const read = files.filter(
    (file) => file.format !== null && file.format !== 'generic' && file.skippedByTrader !== true,
  );
  if (read.length === 0) return null;
  return (
    <ul
      className="grid gap-1.5 text-sm"
      aria-label="Formats that read the files"
      data-testid="import-formats-read"
    >
      {read.map((file) => (
        <li key={file.index} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 break-all">
            <span className="font-medium">{file.name}</span>{' '}
            <span className="text-muted-foreground">read as {file.formatLabel ?? file.format}</span>
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => onMap(file.index)}
            data-testid="import-map-instead"
          >
            This format read it wrong: map the columns
          </Button>
        </li>
      ))}
    </ul>
  );
}

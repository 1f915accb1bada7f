import { useQueryClient } from '@tanstack/react-query';
import { exportFileName, type ExportKind } from '@edgelog/core';
import { DownloadIcon, FileSpreadsheetIcon, ReceiptTextIcon } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAuth } from '@/lib/auth-context';
import { downloadCsv } from '@/lib/download';
import { usePrivacyMode } from '@/lib/format';
import { accountLookupQuery, strategyLookupQuery, tagLookupQuery } from '../../api/lookups';
import { buildExport } from '../../lib/export-run';
import type { ExportNames } from '../../lib/export-rows';
import { formatCount } from '../../lib/log-format';
import type { LogQuery } from '../../lib/log-query';
import { useLogTimeZone } from '../../lib/log-zone';
import { ExportProgressDialog, type ExportState } from './export-progress-dialog';

function namesOf(list: readonly { id: string; name: string }[]): ReadonlyMap<string, string> {
  return new Map(list.map((item) => [item.id, item.name]));
}

/** Export the log's current view (every matching trade, not only the rows loaded) as CSV. */
export function ExportMenu({ query }: { query: LogQuery }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  // Read with the export (fresh, through the page's cache) rather than taken from the page's lists,
  // which may not have arrived yet: a name missing from the file is a blank cell nobody notices.
  const loadNames = useCallback(async (): Promise<ExportNames> => {
    const [accounts, strategies, tags] = await Promise.all([
      queryClient.fetchQuery(accountLookupQuery(userId)),
      queryClient.fetchQuery(strategyLookupQuery(userId)),
      queryClient.fetchQuery(tagLookupQuery(userId)),
    ]);
    return { accounts: namesOf(accounts), strategies: namesOf(strategies), tags: namesOf(tags) };
  }, [queryClient, userId]);
  const zone = useLogTimeZone();
  const privacy = usePrivacyMode();
  const { handleError } = useErrorHandler();
  const [state, setState] = useState<ExportState | null>(null);
  const running = useRef<AbortController | null>(null);

  const start = useCallback(
    (kind: ExportKind) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ kind, phase: 'running', step: 'trades', done: 0, total: null });
      buildExport({
        kind,
        query,
        loadNames,
        timeZone: zone,
        signal: controller.signal,
        onProgress: (step, progress) => {
          if (!controller.signal.aborted) setState({ kind, phase: 'running', step, ...progress });
        },
      }).then(
        (file) => {
          if (controller.signal.aborted) return;
          running.current = null;
          if (file === null) {
            setState({ kind, phase: 'empty' });
            return;
          }
          downloadCsv(file.csv, exportFileName(kind, new Date(), zone));
          setState(null);
          const what = kind === 'trades' ? 'trades' : `fills of ${formatCount(file.trades)} trades`;
          toast.success(`Exported ${formatCount(file.rows)} ${what}`);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          running.current = null;
          setState(null);
          handleError(error);
        },
      );
    },
    [query, loadNames, zone, handleError],
  );

  const close = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState(null);
  }, []);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" disabled={state?.phase === 'running'}>
            <DownloadIcon aria-hidden />
            Export
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72">
          <DropdownMenuLabel>Export the current filter</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => start('trades')}>
            <FileSpreadsheetIcon aria-hidden />
            Trades (CSV)
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => start('fills')}>
            <ReceiptTextIcon aria-hidden />
            Fills (CSV)
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <p className="px-2 py-1.5 text-xs text-muted-foreground">
            Every trade matching the filter, not only those on screen. Files show full amounts
            {privacy ? ' even with privacy mode on' : ', even in privacy mode'}: they are your own data. The
            fills file imports back into Edgelog as it is.
          </p>
        </DropdownMenuContent>
      </DropdownMenu>
      <ExportProgressDialog state={state} onClose={close} />
    </>
  );
}

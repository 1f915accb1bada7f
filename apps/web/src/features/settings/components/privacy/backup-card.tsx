import { useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, UploadIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { downloadBlob } from '@/lib/download';
import { useFormat } from '@/lib/format';
import { SettingsCardTitle } from '../settings-section';
import {
  backupFileName,
  downloadBackup,
  restoreUpload,
  UPLOAD_LIMIT_BYTES,
  uploadBackup,
  type Transfer,
} from './backup-api';
import type { RestoreSummary } from './backup-summary';
import { RestoreDialog } from './restore-dialog';
import { TransferBar } from './transfer-bar';

type RestoreState =
  | { step: 'idle' }
  | { step: 'checking'; file: File }
  | { step: 'confirm'; file: File; upload: string; summary: RestoreSummary }
  | { step: 'restoring'; file: File; upload: string; summary: RestoreSummary };

/** A full backup of the journal and its files, downloaded as one archive, and its restore. */
export function BackupCard() {
  const { handleError } = useErrorHandler();
  const format = useFormat();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [download, setDownload] = useState<Transfer | null | undefined>(undefined);
  const [restore, setRestore] = useState<RestoreState>({ step: 'idle' });
  const [upload, setUpload] = useState<Transfer | null>(null);
  const downloading = useRef<AbortController | null>(null);

  // Leaving the settings page mid-download drops it: no file appears on a page the trader left.
  useEffect(() => {
    const transfer = downloading;
    return () => transfer.current?.abort();
  }, []);

  const takeBackup = async () => {
    const controller = new AbortController();
    downloading.current = controller;
    setDownload(null);
    try {
      const blob = await downloadBackup((transfer) => {
        if (!controller.signal.aborted) setDownload(transfer);
      }, controller.signal);
      // A Cancel pressed as the last bytes arrived still means no file.
      if (controller.signal.aborted) return;
      const name = backupFileName(new Date());
      downloadBlob(blob, name);
      toast.success('Backup saved', { description: name });
    } catch (error) {
      if (!controller.signal.aborted) handleError(error, { retry: () => void takeBackup() });
    } finally {
      if (downloading.current === controller) {
        downloading.current = null;
        setDownload(undefined);
      }
    }
  };

  const cancelBackup = () => {
    downloading.current?.abort();
    downloading.current = null;
    setDownload(undefined);
    toast('Backup download cancelled', { description: 'Nothing was saved to this device.' });
  };

  const check = async (file: File) => {
    if (file.size > UPLOAD_LIMIT_BYTES) {
      handleError(
        Object.assign(
          new Error(
            `This backup is ${(file.size / 1_048_576).toFixed(1)} MB; this server restores backups up to ${UPLOAD_LIMIT_BYTES / 1_048_576} MB.`,
          ),
          { code: 'STORAGE-006' },
        ),
      );
      return;
    }
    setRestore({ step: 'checking', file });
    setUpload(null);
    try {
      const upload = await uploadBackup(file, setUpload);
      const summary = await restoreUpload(upload, { check: true });
      setRestore({ step: 'confirm', file, upload, summary });
    } catch (error) {
      setRestore({ step: 'idle' });
      handleError(error);
    }
  };

  const run = async (file: File, upload: string, summary: RestoreSummary) => {
    setRestore({ step: 'restoring', file, upload, summary });
    try {
      const result = await restoreUpload(upload, { check: false });
      const rows = result.tables
        .filter((table) => table.name !== 'profiles' && table.name !== 'user_settings')
        .reduce((sum, table) => sum + table.add, 0);
      setRestore({ step: 'idle' });
      toast.success('Backup restored', { description: `${format.count(rows)} rows added to your journal.` });
      await queryClient.invalidateQueries();
    } catch (error) {
      setRestore({ step: 'confirm', file, upload, summary });
      handleError(error, { retry: () => void run(file, upload, summary) });
    }
  };

  const busy = download !== undefined || restore.step !== 'idle';
  return (
    <Card aria-labelledby="backup-title" role="region">
      <CardHeader>
        <SettingsCardTitle id="backup-title">Backup and restore</SettingsCardTitle>
        <CardDescription>
          One archive of your whole journal — trades and fills, accounts, playbooks, tags, goals, journal
          days, draw boards, price data, settings — with every file you uploaded. Restore it here or on
          another Edgelog server.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void takeBackup()} disabled={busy}>
            <DownloadIcon aria-hidden />
            {download === undefined ? 'Download a full backup' : 'Preparing backup…'}
          </Button>
          <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
            <UploadIcon aria-hidden />
            {restore.step === 'checking' ? 'Reading backup…' : 'Restore from a backup…'}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".zip,application/zip"
            className="sr-only"
            tabIndex={-1}
            aria-label="Backup file to restore"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file !== undefined) void check(file);
            }}
          />
        </div>
        {download !== undefined && (
          <div className="grid gap-2">
            <TransferBar label="Downloading backup" transfer={download} />
            <Button variant="outline" size="sm" className="justify-self-start" onClick={cancelBackup}>
              <XIcon aria-hidden />
              Cancel download (nothing is saved)
            </Button>
          </div>
        )}
        {restore.step === 'checking' && <TransferBar label="Sending backup" transfer={upload} />}
      </CardContent>
      {(restore.step === 'confirm' || restore.step === 'restoring') && (
        <RestoreDialog
          fileName={restore.file.name}
          summary={restore.summary}
          restoring={restore.step === 'restoring'}
          onConfirm={() => void run(restore.file, restore.upload, restore.summary)}
          onCancel={() => setRestore({ step: 'idle' })}
        />
      )}
    </Card>
  );
}

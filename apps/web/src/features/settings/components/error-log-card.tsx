import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { clearErrorLog, useErrorLog } from '@/features/errors/error-log-store';
import { ErrorLogEntry } from './error-log-entry';
import { SettingsCardTitle } from './settings-section';

/** The errors recorded on this device (last 100), for the user to pass on to support. */
export function ErrorLogCard() {
  const records = useErrorLog();
  return (
    <Card aria-labelledby="error-log-title" role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <SettingsCardTitle id="error-log-title">Error log</SettingsCardTitle>
          <CardDescription>
            The last 100 errors on this device, newest first. Copy one for support when you report a problem;
            it is cleared when you sign out.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={clearErrorLog} disabled={records.length === 0}>
          <Trash2 aria-hidden />
          Clear log
        </Button>
      </CardHeader>
      <CardContent>
        {records.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
            No errors recorded on this device.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Recorded errors">
            {records.map((record) => (
              <ErrorLogEntry key={record.id} record={record} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

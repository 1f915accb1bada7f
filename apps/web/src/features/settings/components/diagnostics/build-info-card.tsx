import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { readBuildInfo } from '@/features/errors/build-info';
import { useAppTimeZone } from '@/lib/time-zone';
import { formatMoment } from '../../lib/format';
import { SettingsCardTitle } from '../settings-section';

/** The build stamp's meta names (written by build/build-info.ts at build time). */
const FIELDS = [
  { name: 'edgelog-build-time', label: 'Built' },
  { name: 'edgelog-build-number', label: 'Build number' },
  { name: 'edgelog-build-version', label: 'Version' },
  { name: 'edgelog-build-hash', label: 'Commit' },
] as const;

/** Which build this browser runs, for support: the same values an error report carries. */
export function BuildInfoCard() {
  const timeZone = useAppTimeZone();
  const values = new Map(readBuildInfo().map((item) => [item.name, item.value]));
  const built = values.get('edgelog-build-time');
  return (
    <Card aria-labelledby="build-info-title" role="region">
      <CardHeader>
        <SettingsCardTitle id="build-info-title">Build</SettingsCardTitle>
        <CardDescription>The version of Edgelog this browser is running.</CardDescription>
      </CardHeader>
      <CardContent>
        {built === undefined ? (
          <p className="text-sm text-muted-foreground">A development build: no build stamp.</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="build-info">
            {FIELDS.map((field) => {
              const value = values.get(field.name) ?? 'unknown';
              return (
                <div key={field.name} className="contents">
                  <dt className="text-muted-foreground">{field.label}</dt>
                  <dd className="min-w-0 font-mono break-all tabular-nums">
                    {field.name === 'edgelog-build-time' ? (
                      <time dateTime={value}>{formatMoment(value, timeZone)}</time>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

import { useLocation } from 'react-router';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

const stateSchema = z.object({
  failedUploads: z.array(z.object({ name: z.string(), message: z.string(), code: z.string() })),
});

/** The files that did not upload when the trade was just saved: the trade is safe, these are not. */
export function FailedUploads() {
  const location = useLocation();
  const parsed = stateSchema.safeParse(location.state);
  if (!parsed.success || parsed.data.failedUploads.length === 0) return null;
  return (
    <Alert variant="destructive" data-testid="failed-uploads">
      <AlertTitle>The trade is saved, but some files were not uploaded</AlertTitle>
      <AlertDescription>
        <ul className="grid gap-1">
          {parsed.data.failedUploads.map((file) => (
            <li key={file.name}>
              {file.name} was not uploaded: {file.message} ({file.code})
            </li>
          ))}
        </ul>
        <p className="mt-1">Attach them again from Edit.</p>
      </AlertDescription>
    </Alert>
  );
}

import { UploadIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

// The wizard's code loads when it is first opened, not with the page that shows the button.
const ImportWizardDialog = lazy(() => import('./import-wizard'));

/** Opens the import wizard, starting in `accountId` (or the trader's default account). */
export function ImportButton({
  accountId,
  variant = 'outline',
  size = 'sm',
  className,
}: {
  accountId?: string;
  className?: string;
  variant?: 'default' | 'outline' | 'ghost' | 'secondary';
  size?: 'sm' | 'default';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={() => setOpen(true)}
        data-testid="import-button"
      >
        <UploadIcon aria-hidden />
        Import
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportWizardDialog accountId={accountId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { SettingsCardTitle } from '../settings-section';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="delete-account-title" role="region" className="border-destructive/40">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <SettingsCardTitle id="delete-account-title">Delete account</SettingsCardTitle>
          <CardDescription>
            Removes your account, your whole journal and every file you uploaded from this server, for good.
          </CardDescription>
        </div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2Icon aria-hidden />
          Delete account…
        </Button>
      </CardHeader>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}

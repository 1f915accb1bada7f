import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUpIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { removeAvatar, replaceAvatar } from '../api/avatar';
import { profileKeys } from '../api/keys';
import { pictureError, sourceFileProblem } from '../lib/picture';
import { AvatarCropDialog } from './avatar-crop-dialog';
import { AvatarPicture } from './avatar-picture';

/** The profile picture: shown, replaced through the crop dialog, or removed. */
export function AvatarCard({ userId, path, name }: { userId: string; path: string | null; name: string }) {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const input = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<ImageBitmap | null>(null);

  const close = () => {
    image?.close();
    setImage(null);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.row(userId) });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = sourceFileProblem(file);
    if (problem) {
      handleError(problem);
      return;
    }
    try {
      setImage(await createImageBitmap(file));
    } catch {
      handleError(pictureError('STORAGE-009', 'This picture could not be read. Try another file.'));
    }
  };

  const save = useMutation({
    mutationFn: async (render: () => Promise<Blob>) =>
      replaceAvatar(userId, await render(), path, Date.now()),
    onError: (error, render) => handleError(error, { retry: () => save.mutate(render) }),
    onSuccess: async () => {
      close();
      toast.success('Profile picture saved');
      await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (current: string) => removeAvatar(userId, current),
    onError: (error, current) => handleError(error, { retry: () => remove.mutate(current) }),
    onSuccess: async () => {
      toast.success('Profile picture removed');
      await refresh();
    },
  });

  return (
    <Card aria-labelledby="profile-picture-title">
      <CardHeader>
        <CardTitle id="profile-picture-title">Picture</CardTitle>
        <CardDescription>Shown in the top bar. Cropped to a square of 256 pixels.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <AvatarPicture userId={userId} path={path} name={name} className="size-20 text-xl" />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => input.current?.click()}>
            <ImageUpIcon aria-hidden />
            {path ? 'Change picture' : 'Upload a picture'}
          </Button>
          {path && (
            <Button
              type="button"
              variant="ghost"
              disabled={remove.isPending}
              onClick={() => remove.mutate(path)}
            >
              <Trash2Icon aria-hidden />
              Remove
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Picture file"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            // The same file chosen again after a cancel opens the dialog again.
            event.target.value = '';
          }}
        />
        <AvatarCropDialog
          image={image}
          saving={save.isPending}
          onOpenChange={(open) => !open && close()}
          onSave={(render) => save.mutate(render)}
        />
      </CardContent>
    </Card>
  );
}

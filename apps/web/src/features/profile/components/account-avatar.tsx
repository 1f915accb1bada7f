import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../api/profile';
import { AvatarPicture } from './avatar-picture';

/** The top bar's picture of the signed-in trader (the account menu's button names it). */
export function AccountAvatar({ userId, name }: { userId: string; name: string }) {
  const profile = useQuery({ ...profileQuery(userId), enabled: userId !== '' });
  return (
    <AvatarPicture
      userId={userId}
      path={profile.data?.avatar_path ?? null}
      name={name}
      className="size-8 text-xs"
    />
  );
}

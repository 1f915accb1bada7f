import { useQuery } from '@tanstack/react-query';
import { cn } from '@/lib/utils';
import { avatarUrlQuery } from '../api/avatar';

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase() || '?';

/**
 * The trader's picture from the private bucket (a signed link), or the initials while it loads or
 * when there is none. Decorative: the control around it carries the name.
 */
export function AvatarPicture({
  userId,
  path,
  name,
  className,
}: {
  userId: string;
  path: string | null;
  name: string;
  className?: string;
}) {
  const url = useQuery({ ...avatarUrlQuery(userId, path ?? ''), enabled: path !== null && userId !== '' });
  const shape = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary font-semibold text-secondary-foreground',
    className,
  );
  if (path !== null && url.data) {
    return (
      <img
        src={url.data}
        alt=""
        aria-hidden
        className={cn(shape, 'object-cover')}
        data-testid="avatar-image"
      />
    );
  }
  return (
    <span className={shape} aria-hidden>
      {initials(name)}
    </span>
  );
}

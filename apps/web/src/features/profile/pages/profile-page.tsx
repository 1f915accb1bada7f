import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PageFrame } from '@/components/page-frame';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { greetingName, useAuth } from '@/lib/auth-context';
import { profileQuery } from '../api/profile';
import { AvatarCard } from '../components/avatar-card';
import { ProfileForm } from '../components/profile-form';
import { useLoadError } from '@/features/errors/use-load-error';

function ProfileSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading your profile">
      <Card>
        <CardHeader>
          <Skeleton className="h-5 w-24" />
        </CardHeader>
        <CardContent className="flex items-center gap-4">
          <Skeleton className="size-20 rounded-full" />
          <Skeleton className="h-9 w-40" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-4 w-full max-w-md" />
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {['name', 'style', 'currency', 'markets', 'zone', 'bio'].map((field) => (
            <div key={field} className="flex flex-col gap-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className={field === 'bio' ? 'h-20' : 'h-9'} />
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}

export function ProfilePage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const profile = useQuery({ ...profileQuery(userId), enabled: userId !== '' });
  const { refetch } = profile;
  const retry = useCallback(() => void refetch(), [refetch]);
  const loadError = useLoadError(profile.error, retry);
  const name =
    typeof user?.user_metadata.full_name === 'string' ? user.user_metadata.full_name : greetingName(user);

  return (
    <PageFrame
      title="Profile"
      description="Your name, picture, trading style, base currency and time zone."
      wide={false}
    >
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Your profile could not be loaded</AlertTitle>
          <AlertDescription className="grid justify-items-start gap-2">
            <span>{loadError ? `${loadError.userMessage} (${loadError.code})` : profile.error.message}</span>
            <Button variant="outline" size="sm" onClick={retry}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <AvatarCard userId={userId} path={profile.data.avatar_path} name={name} />
          <ProfileForm userId={userId} profile={profile.data} />
        </div>
      )}
    </PageFrame>
  );
}

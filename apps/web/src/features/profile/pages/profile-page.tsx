import { PageFrame } from '@/components/page-frame';

export function ProfilePage() {
  return <PageFrame title="Profile" description="Your name, avatar, time zone and base currency." />;
}

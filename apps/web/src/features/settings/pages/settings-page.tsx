import { PageFrame } from '@/components/page-frame';

export function SettingsPage() {
  return (
    <PageFrame
      title="Settings"
      description="Trading defaults, display, security, and your data: export and deletion."
    />
  );
}

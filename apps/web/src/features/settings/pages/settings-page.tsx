import { PageFrame } from '@/components/page-frame';
import { ErrorLogCard } from '../components/error-log-card';
import { TradingDefaultsCard } from '../components/trading-defaults-card';

export function SettingsPage() {
  return (
    <PageFrame
      title="Settings"
      description="Trading defaults, display, security, and your data: export and deletion."
    >
      <div className="flex flex-col gap-6">
        <TradingDefaultsCard />
        <ErrorLogCard />
      </div>
    </PageFrame>
  );
}

import { PageFrame } from '@/components/page-frame';
import { AppearanceCards } from '../components/appearance/appearance-section';
import { BuildInfoCard } from '../components/diagnostics/build-info-card';
import { StorageUsageCard } from '../components/diagnostics/storage-usage-card';
import { ErrorLogCard } from '../components/error-log-card';
import { PrivacyModeSection } from '../components/privacy-mode/privacy-mode-section';
import { BackupCard } from '../components/privacy/backup-card';
import { CookieChoiceCard } from '../components/privacy/cookie-choice-card';
import { DeleteAccountCard } from '../components/privacy/delete-account-card';
import { ChangeEmailCard } from '../components/security/change-email-card';
import { ChangePasswordCard } from '../components/security/change-password-card';
import { SessionsCard } from '../components/security/sessions-card';
import { TwoFactorCard } from '../components/security/two-factor-card';
import { SettingsNav, type SectionLink } from '../components/settings-nav';
import { SettingsSection } from '../components/settings-section';
import { TradingDefaultsCard } from '../components/trading-defaults-card';
import { CommissionDefaultsCard } from '../components/trading-defaults/commission-defaults-card';
import { DefaultAccountCard } from '../components/trading-defaults/default-account-card';
import { InstrumentsCard } from '../components/trading-defaults/instruments-card';

const SECTIONS: readonly SectionLink[] = [
  { id: 'appearance', title: 'Appearance' },
  // The privacy mode card carries the id "privacy-mode" itself, so its section has another.
  { id: 'privacy-mode-section', title: 'Privacy mode' },
  { id: 'trading-defaults', title: 'Trading defaults' },
  { id: 'security', title: 'Security' },
  { id: 'privacy', title: 'Privacy and data' },
  { id: 'diagnostics', title: 'Diagnostics' },
];

export function SettingsPage() {
  return (
    <PageFrame
      title="Settings"
      description="How the app looks, trading defaults, security, your data and its deletion, and what support may ask about this device."
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10">
        <SettingsNav sections={SECTIONS} />
        <div className="flex min-w-0 flex-col gap-12">
          <SettingsSection
            id="appearance"
            title="Appearance"
            description="Theme, density, colours, motion, and how numbers and dates are written."
          >
            <AppearanceCards />
          </SettingsSection>
          <SettingsSection
            id="privacy-mode-section"
            title="Privacy mode"
            description="Hide money amounts on every page, for screen sharing and streaming."
          >
            <PrivacyModeSection />
          </SettingsSection>
          <SettingsSection
            id="trading-defaults"
            title="Trading defaults"
            description="What new trades, imports and the calculators start from, and what your instruments are worth."
          >
            <DefaultAccountCard />
            <TradingDefaultsCard />
            <CommissionDefaultsCard />
            <InstrumentsCard />
          </SettingsSection>
          <SettingsSection
            id="security"
            title="Security"
            description="Your password and address, two-factor authentication and where you are signed in."
          >
            <ChangePasswordCard />
            <ChangeEmailCard />
            <TwoFactorCard />
            <SessionsCard />
          </SettingsSection>
          <SettingsSection
            id="privacy"
            title="Privacy and data"
            description="What this browser may count, and the deletion of your account and everything in it."
          >
            <CookieChoiceCard />
            <BackupCard />
            <DeleteAccountCard />
          </SettingsSection>
          <SettingsSection
            id="diagnostics"
            title="Diagnostics"
            description="What support may ask for when you report a problem: recorded errors, the build, and storage."
          >
            <ErrorLogCard />
            <BuildInfoCard />
            <StorageUsageCard />
          </SettingsSection>
        </div>
      </div>
    </PageFrame>
  );
}

import { PageFrame } from '@/components/page-frame';

export function AccountsPage() {
  return (
    <PageFrame
      title="Accounts"
      description="Your brokerage and prop-firm accounts, with deposits, withdrawals and balances."
    />
  );
}

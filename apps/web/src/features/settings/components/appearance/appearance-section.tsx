import { FormatsCard } from './formats-card';
import { LookCard } from './look-card';

/** The Appearance section's cards: how the app looks, and how it writes numbers and dates. */
export function AppearanceCards() {
  return (
    <>
      <LookCard />
      <FormatsCard />
    </>
  );
}

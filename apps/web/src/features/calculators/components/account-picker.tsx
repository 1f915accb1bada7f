import { groupThousands, PRIVACY_MASK } from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/auth-context';
import { usePrivacyMode } from '@/lib/format';
import { openAccountsQuery } from '../api/accounts';
import { accountFill, matchingAccount, offersCurrency, type AccountFill } from '../lib/account-fields';
import { Field } from './field';

const NONE = '';

/**
 * "Account": one of the user's open accounts fills the calculator's currency and balance (only the
 * currency where the calculator has no balance). Shows the account the figures still match; a link
 * to /accounts when the user has none open.
 */
export function AccountPicker({
  currency,
  balance,
  onPick,
}: {
  currency: string;
  /** Undefined: the calculator takes the account's currency only. */
  balance?: string;
  onPick: (fill: AccountFill) => void;
}) {
  const { user } = useAuth();
  // The journal's balances are hidden from the list under privacy mode (the picked figure still
  // fills the calculator, whose inputs keep their own text).
  const privacy = usePrivacyMode();
  const accounts = useQuery({ ...openAccountsQuery(user?.id ?? ''), enabled: user !== null });
  const currencyOnly = balance === undefined;
  // Until the list is there (or if it cannot be read) the calculator works as before.
  if (!accounts.data) return null;
  if (accounts.data.length === 0)
    return (
      <p className="col-span-full text-xs text-muted-foreground">
        <Link to="/accounts" className="underline underline-offset-4 hover:text-foreground">
          Add an account
        </Link>{' '}
        to fill the {currencyOnly ? 'account currency' : 'currency and balance'} from it.
      </p>
    );

  // Taking the currency alone, an account in a currency the calculators do not offer fills nothing.
  const list = currencyOnly
    ? accounts.data.filter((account) => offersCurrency(account.currency))
    : accounts.data;
  if (list.length === 0) return null;
  const chosen = matchingAccount(list, { currency, balance });
  const hint = currencyOnly
    ? 'Fills the account currency; change it freely afterwards.'
    : chosen && !offersCurrency(chosen.currency)
      ? `${chosen.currency} is not among the calculators’ currencies, so only the balance was filled; set the currency yourself.`
      : 'Fills the currency and balance; change them freely afterwards.';
  return (
    <Field label="Account" className="col-span-full" hint={hint}>
      {({ inputId, describedBy }) => (
        <NativeSelect
          id={inputId}
          aria-describedby={describedBy}
          value={chosen?.id ?? NONE}
          onChange={(event) => {
            const account = list.find((item) => item.id === event.target.value);
            if (account) onPick(accountFill(account));
          }}
        >
          <option value={NONE} disabled>
            Choose an account…
          </option>
          {list.map((account) => (
            <option key={account.id} value={account.id}>
              {account.name} · {account.currency} {privacy ? PRIVACY_MASK : groupThousands(account.balance)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

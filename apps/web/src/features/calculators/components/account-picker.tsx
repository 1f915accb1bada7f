import { groupThousands } from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/auth-context';
import { openAccountsQuery } from '../api/accounts';
import { accountFill, matchingAccount, offersCurrency, type AccountFill } from '../lib/account-fields';
import { Field } from './field';

const NONE = '';

/**
 * "Account": one of the user's open accounts fills the calculator's currency and balance. Shows
 * the account the figures still match; a link to /accounts when the user has none open.
 */
export function AccountPicker({
  currency,
  balance,
  onPick,
}: {
  currency: string;
  balance: string;
  onPick: (fill: AccountFill) => void;
}) {
  const { user } = useAuth();
  const accounts = useQuery({ ...openAccountsQuery(user?.id ?? ''), enabled: user !== null });
  // Until the list is there (or if it cannot be read) the calculator works as before.
  if (!accounts.data) return null;
  if (accounts.data.length === 0)
    return (
      <p className="col-span-full text-xs text-muted-foreground">
        <Link to="/accounts" className="underline underline-offset-4 hover:text-foreground">
          Add an account
        </Link>{' '}
        to fill the currency and balance from it.
      </p>
    );

  const list = accounts.data;
  const chosen = matchingAccount(list, { currency, balance });
  const hint =
    chosen && !offersCurrency(chosen.currency)
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
              {account.name} · {account.currency} {groupThousands(account.balance)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

import { Link } from 'react-router';
import { COOKIE_CONSENT_KEY } from '@edgelog/core';
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage';
import { REMEMBER_ME_KEY } from '@/lib/remember-me';
import { getAppConfig } from '@/lib/supabase';
import { Prose, PublicShell } from './components/public-shell';

const UPDATED = '1 January 2026';

function Code({ children }: { children: string }) {
  return <code className="rounded bg-muted px-1 py-0.5 text-sm break-all">{children}</code>;
}

export function PrivacyPolicyPage() {
  const { links } = getAppConfig();
  const contact = links.support.replace(/^mailto:/, '');
  return (
    <PublicShell>
      <Prose>
        <p className="text-sm text-muted-foreground">Last updated {UPDATED}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight">Privacy policy</h1>
        <p>
          Edgelog is a self-hosted trading journal. This server is run by its operator — you, your firm, or
          whoever gave you the address — and not by the authors of Edgelog. Everything you enter is stored on
          the operator’s machine, and nothing is sent to the Edgelog project or to any third party. This
          policy says what is kept, where, for how long, and how you can take it with you or have it deleted.
        </p>

        <h2 id="what-we-store">What is stored</h2>
        <h3>Your account</h3>
        <ul>
          <li>Your e-mail address and the full name you gave when signing up.</li>
          <li>
            Your password, only as a salted one-way hash (it cannot be read back, not even by the operator).
          </li>
          <li>If you turn on two-factor authentication, the secret shared with your authenticator app.</li>
          <li>
            Your sign-in sessions: when each started and was last refreshed, the browser’s user-agent string
            and IP address, and a log of security events (sign-ins, password changes, failed attempts) used to
            protect your account.
          </li>
          <li>
            E-mails the server sends you (confirmation and password-reset links), kept in an outbox so the
            operator can see they were sent.
          </li>
        </ul>
        <h3>Your journal</h3>
        <ul>
          <li>Your profile: name, avatar, time zone and base currency.</li>
          <li>
            Accounts, trades and their executions, tags, strategies, goals, daily plans and reviews, backtests
            and draw boards.
          </li>
          <li>Files you upload: screenshots, broker statements you import, and price data for backtests.</li>
        </ul>
        <p>
          Edgelog does not ask for, and you should not enter, your broker passwords or payment card numbers.
        </p>

        <h2 id="where">Where it is kept</h2>
        <p>
          Everything lives on the machine that runs this server: in its embedded database inside the data
          folder, or in the PostgreSQL database the operator configured, with uploaded files in the same data
          folder or the operator’s storage. Each user can read and change only their own rows; the database
          itself enforces this. The operator, who administers the machine, can technically access all of it,
          as with any server you use.
        </p>
        <p>
          Data travels between your browser and the server over the connection the operator set up; operators
          should serve Edgelog over HTTPS whenever it is reachable beyond their own computer.
        </p>

        <h2 id="cookies">Cookies and browser storage</h2>
        <p>
          Edgelog uses no advertising or third-party cookies, and loads no third-party scripts or fonts. It
          keeps only what it needs to work:
        </p>
        <ul>
          <li>
            <Code>{AUTH_STORAGE_KEY}</Code> in your browser’s local storage: your current session tokens, so
            you stay signed in between pages. It is removed when you sign out, when the session is no longer
            valid, and after five minutes without activity.
          </li>
          <li>
            <Code>{REMEMBER_ME_KEY}</Code> in local storage, only if you tick “Remember my e-mail”: your
            e-mail address and when it was saved, to fill in the sign-in form. It is discarded after 365 days.
          </li>
          <li>
            <Code>sidebar_state</Code>, a cookie that remembers whether the sidebar is expanded or collapsed,
            kept for 7 days. It holds no personal data.
          </li>
          <li>
            <Code>{COOKIE_CONSENT_KEY}</Code> in local storage: your answer to the cookie question (
            <em>accepted</em> or <em>declined</em>), so it is asked once per browser. It stays when you sign
            out.
          </li>
          <li>
            A copy of the app’s own files in the browser’s cache storage, kept by its service worker so that
            Edgelog starts quickly and opens even offline. It holds none of your data, and is replaced when a
            new version is installed.
          </li>
          <li>
            Other entries under keys starting with <Code>edgelog_</Code>: caches the app uses while you work,
            which are cleared when you sign out, and drafts of forms you have not saved yet, which are kept so
            that an automatic sign-out does not lose your work.
          </li>
        </ul>
        <p>
          You can clear all of these at any time from your browser’s settings; you will simply be signed out.
        </p>

        <h2 id="page-views">Page views</h2>
        <p>
          The operator of this server may set an address that counts page views. Only if you choose “Accept
          All Cookies” does the app send it, for each page you open, the page’s path (without its query), the
          path you came from and the time; never your e-mail, your user id or anything from your journal. With
          “Essential Only”, or when the operator set no address, nothing is sent.
        </p>

        <h2 id="use">How it is used</h2>
        <p>
          Your data is used only to provide Edgelog to you: to show your journal and compute your statistics,
          to sign you in and keep your account secure, and to send you the e-mails you ask for. It is not
          sold, shared, used for advertising, or used to train anyone’s models. If you use the AI analysis
          page, it runs on this server against your own trades.
        </p>

        <h2 id="export">Exporting your data</h2>
        <p>
          You can export your journal — trades with their executions, tags, strategies, goals, notes and
          attachments — from Settings, in open formats you can read without Edgelog. The operator can also
          export your data for you, or back up the whole server by copying its data folder or database.
        </p>

        <h2 id="deletion">Deleting your data</h2>
        <p>
          You can delete your account from Settings. Deleting it removes your profile and every journal row
          and file that belongs to you; nothing is kept in a “deleted” state. Copies may remain in backups the
          operator made until those backups are rotated out, so ask the operator how long they keep them. You
          can also ask the operator to delete your account for you.
        </p>

        <h2 id="retention">How long it is kept</h2>
        <p>
          Your journal is kept for as long as your account exists. Expired sessions and one-time links stop
          working when they expire and are cleaned up by the server; security logs are kept for as long as the
          operator configures them.
        </p>

        <h2 id="rights">Your rights</h2>
        <p>
          Depending on where you live (for example under the GDPR or the CCPA), you may have the right to
          access, correct, export and delete your personal data and to object to its processing. Export and
          deletion are built in, as described above; for anything else, contact the operator.
        </p>

        <h2 id="changes">Changes</h2>
        <p>If this policy changes, the new version is published on this page with a new date at the top.</p>

        <h2 id="contact">Contact</h2>
        <p>
          Questions about your data on this server go to its operator at <a href={links.support}>{contact}</a>
          . To learn more about Edgelog itself, see the <Link to="/about">about page</Link>.
        </p>
      </Prose>
    </PublicShell>
  );
}

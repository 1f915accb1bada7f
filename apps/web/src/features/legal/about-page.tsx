import {
  BarChart3Icon,
  BotIcon,
  CalculatorIcon,
  CalendarDaysIcon,
  FlaskConicalIcon,
  HardDriveIcon,
  NotebookPenIcon,
  ShieldCheckIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { isFullySignedIn, useAuth } from '@/lib/auth-context';
import { getAppConfig } from '@/lib/supabase';
import { Prose, PublicShell } from './components/public-shell';

const features = [
  {
    icon: NotebookPenIcon,
    title: 'A journal built from fills',
    text: 'Record each execution — time, side, price, quantity, fee — and Edgelog works out the position, average prices, profit and loss, R-multiple and holding time. Scale-ins, partial exits and flips are handled. Tag trades, attach screenshots, and write what you were thinking.',
  },
  {
    icon: BarChart3Icon,
    title: 'Analytics that explain themselves',
    text: 'Equity and drawdown, win rate, expectancy, profit factor, and breakdowns by instrument, strategy, tag, weekday and hour. Every figure has a tooltip with its definition, so you can check the number instead of trusting it.',
  },
  {
    icon: CalendarDaysIcon,
    title: 'A calendar of your days',
    text: 'Daily profit and loss as a heatmap, with each day’s trades, plan and review one click away.',
  },
  {
    icon: CalculatorIcon,
    title: 'Nine calculators',
    text: 'Position size, risk/reward, lot size, pip value, compound interest, profit/loss, margin, volatility and Fibonacci levels — each showing its formula.',
  },
  {
    icon: FlaskConicalIcon,
    title: 'Plan and practise',
    text: 'Strategies with rule checklists, goals for process as well as profit, a draw board for setups, and bar-by-bar backtesting on price data you upload.',
  },
  {
    icon: BotIcon,
    title: 'Analysis of your habits',
    text: 'An analysis page looks through your own trades for strengths, leaks and behaviour patterns — revenge trading, oversizing after losses, the hours you should not trade.',
  },
];

export function AboutPage() {
  const auth = useAuth();
  const signedIn = isFullySignedIn(auth);
  const { links } = getAppConfig();
  return (
    <PublicShell>
      <section className="border-b bg-muted/40">
        <div className="mx-auto max-w-5xl px-4 py-14 md:px-6 md:py-20">
          <p className="text-sm font-medium text-primary">Free and self-hostable</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight md:text-4xl">
            Edgelog is a trading journal that shows you where your edge is — and where it leaks.
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
            For traders of stocks, forex, crypto and futures, day or swing. Log every trade, review your
            numbers with definitions you can check, and keep the whole journal on a server you control.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {signedIn ? (
              <Button asChild size="lg">
                <Link to="/dashboard">Open your journal</Link>
              </Button>
            ) : (
              <>
                <Button asChild size="lg">
                  <Link to="/auth?mode=sign-up">Create a free account</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to="/auth">Sign in</Link>
                </Button>
              </>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-5xl px-4 py-14 md:px-6">
        <h2 id="features-title" className="text-2xl font-semibold tracking-tight">
          What it does
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border bg-card p-5 shadow-xs">
              <Icon className="size-5 text-primary" aria-hidden />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <Prose className="pt-0">
        <h2 id="who-it-is-for">Who it is for</h2>
        <p>
          Edgelog is for traders who want to improve from evidence: you place your own trades, you want to
          know which setups pay and which cost you, and you are willing to spend ten minutes after the close
          writing things down. It is not a broker, a signal service or a trading bot, and it never places
          orders.
        </p>

        <h2 id="your-data">
          <HardDriveIcon className="mr-2 inline size-5 align-[-3px] text-primary" aria-hidden />
          Your data stays yours
        </h2>
        <p>
          Edgelog is one program that runs on your own computer or server. Your journal lives in a database on
          that machine — by default a folder called{' '}
          <code className="rounded bg-muted px-1 py-0.5 text-sm">data</code> — and nowhere else. There are no
          advertising or analytics trackers, and nothing is sent to us. Backing up that folder backs up
          everything; the <Link to="/privacy-policy">privacy policy</Link> explains exactly what is kept.
        </p>
        <p>
          Money is stored as exact decimals, not floating-point numbers, and every day boundary is taken in
          your own time zone, so totals match your broker statement to the cent.
        </p>

        <h2 id="security">
          <ShieldCheckIcon className="mr-2 inline size-5 align-[-3px] text-primary" aria-hidden />
          Security
        </h2>
        <p>
          Passwords are stored only as salted hashes. You can add a second factor with any authenticator app.
          Each user sees only their own rows — the database enforces it, not just the app. After five minutes
          without activity you are signed out, so a journal left open on a shared screen does not stay open.
        </p>

        <h2 id="risk-disclosure">Risk disclosure</h2>
        <p>
          Trading stocks, currencies, cryptocurrencies, futures and other instruments carries a high level of
          risk and may not be suitable for everyone. You can lose more than you deposit when trading with
          leverage. Past performance — including the statistics Edgelog computes from your own history — does
          not guarantee future results.
        </p>
        <p>
          Edgelog is a record-keeping and analysis tool. Nothing it shows, including its calculators and its
          analysis page, is investment, financial, tax or legal advice, or a recommendation to buy or sell
          anything. Check every figure before relying on it, and decide for yourself.
        </p>

        <h2 id="terms-of-service">Terms of service</h2>
        <p>
          Edgelog is free, open-source software. The person or organisation running this server (the operator)
          provides the service to you; the operator decides who may create accounts, keeps the server running
          and backed up, and may suspend accounts that abuse it. The software is provided “as is”, without
          warranty of any kind; neither its authors nor the operator are liable for trading losses or for
          decisions made with it.
        </p>

        <h2 id="terms-of-use">Terms of use</h2>
        <ul>
          <li>
            Keep your password to yourself and tell the operator if you think someone else has used your
            account.
          </li>
          <li>
            Only upload data you have the right to use, such as your own broker statements and price data you
            are licensed to store.
          </li>
          <li>Do not try to reach other users’ data, overload the server, or get around its limits.</li>
          <li>
            You remain responsible for your own trading decisions and for the accuracy of what you enter.
          </li>
        </ul>

        <h2 id="feedback">Feedback</h2>
        <p>
          Found a wrong number, a confusing screen or a missing feature? Tell us — traders’ reports shape what
          gets built next.{' '}
          {links.feedback.startsWith('/about') ? (
            <>
              Write to the operator of this server through the support address below, or open an issue in the
              Edgelog project.
            </>
          ) : (
            <>
              Use the <a href={links.feedback}>feedback form</a>.
            </>
          )}
        </p>

        <h2 id="support">Support</h2>
        <p>
          For help with your account on this server, write to{' '}
          <a href={links.support}>{links.support.replace(/^mailto:/, '')}</a>. Whether the server is up can be
          checked on its <a href={links.status}>status page</a>.
        </p>
      </Prose>
    </PublicShell>
  );
}

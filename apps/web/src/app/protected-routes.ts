import type { RouteObject } from 'react-router';

/**
 * An analytics page's code, loaded while the journal it shows is already being read (the read
 * takes longest on a first visit; its module is tiny and loads beside the page's).
 */
function withJournalRead<T>(page: () => Promise<T>): () => Promise<T> {
  return () => {
    void import('@/features/analytics/api/early-read')
      .then((early) => early.readJournalEarly())
      // The page reads the journal itself in any case, and shows what went wrong then.
      .catch(() => undefined);
    return page();
  };
}

/** Every protected route of SPEC 2: each page is its own chunk, loaded when first visited. */
export const protectedRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: {
      meta: {
        title: 'Dashboard',
        description: 'Your trading at a glance: equity, recent trades, win rate and the days that mattered.',
      },
    },
    lazy: withJournalRead(() =>
      import('@/features/analytics/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
    ),
  },
  {
    path: 'trades',
    handle: {
      meta: {
        title: 'Trades',
        description: 'Every trade in your journal, with filters, sorting and totals.',
      },
    },
    lazy: () => import('@/features/trades/pages/trades-page').then((m) => ({ Component: m.TradesPage })),
  },
  {
    path: 'trades/archived',
    handle: {
      meta: {
        title: 'Archived trades',
        description: 'Trades you archived: out of your statistics, never deleted.',
      },
    },
    lazy: () =>
      import('@/features/trades/pages/archived-trades-page').then((m) => ({
        Component: m.ArchivedTradesPage,
      })),
  },
  {
    path: 'trades/new',
    handle: {
      meta: {
        title: 'New trade',
        description: 'Record a trade from its fills: instrument, side, prices, quantities, fees and notes.',
      },
    },
    lazy: () => import('@/features/trades/pages/new-trade-page').then((m) => ({ Component: m.NewTradePage })),
  },
  {
    path: 'trades/edit/:id',
    handle: { meta: { title: 'Edit trade', description: 'Correct a trade’s fills, risk, tags and notes.' } },
    lazy: () =>
      import('@/features/trades/pages/edit-trade-page').then((m) => ({ Component: m.EditTradePage })),
  },
  {
    path: 'trades/:id',
    handle: {
      meta: {
        title: 'Trade',
        description: 'One trade in full: fills, profit and loss, R-multiple, holding time, tags and notes.',
      },
    },
    lazy: () =>
      import('@/features/trades/pages/trade-detail-page').then((m) => ({ Component: m.TradeDetailPage })),
  },
  {
    path: 'analytics/performance',
    handle: {
      meta: {
        title: 'Performance',
        description: 'Equity curve, drawdown, win rate, expectancy and profit factor over any period.',
      },
    },
    lazy: withJournalRead(() =>
      import('@/features/analytics/pages/performance-page').then((m) => ({ Component: m.PerformancePage })),
    ),
  },
  {
    path: 'analytics/reports',
    handle: {
      meta: {
        title: 'Reports',
        description: 'Break your results down by instrument, strategy, tag, weekday and time of day.',
      },
    },
    lazy: withJournalRead(() =>
      import('@/features/analytics/pages/reports-page').then((m) => ({ Component: m.ReportsPage })),
    ),
  },
  {
    path: 'analytics/calendar',
    handle: {
      meta: {
        title: 'Calendar',
        description: 'Daily profit and loss as a calendar heatmap, with each day’s trades and notes.',
      },
    },
    lazy: withJournalRead(() =>
      import('@/features/analytics/pages/calendar-page').then((m) => ({ Component: m.CalendarPage })),
    ),
  },
  {
    path: 'analytics/risk',
    handle: {
      meta: {
        title: 'Risk',
        description: 'Drawdowns, risk per trade, streaks, value at risk and risk of ruin.',
      },
    },
    lazy: withJournalRead(() =>
      import('@/features/analytics/pages/risk-page').then((m) => ({ Component: m.RiskPage })),
    ),
  },
  {
    path: 'drawboard',
    handle: {
      meta: {
        title: 'Draw board',
        description: 'Sketch setups and annotate charts on a free canvas linked to your trades.',
      },
    },
    lazy: () =>
      import('@/features/drawboard/pages/drawboard-page').then((m) => ({ Component: m.DrawboardPage })),
  },
  {
    path: 'strategies',
    handle: {
      meta: {
        title: 'Strategies',
        description: 'Your playbook: each strategy’s rules, checklist and results.',
      },
    },
    lazy: () =>
      import('@/features/strategies/pages/strategies-page').then((m) => ({ Component: m.StrategiesPage })),
  },
  {
    path: 'tags',
    handle: {
      meta: {
        title: 'Tags',
        description: 'Labels for setups, mistakes and market conditions, and how each performs.',
      },
    },
    lazy: () => import('@/features/tags/pages/tags-page').then((m) => ({ Component: m.TagsPage })),
  },
  {
    path: 'goals',
    handle: {
      meta: {
        title: 'Goals',
        description: 'Targets for profit, discipline and process, with your progress toward each.',
      },
    },
    lazy: () => import('@/features/goals/pages/goals-page').then((m) => ({ Component: m.GoalsPage })),
  },
  {
    path: 'backtest',
    handle: {
      meta: {
        title: 'Backtest',
        description: 'Replay price data bar by bar and test rules before risking money.',
      },
    },
    lazy: () =>
      import('@/features/backtest/pages/backtest-page').then((m) => ({ Component: m.BacktestPage })),
  },
  {
    path: 'accounts',
    handle: {
      meta: {
        title: 'Accounts',
        description: 'Your brokerage and prop-firm accounts: currency, balance, open or closed.',
      },
    },
    lazy: () =>
      import('@/features/accounts/pages/accounts-page').then((m) => ({ Component: m.AccountsPage })),
  },
  {
    path: 'calculators',
    handle: {
      meta: { title: 'Calculators', description: 'Nine trading calculators, each showing its formula.' },
    },
    lazy: () =>
      import('@/features/calculators/pages/calculators-page').then((m) => ({ Component: m.CalculatorsPage })),
  },
  {
    path: 'calculators/position-size',
    handle: {
      meta: {
        title: 'Position size calculator',
        description: 'How many shares, contracts or lots to trade for the risk you accept.',
      },
    },
    lazy: () =>
      import('@/features/calculators/pages/position-size-page').then((m) => ({
        Component: m.PositionSizePage,
      })),
  },
  {
    path: 'calculators/risk-reward',
    handle: {
      meta: {
        title: 'Risk/reward calculator',
        description: 'The reward-to-risk ratio of a trade from its entry, stop and target.',
      },
    },
    lazy: () =>
      import('@/features/calculators/pages/risk-reward-page').then((m) => ({ Component: m.RiskRewardPage })),
  },
  {
    path: 'calculators/lot-size',
    handle: {
      meta: {
        title: 'Lot size calculator',
        description: 'Forex lot size from account balance, risk and stop distance in pips.',
      },
    },
    lazy: () =>
      import('@/features/calculators/pages/lot-size-page').then((m) => ({ Component: m.LotSizePage })),
  },
  {
    path: 'calculators/pip-value',
    handle: {
      meta: {
        title: 'Pip value calculator',
        description: 'What one pip is worth in your account currency for a pair and lot size.',
      },
    },
    lazy: () =>
      import('@/features/calculators/pages/pip-value-page').then((m) => ({ Component: m.PipValuePage })),
  },
  {
    path: 'calculators/compound-interest',
    handle: {
      meta: {
        title: 'Compound interest calculator',
        description: 'How a balance grows with a steady return per period, with contributions.',
      },
    },
    lazy: () =>
      import('@/features/calculators/pages/compound-interest-page').then((m) => ({
        Component: m.CompoundInterestPage,
      })),
  },
  {
    path: 'calculators/profit-loss',
    handle: {
      meta: {
        title: 'Profit/loss calculator',
        description: 'The profit or loss of a position from entry, exit, size and fees.',
      },
    },
    lazy: () =>
      import('@/features/calculators/pages/profit-loss-page').then((m) => ({ Component: m.ProfitLossPage })),
  },
  {
    path: 'calculators/margin',
    handle: {
      meta: {
        title: 'Margin calculator',
        description: 'The margin a position requires at a given leverage.',
      },
    },
    lazy: () => import('@/features/calculators/pages/margin-page').then((m) => ({ Component: m.MarginPage })),
  },
  {
    path: 'calculators/volatility',
    handle: {
      meta: {
        title: 'Volatility calculator',
        description: 'Historical volatility from a series of prices, per period and annualised.',
      },
    },
    lazy: () =>
      import('@/features/calculators/pages/volatility-page').then((m) => ({ Component: m.VolatilityPage })),
  },
  {
    path: 'calculators/fibonacci',
    handle: {
      meta: {
        title: 'Fibonacci calculator',
        description: 'Retracement and extension levels between a swing high and a swing low.',
      },
    },
    lazy: () =>
      import('@/features/calculators/pages/fibonacci-page').then((m) => ({ Component: m.FibonacciPage })),
  },
  {
    path: 'profile',
    handle: { meta: { title: 'Profile', description: 'Your name, avatar, time zone and base currency.' } },
    lazy: () => import('@/features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'settings',
    handle: {
      meta: {
        title: 'Settings',
        description: 'Trading defaults, display, security, and your data: export and deletion.',
      },
    },
    lazy: () =>
      import('@/features/settings/pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
  {
    path: 'trash',
    handle: {
      meta: {
        title: 'Trash',
        description: 'What you deleted, restorable for 30 days with everything that went with it.',
      },
    },
    lazy: () => import('@/features/trash/components/trash-page').then((m) => ({ Component: m.TrashPage })),
  },
  {
    path: 'dashboard/ai/analysis',
    handle: {
      meta: {
        title: 'AI analysis',
        description: 'Your strengths, leaks and behaviour patterns, found in your own trades.',
      },
    },
    lazy: () => import('@/features/ai/pages/ai-analysis-page').then((m) => ({ Component: m.AiAnalysisPage })),
  },
];

import {
  ArchiveIcon,
  BarChart3Icon,
  BotIcon,
  CalculatorIcon,
  CalendarDaysIcon,
  FlagIcon,
  FlaskConicalIcon,
  LayoutDashboardIcon,
  ListIcon,
  PenToolIcon,
  PlusIcon,
  ScrollTextIcon,
  SettingsIcon,
  ShieldAlertIcon,
  TagsIcon,
  TargetIcon,
  Trash2Icon,
  UserIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (a parent path like /trades would otherwise match its children). */
  exact?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The sidebar's sections, in the order a trader works: review, journal, analyse, plan, tools, account. */
export const navigation: NavGroup[] = [
  {
    label: 'Overview',
    items: [
      { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboardIcon, exact: true },
      { label: 'AI analysis', to: '/dashboard/ai/analysis', icon: BotIcon },
    ],
  },
  {
    label: 'Journal',
    items: [
      { label: 'Trades', to: '/trades', icon: ListIcon, exact: true },
      { label: 'New trade', to: '/trades/new', icon: PlusIcon },
      { label: 'Archived trades', to: '/trades/archived', icon: ArchiveIcon },
      { label: 'Accounts', to: '/accounts', icon: WalletIcon },
    ],
  },
  {
    label: 'Analytics',
    items: [
      { label: 'Performance', to: '/analytics/performance', icon: BarChart3Icon },
      { label: 'Reports', to: '/analytics/reports', icon: ScrollTextIcon },
      { label: 'Calendar', to: '/analytics/calendar', icon: CalendarDaysIcon },
      { label: 'Risk', to: '/analytics/risk', icon: ShieldAlertIcon },
    ],
  },
  {
    label: 'Planning',
    items: [
      { label: 'Strategies', to: '/strategies', icon: FlagIcon },
      { label: 'Tags', to: '/tags', icon: TagsIcon },
      { label: 'Goals', to: '/goals', icon: TargetIcon },
      { label: 'Backtest', to: '/backtest', icon: FlaskConicalIcon },
      { label: 'Draw board', to: '/drawboard', icon: PenToolIcon },
    ],
  },
  {
    label: 'Tools',
    items: [{ label: 'Calculators', to: '/calculators', icon: CalculatorIcon }],
  },
  {
    label: 'Account',
    items: [
      { label: 'Profile', to: '/profile', icon: UserIcon },
      { label: 'Settings', to: '/settings', icon: SettingsIcon },
      { label: 'Trash', to: '/trash', icon: Trash2Icon },
    ],
  },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

import { LogOutIcon, PlusIcon, SettingsIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { AccountAvatar } from '@/features/profile/components/account-avatar';
import { greetingName, useAuth } from '@/lib/auth-context';
import { PrivacyToggle } from '@/lib/format';

export function TopBar() {
  const { user, signOut } = useAuth();
  const name = greetingName(user);
  const fullName =
    typeof user?.user_metadata.full_name === 'string' ? user.user_metadata.full_name.trim() : '';
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3 md:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="mx-1 !h-5" />
      <p className="min-w-0 truncate text-sm font-medium" data-testid="greeting">
        Welcome, {name}
      </p>
      <div className="ml-auto flex items-center gap-2">
        <PrivacyToggle />
        <Button asChild size="sm" className="hidden sm:inline-flex">
          <Link to="/trades/new">
            <PlusIcon aria-hidden />
            New trade
          </Link>
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="rounded-full" aria-label="Account menu">
              <AccountAvatar userId={user?.id ?? ''} name={fullName || name} />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel className="font-normal">
              <span className="block text-sm font-medium">{name}</span>
              {user?.email && (
                <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
              )}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/profile">
                <UserIcon aria-hidden />
                Profile
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/settings">
                <SettingsIcon aria-hidden />
                Settings
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void signOut()}>
              <LogOutIcon aria-hidden />
              Sign out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}

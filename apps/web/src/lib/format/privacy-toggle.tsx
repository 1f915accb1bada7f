import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { PRIVACY_SHORTCUT_LABEL, togglePrivacyMode, usePrivacyShortcut } from './privacy-shortcut';
import { usePrivacyMode } from './use-format';

/** The top bar's switch for privacy mode, which also owns its keyboard shortcut. */
export function PrivacyToggle() {
  const on = usePrivacyMode();
  usePrivacyShortcut();
  const Icon = on ? EyeOffIcon : EyeIcon;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant={on ? 'secondary' : 'ghost'}
          size="icon"
          role="switch"
          aria-checked={on}
          aria-label="Privacy mode"
          aria-keyshortcuts="Alt+P"
          data-testid="privacy-toggle"
          onClick={togglePrivacyMode}
        >
          <Icon aria-hidden />
        </Button>
      </TooltipTrigger>
      <TooltipContent>
        {on ? 'Show money amounts' : 'Hide money amounts'} ({PRIVACY_SHORTCUT_LABEL})
      </TooltipContent>
    </Tooltip>
  );
}

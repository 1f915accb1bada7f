import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import {
  updatePreferences,
  usePreferences,
  type Density,
  type PnlPalette,
  type ReducedMotion,
  type Theme,
} from '@/lib/preferences';
import { SettingsCardTitle } from '../settings-section';
import { ChoiceGroup, type Choice } from './choice-group';

const THEME_CHOICES: readonly Choice<Theme>[] = [
  { value: 'light', label: 'Light', icon: <SunIcon aria-hidden className="size-4" /> },
  { value: 'dark', label: 'Dark', icon: <MoonIcon aria-hidden className="size-4" /> },
  { value: 'system', label: 'System', icon: <MonitorIcon aria-hidden className="size-4" /> },
];

const DENSITY_CHOICES: readonly Choice<Density>[] = [
  { value: 'comfortable', label: 'Comfortable' },
  { value: 'compact', label: 'Compact' },
];

const PALETTE_CHOICES: readonly Choice<PnlPalette>[] = [
  { value: 'green-red', label: 'Green and red' },
  { value: 'blue-orange', label: 'Blue and orange' },
];

const MOTION_CHOICES: readonly Choice<ReducedMotion>[] = [
  { value: 'system', label: 'As the system' },
  { value: 'on', label: 'Reduce' },
  { value: 'off', label: 'Full' },
];

/** Profit and loss as they will read: colour with the sign and the word, never colour alone. */
function PaletteSample() {
  const format = useFormat();
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden data-testid="palette-sample">
      <span className="font-medium text-success tabular-nums">
        Profit {format.number(1250, { signed: true })}
      </span>
      <span className="font-medium text-destructive tabular-nums">
        Loss {format.number(-480, { signed: true })}
      </span>
    </p>
  );
}

/** Theme, density, the profit / loss colours and motion: each applies at once and is saved. */
export function LookCard() {
  const preferences = usePreferences();
  return (
    <Card aria-labelledby="appearance-look-title">
      <CardHeader>
        <SettingsCardTitle id="appearance-look-title">Look</SettingsCardTitle>
        <CardDescription>Applied at once here and on your other devices.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <ChoiceGroup
          name="theme"
          legend="Theme"
          hint="System follows your device's light or dark setting."
          choices={THEME_CHOICES}
          value={preferences.theme}
          onChange={(theme) => void updatePreferences({ theme })}
        />
        <ChoiceGroup
          name="density"
          legend="Density"
          hint="Compact fits more rows and cards on the screen."
          choices={DENSITY_CHOICES}
          value={preferences.density}
          onChange={(density) => void updatePreferences({ density })}
        />
        <div className="flex flex-col gap-2">
          <ChoiceGroup
            name="pnl-palette"
            legend="Profit and loss colours"
            hint="Blue and orange stay apart for red-green colour blindness."
            choices={PALETTE_CHOICES}
            value={preferences.pnlPalette}
            onChange={(pnlPalette) => void updatePreferences({ pnlPalette })}
          />
          <PaletteSample />
        </div>
        <ChoiceGroup
          name="reduced-motion"
          legend="Motion"
          hint="Reduce turns off animations and smooth scrolling."
          choices={MOTION_CHOICES}
          value={preferences.reducedMotion}
          onChange={(reducedMotion) => void updatePreferences({ reducedMotion })}
        />
      </CardContent>
    </Card>
  );
}

import { useState } from 'react';
import { ar } from '../i18n/ar.ts';
import {
  applyTheme,
  nextThemeChoice,
  readThemeChoice,
  systemPrefersDark,
  type ThemeChoice,
} from './theme.ts';

const icon: Record<ThemeChoice, string> = { light: '☀', dark: '☾', system: '◐' };

/**
 * One button that switches between light and dark. Until it is first pressed the page follows
 * the device (public/theme.js, also when the device changes); after that the choice is remembered.
 */
export function ThemeToggle() {
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice());

  const cycle = () => {
    const next = nextThemeChoice(choice, systemPrefersDark());
    applyTheme(next);
    setChoice(next);
  };

  const label = `${ar.theme.label}: ${ar.theme[choice]}`;
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-theme-choice={choice}
      onClick={cycle}
      title={label}
      aria-label={`${label}. ${ar.theme.toggle}`}
      className="inline-flex size-11 items-center justify-center rounded-xl text-soft hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
    >
      <span aria-hidden="true" className="text-xl">
        {icon[choice]}
      </span>
    </button>
  );
}

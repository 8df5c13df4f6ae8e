/** Light, dark or the system's choice; remembered, and applied to <html> as the `dark` class. */
export type ThemeChoice = 'light' | 'dark' | 'system';

export const THEME_STORAGE_KEY = 'kalam.theme';

export function readThemeChoice(storage: Pick<Storage, 'getItem'> = localStorage): ThemeChoice {
  const value = storage.getItem(THEME_STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function isDarkChoice(choice: ThemeChoice, prefersDark: boolean): boolean {
  return choice === 'dark' || (choice === 'system' && prefersDark);
}

export function applyTheme(choice: ThemeChoice): void {
  localStorage.setItem(THEME_STORAGE_KEY, choice);
  document.documentElement.classList.toggle('dark', isDarkChoice(choice, systemPrefersDark()));
}

/**
 * The switch shows the other look: whatever is on screen now (the device's choice until the
 * first click), the next choice is its opposite, remembered from then on.
 */
export function nextThemeChoice(choice: ThemeChoice, prefersDark: boolean): ThemeChoice {
  return isDarkChoice(choice, prefersDark) ? 'light' : 'dark';
}

import { z } from 'zod';
import { platformSettingsSchema, toLatinDigits, type PlatformSettings } from '@kalam/shared';

/** The platform settings as typed in the form: text, in either digit set. */
export type SettingsDraft = Record<keyof PlatformSettings, string>;

/** The settings typed as words, sent as written: the rest are numbers. */
export const TEXT_SETTINGS = new Set<keyof PlatformSettings>(['studioAddress']);

/** What an admin typed, as the numbers the server takes (either digit set; empty is missing). */
export function settingsFromDraft(draft: SettingsDraft): PlatformSettings {
  return Object.fromEntries(
    Object.entries(draft).map(([k, v]) => {
      if (TEXT_SETTINGS.has(k as keyof PlatformSettings)) return [k, String(v ?? '')];
      const text = toLatinDigits(String(v).trim());
      return [k, text === '' ? undefined : Number(text)];
    }),
  ) as PlatformSettings;
}

/** The server's own rule over the typed text: a refused value is named under its field before sending. */
export const draftSchema = z
  .record(z.string(), z.string())
  .transform((draft) => settingsFromDraft(draft as SettingsDraft))
  .pipe(platformSettingsSchema);

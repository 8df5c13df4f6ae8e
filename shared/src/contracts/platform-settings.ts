import { z } from 'zod';
import {
  DEFAULT_TUTOR_NOTICE_MINUTES,
  INTRO_VIDEO_SECONDS,
  MAX_TUTOR_NOTICE_MINUTES,
  QUOTA_RENEWAL,
} from '../constants.ts';
import { FREE_CANCELLATION_MINUTES } from './scheduling.ts';

/** How long the studio's address may be, in characters. */
export const STUDIO_ADDRESS_MAX_LENGTH = 200;

/**
 * The platform's adjustable rules (issue 19, decision 191): read by the server instead of
 * constants, changed by super admins from `/admin/platform-settings`. Every field has a default,
 * so an empty table means the values the product shipped with.
 */
export const platformSettingsSchema = z
  .object({
    /** The weekly quota renews on this weekday (0 Sunday … 6 Saturday) at `quotaRenewalHour`, Cairo time. */
    quotaRenewalWeekday: z.number().int().min(0, 'invalid-type').max(6, 'invalid-type'),
    quotaRenewalHour: z.number().int().min(0, 'invalid-type').max(23, 'invalid-type'),
    /** A new tutor's notice (minimum minutes between booking and start) until they set their own. */
    defaultNoticeMinutes: z
      .number()
      .int()
      .min(0, 'invalid-notice')
      .max(MAX_TUTOR_NOTICE_MINUTES, 'notice-over-max'),
    /** Intro video length bounds (seconds). */
    introVideoMinSeconds: z.number().int().min(1, 'invalid-type').max(3600, 'invalid-type'),
    introVideoMaxSeconds: z.number().int().min(1, 'invalid-type').max(3600, 'invalid-type'),
    /** Withdrawal bounds in whole pounds (EGP). */
    withdrawalMinEgp: z.number().int().positive('withdraw-min-not-positive').max(1_000_000),
    withdrawalMaxEgp: z.number().int().positive('withdraw-max-not-positive').max(1_000_000),
    /** A student who cancels at least this many minutes before the start gets the minutes back (decision 022). */
    freeCancellationMinutes: z
      .number()
      .int()
      .min(0, 'invalid-type')
      .max(7 * 24 * 60),
    /**
     * Where the studio is, as the applicant reads it on her photo-session step (issue 40). Empty:
     * not set yet, and the step says nothing of a place.
     */
    studioAddress: z
      .string()
      .trim()
      .max(STUDIO_ADDRESS_MAX_LENGTH, 'invalid-type')
      .refine((text) => !/[<>]/.test(text), 'invalid-type'),
  })
  .refine((s) => s.introVideoMinSeconds < s.introVideoMaxSeconds, {
    message: 'invalid-type',
    path: ['introVideoMaxSeconds'],
  })
  .refine((s) => s.withdrawalMinEgp <= s.withdrawalMaxEgp, {
    message: 'withdraw-min-above-max',
    path: ['withdrawalMinEgp'],
  });
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  quotaRenewalWeekday: QUOTA_RENEWAL.weekday,
  quotaRenewalHour: QUOTA_RENEWAL.hour,
  defaultNoticeMinutes: DEFAULT_TUTOR_NOTICE_MINUTES,
  introVideoMinSeconds: INTRO_VIDEO_SECONDS.min,
  introVideoMaxSeconds: INTRO_VIDEO_SECONDS.max,
  withdrawalMinEgp: 100,
  withdrawalMaxEgp: 50_000,
  freeCancellationMinutes: FREE_CANCELLATION_MINUTES,
  studioAddress: '',
};

/** What `GET /platform-settings` answers: the values, and who changed them last and when. */
export const platformSettingsDtoSchema = z.object({
  settings: platformSettingsSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type PlatformSettingsDto = z.infer<typeof platformSettingsDtoSchema>;

/**
 * The rules the public pages state (decision 278): what a visitor is promised before signing up —
 * the free-cancellation window and a withdrawal's bounds — read by anyone, so the FAQ and the
 * tutors' page say what the server keeps, not what the product shipped with.
 */
export const publicRulesSchema = z.object({
  freeCancellationMinutes: z.number().int(),
  withdrawalMinEgp: z.number().int(),
  withdrawalMaxEgp: z.number().int(),
});
export type PublicRules = z.infer<typeof publicRulesSchema>;

export const publicRulesOf = (settings: PlatformSettings): PublicRules => ({
  freeCancellationMinutes: settings.freeCancellationMinutes,
  withdrawalMinEgp: settings.withdrawalMinEgp,
  withdrawalMaxEgp: settings.withdrawalMaxEgp,
});

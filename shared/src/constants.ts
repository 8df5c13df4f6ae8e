/** Business constants and limits of the product spec, section 9. */

/** Amounts are integer hundredths of EGP. */
export const MONEY_SCALER = 100;
export const CURRENCY = 'EGP';
export const LOCALE = 'ar-EG';
export const DIRECTION = 'rtl';
export const DEFAULT_TIME_ZONE = 'Africa/Cairo';

export const WITHDRAWAL_MIN_EGP = 100;
export const WITHDRAWAL_MAX_EGP = 50_000;
export const WITHDRAWAL_PROCESSING_WORKING_DAYS = { min: 4, max: 5 } as const;

export const VERIFICATION_CODE_LENGTH = 5;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** Seconds a user waits before another code of the same purpose is sent. */
export const VERIFICATION_CODE_RESEND_SECONDS = 60;

export const INTERVIEW_MINUTES = 30;
export const DEMO_SESSION_MINUTES = 30;
export const REAPPLY_AFTER_MONTHS = 3;
export const EARLIER_INTERVIEW_MIN_AGE_MONTHS = 6;

/** The three plan cards of the plans page. */
export const PLAN_CARD_WEEKLY_MINUTES = [60, 120, 230] as const;
/** Installment counts by plan card: the advance plan (120) pays in two, the professional (230) in three. */
export const INSTALLMENTS_BY_WEEKLY_MINUTES: Readonly<Record<number, number>> = { 120: 2, 230: 3 };
export const PLAN_WEEKLY_MINUTES_MIN = 15;
export const PLAN_WEEKLY_MINUTES_MAX = 1_200;

export const LESSON_DURATIONS_MINUTES = [15, 30] as const;
export const MINUTES_IN_WEEK = 10_080;
export const MINUTES_IN_DAY = 1_440;
export const LESSON_REMINDER_MINUTES_BEFORE = [24 * 60, 60] as const;
export const MAX_BOOKED_LESSONS_AT_A_TIME = 1;
export const DEFAULT_TUTOR_NOTICE_MINUTES = 30;
export const MAX_TUTOR_NOTICE_MINUTES = 7 * 24 * 60;
/** The weekday (0 Sunday) and Cairo hour the weekly quota renews. Decision 006. */
export const QUOTA_RENEWAL = { weekday: 0, hour: 6 } as const;
/** A plan may be bought again only in the last days of what is paid for (decision 140). */
export const RENEWAL_WINDOW_DAYS = 7;

export const IMAGE_MIN_SIDE_PX = 480;
/**
 * An intro video's bounds in seconds (spec §5 "neither too short nor too long", §9 "about one
 * minute"). The default of a platform setting: the server reads them through its
 * `IntroVideoBounds` port (decision 170).
 */
export const INTRO_VIDEO_SECONDS = { min: 30, max: 120 } as const;
export const UPLOAD_MAX_BYTES = {
  image: 5 * 1024 * 1024,
  video: 200 * 1024 * 1024,
  receipt: 5 * 1024 * 1024,
  report: 10 * 1024 * 1024,
} as const;

/**
 * A tutor's two profile texts, in characters once trimmed (spec §5): the rules, the counters
 * under the fields and the messages that say a text is too short all read these.
 */
export const TUTOR_BIO_LENGTH = { min: 10, max: 200 } as const;
export const TUTOR_ABOUT_LENGTH = { min: 30, max: 2_000 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_STORAGE_KEY = 'kalam.config.page-size';
export const CURRENT_USER_STORAGE_KEY = 'kalam.current-user';
export const AUTH_TOKEN_STORAGE_KEY = 'kalam.auth-token';

export const TOAST_DURATION_MS = 4_000;
export const TOAST_PROVIDER_DEFAULT_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export const TOKEN_LIFETIME_DAYS = 14;
export const TOKEN_REFRESH_THRESHOLD_DAYS = 2;
export const QUERY_RETRY = 1;

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

export const REALTIME_RECONNECT = {
  delayMs: 1_000,
  delayMaxMs: 5_000,
  randomizationFactor: 0.5,
  timeoutMs: 20_000,
} as const;

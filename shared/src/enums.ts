/**
 * Every enumeration of the product spec, section 3 and 4, spelled exactly as the spec does.
 * Each is a readonly tuple (for zod and loops) plus the union type derived from it.
 */

export const USER_ROLES = [
  'SuperAdmin',
  'RegularAdmin',
  'Tutor',
  'Student',
  'TutorManager',
  'Studio',
] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Roles a person may pick when registering; the others are granted by an admin. */
export const SELF_REGISTER_ROLES = ['Student', 'Tutor'] as const satisfies readonly UserRole[];
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const ASSET_KINDS = ['image', 'video', 'thumbnail'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export const ENGLISH_LEVELS = [
  'Beginner',
  'PreIntermediate',
  'Intermediate',
  'UpperIntermediate',
  'Advanced',
  'Mastery',
] as const;
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number];

/** Plan period and its length in months (FreeTrial is the spec's 1200). */
export const PLAN_PERIOD_MONTHS = { Month: 1, Quarter: 3, Year: 12, FreeTrial: 1200 } as const;
export const PLAN_PERIODS = [
  'Month',
  'Quarter',
  'Year',
  'FreeTrial',
] as const satisfies readonly (keyof typeof PLAN_PERIOD_MONTHS)[];
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
/** Periods a student can buy (the free trial is granted, never sold). */
export const PAID_PLAN_PERIODS = [
  'Month',
  'Quarter',
  'Year',
] as const satisfies readonly PlanPeriod[];
export type PaidPlanPeriod = (typeof PAID_PLAN_PERIODS)[number];

export const CONFIRMATION_CODE_PURPOSES = ['forget-password', 'verify-email'] as const;
export type ConfirmationCodePurpose = (typeof CONFIRMATION_CODE_PURPOSES)[number];
/** Numeric purposes, as the spec's second enumeration names them. */
export const CodePurpose = { VerifyWhatsApp: 1, VerifyEmail: 2, ResetPassword: 3 } as const;
export type CodePurposeId = (typeof CodePurpose)[keyof typeof CodePurpose];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const ROOM_KINDS = ['General', 'Lesson', 'Interview', 'DemoSession'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** 0 Sunday … 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const LESSON_DURATIONS = [15, 30] as const;
export type LessonDuration = (typeof LESSON_DURATIONS)[number];

export const WITHDRAW_METHODS = ['Wallet', 'Bank', 'Instapay'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];

export const BANK_CODES = ['CIB', 'ALEX', 'NBE', 'MISR', 'QNB', 'MASHREQ', 'AAIB'] as const;
export type BankCode = (typeof BANK_CODES)[number];

export const PAYMENT_METHODS = ['Card', 'EWallet', 'BankInstallment', 'Fawry'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ASSET_UPLOAD_CODES = ['wa', 'sfb', 'syt', 'sig', 'stt', 'sx', 'mpv', 'mtd'] as const;
export type AssetUploadCode = (typeof ASSET_UPLOAD_CODES)[number];

export const NOTIFICATION_METHODS = ['whatsapp', 'telegram', 'none'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

export const LESSON_STATUSES = ['pending', 'happening', 'fulfilled', 'cancelled'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

export const LESSON_CANCELED_BY = ['tutor', 'student', 'self'] as const;
export type LessonCanceledBy = (typeof LESSON_CANCELED_BY)[number];

export const LESSON_TIME_FILTERS = ['future', 'past', 'now'] as const;
export type LessonTimeFilter = (typeof LESSON_TIME_FILTERS)[number];

export const INTERVIEW_STATUSES = [
  'Pending',
  'Passed',
  'Rejected',
  'CanceledByInterviewer',
  'CanceledByInterviewee',
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTRO_VIDEO_STATUSES = ['Pending', 'Rejected', 'Approved'] as const;
export type IntroVideoStatus = (typeof INTRO_VIDEO_STATUSES)[number];

/** A tutor's photo session with the studio (decision 172): the last onboarding step. */
export const PHOTO_SESSION_STATUSES = [
  'Scheduled',
  'Done',
  'CanceledByStudio',
  'CanceledByTutor',
] as const;
export type PhotoSessionStatus = (typeof PHOTO_SESSION_STATUSES)[number];

export const DEMO_SESSION_STATUSES = [
  'Pending',
  'Passed',
  'Rejected',
  'CanceledByTutorManager',
  'CanceledByTutor',
  'CanceledByAdmin',
] as const;
export type DemoSessionStatus = (typeof DEMO_SESSION_STATUSES)[number];

export const INVOICE_STATUSES = [
  'PendingApproval',
  'PendingCancellation',
  'Canceled',
  'Approved',
  'Rejected',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const TRANSACTION_STATUSES = [
  'New',
  'Paid',
  'Canceled',
  'Refunded',
  'Expired',
  'PartialRefunded',
  'Failed',
  'Processed',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** A subscription's state: running (or queued), ended early, or run out. */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const TOAST_TYPES = ['success', 'info', 'error', 'warning'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const REPORT_ATTACHMENT_KINDS = ['screenshot', 'log'] as const;
export type ReportAttachmentKind = (typeof REPORT_ATTACHMENT_KINDS)[number];

export const SERVER_TARGETS = ['local', 'staging', 'production'] as const;
export type ServerTarget = (typeof SERVER_TARGETS)[number];

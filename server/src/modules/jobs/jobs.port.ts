/** What the lessons area may use of jobs: scheduling a lesson's reminders and clock moves. */
export type { LessonJobs } from './lesson-jobs.ts';
/** What the onboarding area may use: reminders of its calls (decision 177). */
export { CallJobs, type CallInfo, type CallKind } from './call-jobs.ts';
/** What the payments area's composition uses: a receipt for each paid order (decision 276). */
export { ReceiptJobs, type ReceiptInfo } from './receipt-jobs.ts';
/** What the composition uses: a notice of each step to the person it concerns (decision 285). */
export { NoticeJobs } from './notice-jobs.ts';
export {
  callBooked,
  callDecided,
  introVideoReviewed,
  lessonBooked,
  lessonMoved,
  photoSessionDone,
  planInvited,
  tutorActivated,
  withdrawalNotice,
  type WithdrawalOutcome,
} from './notice-message.ts';

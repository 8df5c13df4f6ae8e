/** What the lessons area may use of jobs: scheduling a lesson's reminders and clock moves. */
export type { LessonJobs } from './lesson-jobs.ts';

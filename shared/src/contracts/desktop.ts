import { z } from 'zod';

/**
 * What crosses the desktop bridge (decision 131). Arguments cross a trust boundary: main
 * parses them with these schemas before acting. The bridge itself is in desktop-bridge.ts.
 */

export const UPLOAD_STATES = [
  'waiting',
  'uploading',
  'retrying',
  'needs-sign-in',
  'done',
  'failed',
  'canceled',
] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

export const uploadItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  /** Bytes per second over the last few seconds; 0 when nothing moves. */
  bytesPerSecond: z.number().nonnegative(),
  state: z.enum(UPLOAD_STATES),
});
export type UploadItem = z.infer<typeof uploadItemSchema>;

export const screenSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['screen', 'window']),
  /** A PNG data: address, small enough for a picker tile. */
  thumbnail: z.string(),
});
export type ScreenSource = z.infer<typeof screenSourceSchema>;

export const desktopNoticeSchema = z
  .object({
    title: z.string().min(1).max(120),
    body: z.string().max(400),
    /** A path inside the app opened when the notice is clicked (`/chat`, `/session?id=…`). */
    path: z
      .string()
      .regex(/^\/(?!\/)/, 'a path inside the app')
      .max(300)
      .optional(),
  })
  .strict();
export type DesktopNotice = z.infer<typeof desktopNoticeSchema>;

export const scheduleLessonSchema = z
  .object({
    id: z.string().min(1).max(100),
    /** Whom the lesson is with, as the tray shows it. */
    title: z.string().min(1).max(120),
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    roomPath: z
      .string()
      .regex(/^\/(?!\/)/, 'a path inside the app')
      .max(300),
  })
  .strict();
export type ScheduleLesson = z.infer<typeof scheduleLessonSchema>;
export const scheduleSchema = z.array(scheduleLessonSchema).max(200);

export const uploadTokenSchema = z.string().min(1).max(4096).nullable();
export const uploadIdSchema = z.string().min(1).max(100);
export const screenChoiceSchema = z.string().min(1).max(200).nullable();
export const externalUrlSchema = z.string().max(2048);

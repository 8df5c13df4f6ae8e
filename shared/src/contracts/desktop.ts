import { z } from 'zod';

/**
 * The desktop bridge (STYLE 15, decision 131): `window.desktop` in the Electron app, a browser
 * implementation of the same type in the PWA. Each method is one `ipcRenderer.invoke` channel;
 * the channel table is typed against the interface, so a method without a channel (or a channel
 * without a method) does not compile. Arguments cross a trust boundary: main parses them with
 * the schemas below before acting.
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

export interface DesktopAppInfo {
  /** `browser` for the PWA's own implementation. */
  shell: 'desktop' | 'browser';
  version: string;
  platform: string;
}

export interface DesktopBridge {
  appInfo(): Promise<DesktopAppInfo>;
  /** Opens an allow-listed address in the system browser; false when refused. */
  openExternal(url: string): Promise<boolean>;
  /** The signed-in user's bearer token for uploads (kept in memory only), or null on sign-out. */
  setUploadToken(token: string | null): Promise<void>;
  /** The system file dialog for videos; chosen files join the queue. */
  pickVideos(): Promise<UploadItem[]>;
  uploadQueue(): Promise<UploadItem[]>;
  cancelUpload(id: string): Promise<UploadItem[]>;
  /** Screens and windows to share, or null where the browser shows its own picker. */
  listScreens(): Promise<ScreenSource[] | null>;
  /** The source the next `getDisplayMedia()` gets (null: the user cancelled). */
  chooseScreen(id: string | null): Promise<void>;
  notify(notice: DesktopNotice): Promise<void>;
  /** The tutor's coming lessons, for reminders and the tray; kept for an offline start. */
  setSchedule(lessons: ScheduleLesson[]): Promise<void>;
  startAtLogin(): Promise<boolean>;
  setStartAtLogin(enabled: boolean): Promise<boolean>;
}

/** One `ipcRenderer.invoke` channel per method. */
export const DESKTOP_CHANNELS = {
  appInfo: 'desktop:app-info',
  openExternal: 'desktop:open-external',
  setUploadToken: 'desktop:set-upload-token',
  pickVideos: 'desktop:pick-videos',
  uploadQueue: 'desktop:upload-queue',
  cancelUpload: 'desktop:cancel-upload',
  listScreens: 'desktop:list-screens',
  chooseScreen: 'desktop:choose-screen',
  notify: 'desktop:notify',
  setSchedule: 'desktop:set-schedule',
  startAtLogin: 'desktop:start-at-login',
  setStartAtLogin: 'desktop:set-start-at-login',
} as const satisfies { [K in keyof DesktopBridge]: `desktop:${string}` };

export type DesktopMethod = keyof typeof DESKTOP_CHANNELS;
export const DESKTOP_METHODS = Object.keys(DESKTOP_CHANNELS) as DesktopMethod[];

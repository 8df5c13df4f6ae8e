import type { DesktopNotice, ScheduleLesson, ScreenSource, UploadItem } from './desktop.ts';

/**
 * The desktop bridge (STYLE 15, decision 131): `window.desktop` in the Electron app, a browser
 * implementation of the same type in the PWA. Each method is one `ipcRenderer.invoke` channel;
 * the channel table is typed against the interface, so a method without a channel (or a channel
 * without a method) does not compile. No zod here: the sandboxed preload bundles this file.
 */

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

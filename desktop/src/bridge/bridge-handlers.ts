import {
  desktopNoticeSchema,
  externalUrlSchema,
  scheduleSchema,
  screenChoiceSchema,
  uploadIdSchema,
  uploadTokenSchema,
  type DesktopAppInfo,
  type DesktopNotice,
  type ScheduleLesson,
  type ScreenSource,
  type UploadItem,
} from '@kalam/shared';
import { z } from 'zod';
import type { BridgeHandlers } from './main-handlers.ts';

/** The main-process parts the bridge reaches, each a narrow port (tests pass fakes). */
export interface BridgeServices {
  info: DesktopAppInfo;
  /** Opens the address in the system browser when allow-listed; false otherwise. */
  openExternal(url: string): boolean;
  uploads: {
    setToken(token: string | null): void;
    add(paths: readonly string[]): Promise<UploadItem[]>;
    items(): UploadItem[];
    cancel(id: string): Promise<UploadItem[]>;
  };
  /** The system open dialog, filtered to videos; [] when the user closes it. */
  chooseVideoFiles(): Promise<string[]>;
  screens: { list(): Promise<ScreenSource[]>; choose(id: string | null): void };
  notify(notice: DesktopNotice): void;
  setSchedule(lessons: ScheduleLesson[]): Promise<void>;
  loginItem: { get(): boolean; set(enabled: boolean): boolean };
}

/**
 * Each bridge method in main: its arguments parsed with the shared schema (a page is not
 * trusted to send what its type says), then handed to its service.
 */
export function bridgeHandlers(s: BridgeServices): BridgeHandlers {
  return {
    appInfo: async () => s.info,
    openExternal: async (url) => s.openExternal(externalUrlSchema.parse(url)),
    setUploadToken: async (token) => s.uploads.setToken(uploadTokenSchema.parse(token)),
    pickVideos: async () => {
      const paths = await s.chooseVideoFiles();
      return paths.length ? s.uploads.add(paths) : s.uploads.items();
    },
    uploadQueue: async () => s.uploads.items(),
    cancelUpload: async (id) => s.uploads.cancel(uploadIdSchema.parse(id)),
    listScreens: async () => s.screens.list(),
    chooseScreen: async (id) => s.screens.choose(screenChoiceSchema.parse(id)),
    notify: async (notice) => s.notify(desktopNoticeSchema.parse(notice)),
    setSchedule: async (lessons) => s.setSchedule(scheduleSchema.parse(lessons)),
    startAtLogin: async () => s.loginItem.get(),
    setStartAtLogin: async (enabled) => s.loginItem.set(z.boolean().parse(enabled)),
  };
}

import { DESKTOP_CHANNELS, type DesktopBridge } from '@kalam/shared';

export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

/**
 * `window.desktop`: each method one invoke on its channel, nothing else (no `ipcRenderer`, no
 * event emitter, no Node object reaches the page). Written out method by method so the
 * compiler checks each signature against the shared type.
 */
export function createPreloadBridge(invoke: Invoke): DesktopBridge {
  const c = DESKTOP_CHANNELS;
  const call = <T>(channel: string, ...args: unknown[]) => invoke(channel, ...args) as Promise<T>;
  return {
    appInfo: () => call(c.appInfo),
    openExternal: (url) => call(c.openExternal, url),
    setUploadToken: (token) => call(c.setUploadToken, token),
    pickVideos: () => call(c.pickVideos),
    uploadQueue: () => call(c.uploadQueue),
    cancelUpload: (id) => call(c.cancelUpload, id),
    listScreens: () => call(c.listScreens),
    chooseScreen: (id) => call(c.chooseScreen, id),
    notify: (notice) => call(c.notify, notice),
    setSchedule: (lessons) => call(c.setSchedule, lessons),
    startAtLogin: () => call(c.startAtLogin),
    setStartAtLogin: (enabled) => call(c.setStartAtLogin, enabled),
  } satisfies DesktopBridge;
}

import type { DesktopBridge } from '@kalam/shared';

/**
 * `window.desktop` outside the app: every feature degrades to what the browser offers. No
 * native queue (uploads: nothing to list), the browser's own screen picker (null), the web
 * Notification API when the person allowed it, a normal new tab for outside addresses.
 */
export const browserDesktop: DesktopBridge = {
  appInfo: async () => ({ shell: 'browser', version: '', platform: navigator.platform }),
  openExternal: async (url) => {
    if (!/^(https:|mailto:)/.test(url)) return false;
    window.open(url, '_blank', 'noopener,noreferrer');
    return true;
  },
  setUploadToken: async () => undefined,
  pickVideos: async () => [],
  uploadQueue: async () => [],
  cancelUpload: async () => [],
  listScreens: async () => null,
  chooseScreen: async () => undefined,
  notify: async (notice) => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    new Notification(notice.title, { body: notice.body });
  },
  setSchedule: async () => undefined,
  startAtLogin: async () => false,
  setStartAtLogin: async () => false,
};

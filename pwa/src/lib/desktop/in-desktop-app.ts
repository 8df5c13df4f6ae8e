import type { DesktopBridge } from '@kalam/shared';

declare global {
  interface Window {
    /** Set by the desktop app's preload; absent in a browser. */
    desktop?: DesktopBridge;
  }
}

/** True inside the Kalam desktop app. Apart from the bridge so the app's frame can ask cheaply. */
export function isDesktopApp(): boolean {
  return typeof window !== 'undefined' && window.desktop !== undefined;
}

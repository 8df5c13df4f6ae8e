import type { DesktopBridge } from '@kalam/shared';
import { browserDesktop } from './browser-bridge.ts';

declare global {
  interface Window {
    /** Set by the desktop app's preload; absent in a browser. */
    desktop?: DesktopBridge;
  }
}

/** True inside the Kalam desktop app. */
export function isDesktopApp(): boolean {
  return typeof window !== 'undefined' && window.desktop !== undefined;
}

/** The bridge: the app's, or the browser's implementation of the same type. */
export function desktop(): DesktopBridge {
  return (typeof window !== 'undefined' && window.desktop) || browserDesktop;
}

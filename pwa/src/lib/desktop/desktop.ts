import type { DesktopBridge } from '@kalam/shared';
import { browserDesktop } from './browser-bridge.ts';

export { isDesktopApp } from './in-desktop-app.ts';

/** The bridge: the app's, or the browser's implementation of the same type. */
export function desktop(): DesktopBridge {
  return (typeof window !== 'undefined' && window.desktop) || browserDesktop;
}

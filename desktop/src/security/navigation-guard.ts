import type { WebContents } from 'electron';
import { isAppUrl, isExternalAllowed } from './trusted-urls.ts';

export interface NavigationPolicy {
  appOrigin: string;
  externalOrigins: readonly string[];
  /** The system browser (`shell.openExternal`). */
  openExternal(url: string): void;
}

interface NavigationEvent {
  url: string;
  preventDefault(): void;
}

/** The part of `WebContents` the guard uses. */
export interface GuardedContents {
  on(event: 'will-navigate', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler: WebContents['setWindowOpenHandler'];
}

/**
 * The window stays on our origin: a navigation elsewhere is stopped (and an allow-listed address
 * goes to the system browser instead); new windows are never created by the app — a link with
 * target=_blank to an allowed address opens in the system browser, anything else is dropped.
 */
export function guardNavigation(contents: GuardedContents, policy: NavigationPolicy): void {
  const elsewhere = (url: string) => {
    if (isExternalAllowed(url, policy.externalOrigins)) policy.openExternal(url);
  };
  const stopForeign = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url, policy.appOrigin)) return;
    event.preventDefault();
    elsewhere(url);
  };
  contents.on('will-navigate', (event) => stopForeign(event, event.url));
  contents.on('will-redirect', (event) => stopForeign(event, event.url));
  // Webviews would be a second renderer with its own preferences: never allowed.
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    elsewhere(url);
    return { action: 'deny' };
  });
}

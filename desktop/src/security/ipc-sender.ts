import { isAppUrl } from './trusted-urls.ts';

/** The part of an IPC event the check reads. */
export interface IpcSender {
  senderFrame: { url: string; parent: unknown } | null;
}

/**
 * Only our own top-level page may call the bridge: a frame of another origin (an iframe, an
 * address the window was navigated to despite the guard) gets nothing. The frame can be gone
 * (null) when the page navigated away while the call was in flight.
 */
export function isTrustedSender(event: IpcSender, appOrigin: string): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent) return false;
  return isAppUrl(frame.url, appOrigin);
}

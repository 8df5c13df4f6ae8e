import type { Session } from 'electron';
import { isAppUrl } from './trusted-urls.ts';

/** What our pages may ask for: camera and microphone (lessons), screen capture, notifications. */
const GRANTED = new Set(['media', 'display-capture', 'notifications', 'fullscreen']);

interface MediaDetails {
  mediaTypes?: ('video' | 'audio')[];
}

/** Decides one request: only our origin, only the permissions above, media only audio/video. */
export function allowPermission(
  permission: string,
  requestingUrl: string,
  appOrigin: string,
  details: MediaDetails = {},
): boolean {
  if (!isAppUrl(requestingUrl, appOrigin)) return false;
  if (!GRANTED.has(permission)) return false;
  if (permission === 'media')
    return (details.mediaTypes ?? []).every((t) => t === 'audio' || t === 'video');
  return true;
}

type PermissionSession = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
>;

/**
 * Electron grants every permission by default; here every request and every check goes through
 * `allowPermission`. The requesting address is the frame's own (an iframe of another origin on
 * our page is refused even though the top page is ours).
 */
export function installPermissionHandlers(session: PermissionSession, appOrigin: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const url = details.requestingUrl ?? '';
    callback(allowPermission(permission, url, appOrigin, details as MediaDetails));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => {
    const url = details.requestingUrl ?? requestingOrigin;
    return allowPermission(permission, url, appOrigin);
  });
  // WebUSB, WebHID, serial: no lesson needs them.
  session.setDevicePermissionHandler(() => false);
}

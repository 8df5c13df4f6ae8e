/**
 * The environment checks of spec §2 "Warnings" and §5 "Device clock": pure functions over what
 * the browser exposes, so they are tested without a browser.
 */

export interface BrowserFeatures {
  /** Features the app's own code relies on (ES2022 build target, CSS logical properties, storage). */
  fetch: boolean;
  promise: boolean;
  intersectionObserver: boolean;
  cssGrid: boolean;
  structuredClone: boolean;
  arrayAt: boolean;
  intl: boolean;
  indexedDb: boolean;
  cssLogicalProperties: boolean;
}

export interface MediaFeatures {
  peerConnection: boolean;
  getUserMedia: boolean;
}

/** Reads the features from a window-like object (a real one in the app, a stub in tests). */
export function readBrowserFeatures(
  w: Record<string, unknown> & { CSS?: { supports?(property: string, value?: string): boolean } },
): BrowserFeatures {
  return {
    fetch: typeof w.fetch === 'function',
    promise: typeof w.Promise === 'function',
    intersectionObserver: typeof w.IntersectionObserver === 'function',
    cssGrid: w.CSS?.supports?.('display', 'grid') ?? false,
    structuredClone: typeof w.structuredClone === 'function',
    arrayAt: typeof (Array.prototype as { at?: unknown }).at === 'function',
    intl:
      typeof (w.Intl as { DateTimeFormat?: unknown } | undefined)?.DateTimeFormat === 'function',
    indexedDb: w.indexedDB !== undefined && w.indexedDB !== null,
    cssLogicalProperties: w.CSS?.supports?.('margin-inline-start: 1px') ?? false,
  };
}

export function readMediaFeatures(
  w: Record<string, unknown> & { navigator?: { mediaDevices?: { getUserMedia?: unknown } } },
): MediaFeatures {
  return {
    peerConnection: typeof w.RTCPeerConnection === 'function',
    getUserMedia: typeof w.navigator?.mediaDevices?.getUserMedia === 'function',
  };
}

export function isBrowserSupported(features: BrowserFeatures): boolean {
  return Object.values(features).every(Boolean);
}

/** Lessons, interviews and demo sessions need both a peer connection and the camera API. */
export function hasWebRtc(features: MediaFeatures): boolean {
  return features.peerConnection && features.getUserMedia;
}

export { MAX_CLOCK_SKEW_MS, clockSkewMs, isDeviceClockWrong } from '../../lib/server-time.ts';

/** The screens that cannot work without WebRTC (spec §2: lesson, interview and demo rooms). */
const VIDEO_PATHS = [
  /^\/lesson\/[^/]+/,
  /^\/interview\/[^/]+/,
  /^\/demo-session\/[^/]+/,
  /^\/session\/?$/,
];

export function needsVideo(pathname: string): boolean {
  return VIDEO_PATHS.some((pattern) => pattern.test(pathname));
}

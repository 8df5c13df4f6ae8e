import { describe, expect, it } from 'vitest';
import {
  MAX_CLOCK_SKEW_MS,
  clockSkewMs,
  hasWebRtc,
  isBrowserSupported,
  isDeviceClockWrong,
  needsVideo,
  readBrowserFeatures,
  readMediaFeatures,
} from './environment-checks.ts';

const modernWindow = {
  fetch: () => undefined,
  Promise,
  IntersectionObserver: function IntersectionObserver() {},
  structuredClone: () => undefined,
  Intl,
  indexedDB: {},
  CSS: {
    supports: (rule: string, value?: string) =>
      rule.includes('inline') || (rule === 'display' && value === 'grid'),
  },
  RTCPeerConnection: function RTCPeerConnection() {},
  navigator: { mediaDevices: { getUserMedia: () => undefined } },
};

describe('browser support (spec §2 warnings)', () => {
  it('accepts a browser with every feature the app needs', () => {
    expect(isBrowserSupported(readBrowserFeatures(modernWindow))).toBe(true);
  });

  it.each(['fetch', 'Promise', 'IntersectionObserver', 'structuredClone', 'indexedDB'] as const)(
    'calls a browser without %s unsupported',
    (missing) => {
      const w: Record<string, unknown> = { ...modernWindow };
      delete w[missing];
      expect(isBrowserSupported(readBrowserFeatures(w))).toBe(false);
    },
  );

  it('calls a browser without CSS logical properties unsupported (the RTL layout needs them)', () => {
    const w = { ...modernWindow, CSS: { supports: () => false } };
    expect(isBrowserSupported(readBrowserFeatures(w))).toBe(false);
  });
});

describe('WebRTC support (spec §2 warnings)', () => {
  it('needs both RTCPeerConnection and getUserMedia', () => {
    expect(hasWebRtc(readMediaFeatures(modernWindow))).toBe(true);
    expect(hasWebRtc(readMediaFeatures({ ...modernWindow, RTCPeerConnection: undefined }))).toBe(
      false,
    );
    expect(hasWebRtc(readMediaFeatures({ ...modernWindow, navigator: {} }))).toBe(false);
  });
});

describe('device clock (spec §5)', () => {
  const server = Date.UTC(2026, 0, 10, 8, 0, 0);

  it('measures the skew against the midpoint of the request', () => {
    expect(clockSkewMs(server, server - 100, server + 100)).toBe(0);
    expect(clockSkewMs(server, server + 60_000, server + 60_200)).toBe(60_100);
    expect(clockSkewMs(server, server - 300_000, server - 299_800)).toBe(-299_900);
  });

  it('is wrong only beyond two minutes either way', () => {
    expect(isDeviceClockWrong(MAX_CLOCK_SKEW_MS)).toBe(false);
    expect(isDeviceClockWrong(-MAX_CLOCK_SKEW_MS)).toBe(false);
    expect(isDeviceClockWrong(MAX_CLOCK_SKEW_MS + 1)).toBe(true);
    expect(isDeviceClockWrong(-MAX_CLOCK_SKEW_MS - 1)).toBe(true);
  });
});

describe('screens that need video', () => {
  it.each([
    ['/lesson/abc', true],
    ['/interview/1', true],
    ['/demo-session/x', true],
    ['/session', true],
    ['/lessons-schedule', false],
    ['/s/dashboard', false],
    ['/login', false],
  ])('%s → %s', (path, expected) => {
    expect(needsVideo(path)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { DesktopConfigError, loadDesktopConfig } from '../src/config/desktop-config.ts';
import { SpeedMeter } from '../src/uploads/speed-meter.ts';

describe('desktop settings', () => {
  it('reads the server address and defaults to loading the PWA from it', () => {
    const config = loadDesktopConfig({ KALAM_DESKTOP_SERVER_URL: 'https://app.kalam.example/x' });
    expect(config).toMatchObject({
      serverOrigin: 'https://app.kalam.example',
      renderer: 'server',
      appOrigin: 'https://app.kalam.example',
      uploadChunkBytes: 8 * 1024 * 1024,
      autoUpdate: true,
    });
  });

  it('gives the bundled build its own origin in scheme mode', () => {
    const config = loadDesktopConfig(
      {
        KALAM_DESKTOP_RENDERER: 'scheme',
        KALAM_DESKTOP_EXTERNAL_ORIGINS: 'https://accept.paymob.com',
      },
      { serverUrl: 'http://127.0.0.1:3000' },
    );
    expect(config).toMatchObject({
      appOrigin: 'kalam://app',
      externalOrigins: ['https://accept.paymob.com'],
    });
  });

  it('names the bad setting', () => {
    const fails = (env: Record<string, string>) => {
      try {
        loadDesktopConfig(env);
      } catch (error) {
        return error instanceof DesktopConfigError ? error.message : 'other error';
      }
      return 'accepted';
    };
    expect(fails({})).toBe('Setting KALAM_DESKTOP_SERVER_URL: is missing');
    expect(fails({ KALAM_DESKTOP_SERVER_URL: 'file:///x' })).toMatch(
      /^Setting KALAM_DESKTOP_SERVER_URL:/,
    );
    expect(
      fails({ KALAM_DESKTOP_SERVER_URL: 'https://a.test', KALAM_DESKTOP_RENDERER: 'web' }),
    ).toMatch(/^Setting KALAM_DESKTOP_RENDERER:/);
    expect(
      fails({
        KALAM_DESKTOP_SERVER_URL: 'https://a.test',
        KALAM_DESKTOP_EXTERNAL_ORIGINS: 'http://x.test',
      }),
    ).toMatch(/^Setting KALAM_DESKTOP_EXTERNAL_ORIGINS:/);
  });
});

describe('upload speed', () => {
  it('measures over the last seconds and drops to 0 when nothing moves', () => {
    let now = 0;
    const meter = new SpeedMeter(() => now, 5_000);
    for (let s = 0; s <= 10; s += 1) {
      now = s * 1_000;
      meter.record(s < 5 ? s * 100_000 : 500_000 + (s - 5) * 1_000_000);
    }
    expect(meter.bytesPerSecond()).toBe(1_000_000);
    now = 16_000;
    expect(meter.bytesPerSecond()).toBe(0);
  });
});

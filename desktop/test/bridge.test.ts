import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_CHANNELS, DESKTOP_METHODS, type DesktopBridge } from '@kalam/shared';
import { bridgeHandlers, type BridgeServices } from '../src/bridge/bridge-handlers.ts';
import { registerBridge, UntrustedSenderError } from '../src/bridge/main-handlers.ts';
import { createPreloadBridge } from '../src/bridge/preload-bridge.ts';
import { FakeIpcMain, invokeEvent } from './support/fake-electron.ts';

const APP = 'kalam://app';
const item = {
  id: 'u1',
  name: 'a.mp4',
  size: 10,
  sent: 0,
  bytesPerSecond: 0,
  state: 'waiting' as const,
};

function services(): BridgeServices {
  return {
    info: { shell: 'desktop', version: '0.1.0', platform: 'linux' },
    openExternal: vi.fn(() => true),
    uploads: {
      setToken: vi.fn(),
      add: vi.fn(async () => [item]),
      items: vi.fn(() => []),
      cancel: vi.fn(async () => []),
    },
    chooseVideoFiles: vi.fn(async () => ['/videos/a.mp4']),
    screens: { list: vi.fn(async () => []), choose: vi.fn() },
    notify: vi.fn(),
    setSchedule: vi.fn(async () => undefined),
    loginItem: { get: vi.fn(() => false), set: vi.fn((v: boolean) => v) },
  };
}

/** The page's `window.desktop`, wired through a fake ipcMain to main's real handlers. */
function wired(from = `${APP}/t/dashboard`) {
  const ipc = new FakeIpcMain();
  const s = services();
  registerBridge(ipc, bridgeHandlers(s), APP);
  const bridge = createPreloadBridge((channel, ...args) =>
    ipc.invoke(invokeEvent(from), channel, ...args),
  );
  return { ipc, s, bridge };
}

describe('the bridge contract: one type, one channel per method, on both sides', () => {
  it('main registers exactly the shared channels, and the preload exposes exactly the methods', () => {
    const { ipc, bridge } = wired();
    expect([...ipc.handlers.keys()].sort()).toEqual(Object.values(DESKTOP_CHANNELS).sort());
    expect(Object.keys(bridge).sort()).toEqual([...DESKTOP_METHODS].sort());
    expect(new Set(Object.values(DESKTOP_CHANNELS)).size).toBe(DESKTOP_METHODS.length);
  });

  it('each preload method invokes its own channel with its arguments', async () => {
    const calls: unknown[][] = [];
    const bridge = createPreloadBridge(async (...call) => {
      calls.push(call);
    });
    const args: { [K in keyof DesktopBridge]: Parameters<DesktopBridge[K]> } = {
      appInfo: [],
      openExternal: ['https://x.test'],
      setUploadToken: ['t'],
      pickVideos: [],
      uploadQueue: [],
      cancelUpload: ['u1'],
      listScreens: [],
      chooseScreen: ['screen:1'],
      notify: [{ title: 't', body: 'b' }],
      setSchedule: [[]],
      startAtLogin: [],
      setStartAtLogin: [true],
    };
    for (const method of DESKTOP_METHODS) {
      calls.length = 0;
      await (bridge[method] as (...a: unknown[]) => Promise<unknown>)(...args[method]);
      expect(calls, method).toEqual([[DESKTOP_CHANNELS[method], ...args[method]]]);
    }
  });

  it('a picked video goes from the dialog into the upload queue', async () => {
    const { bridge, s } = wired();
    expect(await bridge.pickVideos()).toEqual([item]);
    expect(s.uploads.add).toHaveBeenCalledWith(['/videos/a.mp4']);
  });

  it('refuses a caller that is not our page, before any service runs', async () => {
    const { bridge, s } = wired('https://evil.test/');
    await expect(bridge.pickVideos()).rejects.toBeInstanceOf(UntrustedSenderError);
    expect(s.chooseVideoFiles).not.toHaveBeenCalled();
  });

  it('parses what the page sends: a bad notice or schedule never reaches a service', async () => {
    const { bridge, s } = wired();
    await expect(bridge.notify({ title: '', body: 'x' })).rejects.toThrow();
    await expect(
      bridge.notify({ title: 't', body: 'b', path: 'https://evil.test/' }),
    ).rejects.toThrow();
    await expect(
      bridge.setSchedule([{ id: '1', title: 'x', start: 'soon', end: 'later', roomPath: '/s' }]),
    ).rejects.toThrow();
    await expect(bridge.setStartAtLogin('yes' as unknown as boolean)).rejects.toThrow();
    expect(s.notify).not.toHaveBeenCalled();
    expect(s.setSchedule).not.toHaveBeenCalled();
    expect(s.loginItem.set).not.toHaveBeenCalled();
  });
});

import type { GuardedContents } from '../../src/security/navigation-guard.ts';
import type {
  DesktopCapturerSource,
  IpcMainInvokeEvent,
  NativeImage,
  Session,
  WebContents,
} from 'electron';

/**
 * Typed stand-ins for the Electron objects the main-process modules touch. Each fake records
 * the handler a module installs and lets a test call it the way Electron would; their types
 * are the modules' own `Pick<…>` of Electron's, so a changed Electron signature breaks here.
 */

type Listener = (event: { url: string; preventDefault(): void }) => void;
type OpenHandler = Parameters<WebContents['setWindowOpenHandler']>[0];

export class FakeWebContents implements GuardedContents {
  private listeners = new Map<string, Listener[]>();
  private openHandler: OpenHandler | null = null;

  on(event: string, listener: (event: never) => void): this {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as Listener);
    this.listeners.set(event, list);
    return this;
  }

  setWindowOpenHandler(handler: OpenHandler): void {
    this.openHandler = handler;
  }

  /** Emits a navigation-like event; true when a listener stopped it. */
  emit(event: 'will-navigate' | 'will-redirect' | 'will-attach-webview', url: string): boolean {
    let prevented = false;
    for (const l of this.listeners.get(event) ?? [])
      l({ url, preventDefault: () => (prevented = true) });
    return prevented;
  }

  openWindow(url: string): string {
    if (!this.openHandler) throw new Error('no window-open handler installed');
    const details = { url } as Parameters<OpenHandler>[0];
    return this.openHandler(details).action;
  }
}

type RequestHandler = Parameters<Session['setPermissionRequestHandler']>[0] & {};
type CheckHandler = Parameters<Session['setPermissionCheckHandler']>[0] & {};
type DeviceHandler = Parameters<Session['setDevicePermissionHandler']>[0] & {};
type DisplayHandler = Parameters<Session['setDisplayMediaRequestHandler']>[0] & {};

export class FakeSession implements Pick<
  Session,
  | 'setPermissionRequestHandler'
  | 'setPermissionCheckHandler'
  | 'setDevicePermissionHandler'
  | 'setDisplayMediaRequestHandler'
> {
  request: RequestHandler | null = null;
  check: CheckHandler | null = null;
  device: DeviceHandler | null = null;
  display: DisplayHandler | null = null;

  setPermissionRequestHandler(handler: RequestHandler | null): void {
    this.request = handler;
  }
  setPermissionCheckHandler(handler: CheckHandler | null): void {
    this.check = handler;
  }
  setDevicePermissionHandler(handler: DeviceHandler | null): void {
    this.device = handler;
  }
  setDisplayMediaRequestHandler(handler: DisplayHandler | null): void {
    this.display = handler;
  }

  /** A permission request as Electron makes it; resolves with the handler's answer. */
  ask(permission: string, requestingUrl: string, mediaTypes?: ('video' | 'audio')[]) {
    return new Promise<boolean>((resolve) => {
      this.request!(
        null as unknown as WebContents,
        permission as Parameters<RequestHandler>[1],
        resolve,
        { requestingUrl, isMainFrame: true, mediaTypes } as Parameters<RequestHandler>[3],
      );
    });
  }

  /** A getDisplayMedia() call from a frame at `url`; resolves with what the handler gave. */
  displayMedia(url: string, videoRequested = true) {
    return new Promise<Parameters<Parameters<DisplayHandler>[1]>[0]>((resolve) => {
      this.display!(
        {
          frame: { url } as never,
          securityOrigin: new URL(url).origin,
          videoRequested,
          audioRequested: false,
          userGesture: true,
        },
        resolve,
      );
    });
  }
}

export function fakeSource(id: string, name: string): DesktopCapturerSource {
  return {
    id,
    name,
    display_id: '',
    appIcon: null as unknown as NativeImage,
    thumbnail: { toDataURL: () => `data:image/png;base64,${id}` } as NativeImage,
  };
}

/** An invoke event from a frame at `url` (a top frame unless `parent`). */
export function invokeEvent(url: string, parent = false): IpcMainInvokeEvent {
  return { senderFrame: { url, parent: parent ? {} : null } } as unknown as IpcMainInvokeEvent;
}

/** ipcMain: records `handle` registrations and invokes them as a renderer would. */
export class FakeIpcMain {
  readonly handlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>();

  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown) {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, listener);
  }

  async invoke(event: IpcMainInvokeEvent, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler(event, ...args);
  }
}

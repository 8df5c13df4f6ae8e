import type { IpcMainInvokeEvent } from 'electron';
import { DESKTOP_CHANNELS, type DesktopBridge, type DesktopMethod } from '@kalam/shared';
import { isTrustedSender } from '../security/ipc-sender.ts';

/** What main does for each bridge method: the bridge's own signatures, checked by the compiler. */
export type BridgeHandlers = {
  [K in DesktopMethod]: (...args: unknown[]) => ReturnType<DesktopBridge[K]>;
};

export interface IpcRegistry {
  handle(
    channel: string,
    listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown,
  ): void;
}

export class UntrustedSenderError extends Error {
  constructor(channel: string) {
    super(`refused ${channel}: the caller is not the app's page`);
    this.name = 'UntrustedSenderError';
  }
}

/**
 * One `ipcMain.handle` per channel, each behind the sender check. Handlers receive raw values:
 * each parses its arguments with the schema from `shared` (a renderer is never trusted).
 */
export function registerBridge(
  ipc: IpcRegistry,
  handlers: BridgeHandlers,
  appOrigin: string,
): void {
  for (const method of Object.keys(DESKTOP_CHANNELS) as DesktopMethod[]) {
    const channel = DESKTOP_CHANNELS[method];
    const handler = handlers[method];
    ipc.handle(channel, (event, ...args) => {
      if (!isTrustedSender(event, appOrigin)) throw new UntrustedSenderError(channel);
      return handler(...args);
    });
  }
}

import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadBridge } from '../bridge/preload-bridge.ts';

// The sandboxed preload: one object on the page's `window`, its methods only invoke channels.
contextBridge.exposeInMainWorld(
  'desktop',
  createPreloadBridge((channel, ...args) => ipcRenderer.invoke(channel, ...args)),
);

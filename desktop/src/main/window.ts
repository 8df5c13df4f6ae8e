import type { WebPreferences } from 'electron';

/**
 * The renderer's preferences, Electron's security checklist made explicit (most are already
 * the defaults; writing them down keeps a later edit from turning one off unseen).
 */
export function secureWebPreferences(preload: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
  };
}

/** A path the page or a notice names, as an address on our origin; null for anything else. */
export function appAddress(appOrigin: string, path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const url = new URL(path, 'http://placeholder');
  return `${appOrigin}${url.pathname}${url.search}${url.hash}`;
}

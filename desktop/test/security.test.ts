import { describe, expect, it, vi } from 'vitest';
import { guardNavigation } from '../src/security/navigation-guard.ts';
import { isTrustedSender } from '../src/security/ipc-sender.ts';
import { installPermissionHandlers } from '../src/security/permissions.ts';
import { isAppUrl, isExternalAllowed } from '../src/security/trusted-urls.ts';
import { FakeSession, FakeWebContents, invokeEvent } from './support/fake-electron.ts';

const APP = 'https://app.kalam.example';
const SCHEME = 'kalam://app';

describe('trusted addresses', () => {
  it('knows our origin exactly: scheme, host and port', () => {
    expect(isAppUrl('https://app.kalam.example/t/dashboard?x=1', APP)).toBe(true);
    expect(isAppUrl('kalam://app/session?id=lesson:1', SCHEME)).toBe(true);
    for (const url of [
      'http://app.kalam.example/',
      'https://app.kalam.example:8443/',
      'https://app.kalam.example.evil.test/',
      'https://evil.test/?https://app.kalam.example',
      'kalam://other/',
      'file:///etc/passwd',
      'not a url',
      '',
    ])
      expect(isAppUrl(url, url.startsWith('kalam') ? SCHEME : APP), url).toBe(false);
  });

  it('lets the system browser open only https on the allow-list, and mail', () => {
    const allowed = ['https://www.kalam.example', 'https://accept.paymob.com'];
    expect(isExternalAllowed('https://accept.paymob.com/pay?id=1', allowed)).toBe(true);
    expect(isExternalAllowed('mailto:help@kalam.example', allowed)).toBe(true);
    for (const url of [
      'http://accept.paymob.com/',
      'https://evil.test/',
      'https://user:pass@accept.paymob.com/',
      'file:///C:/Windows/System32/calc.exe',
      'javascript:alert(1)',
      'smb://share/x',
      'ms-msdt:/id',
    ])
      expect(isExternalAllowed(url, allowed), url).toBe(false);
  });
});

describe('navigation and new windows', () => {
  const setup = () => {
    const contents = new FakeWebContents();
    const openExternal = vi.fn();
    guardNavigation(contents, {
      appOrigin: APP,
      externalOrigins: ['https://accept.paymob.com'],
      openExternal,
    });
    return { contents, openExternal };
  };

  it('lets the window move inside our origin only', () => {
    const { contents, openExternal } = setup();
    expect(contents.emit('will-navigate', `${APP}/chat`)).toBe(false);
    expect(contents.emit('will-navigate', 'https://evil.test/')).toBe(true);
    expect(contents.emit('will-redirect', 'https://evil.test/')).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('sends an allow-listed address to the system browser instead of the window', () => {
    const { contents, openExternal } = setup();
    expect(contents.emit('will-navigate', 'https://accept.paymob.com/pay')).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://accept.paymob.com/pay');
  });

  it('never opens a new window, and never attaches a webview', () => {
    const { contents, openExternal } = setup();
    expect(contents.openWindow(`${APP}/plans`)).toBe('deny');
    expect(contents.openWindow('https://accept.paymob.com/x')).toBe('deny');
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(contents.openWindow('file:///etc/passwd')).toBe('deny');
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(contents.emit('will-attach-webview', `${APP}/`)).toBe(true);
  });
});

describe('permissions', () => {
  const session = new FakeSession();
  installPermissionHandlers(session, APP);

  it('grants camera and microphone to our origin only', async () => {
    expect(await session.ask('media', `${APP}/session?id=lesson:1`, ['video', 'audio'])).toBe(true);
    expect(await session.ask('media', 'https://evil.test/', ['video'])).toBe(false);
    expect(await session.ask('media', 'http://app.kalam.example/', ['audio'])).toBe(false);
  });

  it('refuses what no lesson needs, even to our origin', async () => {
    for (const permission of ['geolocation', 'midi', 'clipboard-read', 'hid', 'openExternal'])
      expect(await session.ask(permission, `${APP}/`), permission).toBe(false);
    expect(await session.ask('notifications', `${APP}/`)).toBe(true);
  });

  it('answers permission checks by the same rule and refuses devices', () => {
    const check = (permission: string, url: string) =>
      session.check!(null, permission as never, new URL(url).origin, {
        requestingUrl: url,
        isMainFrame: true,
        embeddingOrigin: '',
      } as never);
    expect(check('media', `${APP}/x`)).toBe(true);
    expect(check('media', 'https://evil.test/x')).toBe(false);
    expect(session.device!({} as never)).toBe(false);
  });
});

describe('IPC senders', () => {
  it('answers our top-level page only', () => {
    expect(isTrustedSender(invokeEvent(`${APP}/t/dashboard`), APP)).toBe(true);
    expect(isTrustedSender(invokeEvent(`${APP}/embedded`, true), APP)).toBe(false);
    expect(isTrustedSender(invokeEvent('https://evil.test/'), APP)).toBe(false);
    expect(isTrustedSender({ senderFrame: null }, APP)).toBe(false);
  });
});

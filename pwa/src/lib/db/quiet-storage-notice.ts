/**
 * RxDB's Dexie storage writes a notice about its paid plugins to every user's console on the
 * first write. It is advertising, not a fault; the only switch RxDB offers is a purchased
 * premium flag, and setting a fake one would misstate our licence. So this one message, matched
 * by its opening line, is dropped; every other warning passes through untouched (issue 16).
 */
const NOTICE = '-------------- RxDB Open Core RxStorage';

export function isStorageNotice(args: unknown[]): boolean {
  return typeof args[0] === 'string' && args[0].startsWith(NOTICE);
}

let installed = false;

export function quietStorageNotice(target: Pick<Console, 'warn'> = console): void {
  if (installed && target === console) return;
  if (target === console) installed = true;
  const warn = target.warn.bind(target);
  target.warn = (...args: unknown[]) => {
    if (!isStorageNotice(args)) warn(...args);
  };
}

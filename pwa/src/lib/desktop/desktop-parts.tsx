import { lazy, Suspense } from 'react';
import { isDesktopApp } from './in-desktop-app.ts';

/*
 * Its link to the app reads the offline database (RxDB) and its screen picker is a dialog: a
 * browser needs neither, so they load only inside the desktop app, not with every app screen.
 */
const DesktopLink = lazy(() =>
  import('./desktop-link.tsx').then((m) => ({ default: m.DesktopLink })),
);
const ScreenPickerHost = lazy(() =>
  import('./screen-picker.tsx').then((m) => ({ default: m.ScreenPickerHost })),
);

/** The desktop app's side of the page (decision 131); nothing in a browser. */
export function DesktopParts() {
  if (!isDesktopApp()) return null;
  return (
    <Suspense fallback={null}>
      <DesktopLink />
      <ScreenPickerHost />
    </Suspense>
  );
}
